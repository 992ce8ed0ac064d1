/**
 * The tool request of a page request, provided around the page body so the
 * tool blocks render with the request's state and answers.
 */
import type { Context } from "hono";
import type { ReactNode } from "react";
import { holdsBlock, PRODUCT_COMPARE_BLOCK } from "../../shared/finder/block-loads";
import type { AppEnv } from "../app-env";
import { finderDeps } from "../loaders/tools/finder-deps";
import { startBlockAnswers, toolAnswers } from "../loaders/tools/tool-answers";
import type { ToolRequest, ToolScope } from "../model/tool-request";
import { ToolRequestContext } from "../views/tools/tool-request";
import { wantsCompleteRender } from "./complete-render";
import { isBot } from "./stream";

/**
 * The tool request of a page request. With the page's story content, the
 * answer of every tool block in it starts loading now, before the render;
 * the blocks only look their answers up.
 */
export function toolRequestFor(c: Context<AppEnv>, page?: { content: unknown; scope: ToolScope }): ToolRequest {
  const url = new URL(c.req.url);
  const match = /^\/pim\/fragment\/[^/]+\/[^/]+\/?(.*)$/.exec(url.pathname);
  const pageName = (match?.[1] ?? "").replace(/\/+$/, "");
  const { loads, answers } = toolAnswers({
    audience: c.get("ctx").audience,
    logger: c.get("logger"),
    deps: (context) => finderDeps(c, context),
    degraded: (section) => c.get("degraded").add(section),
    budgetMs:
      wantsCompleteRender(c.req.raw) || isBot(c.req.header("user-agent"))
        ? undefined
        : c.get("config").TOOL_ANSWER_BUDGET_MS,
  });
  if (page) startBlockAnswers(loads, page.content, { url, pageName }, page.scope);
  let compareOnPage: boolean | undefined;
  return {
    url,
    pageName,
    answers,
    // Walks the content only for a page whose tools ask (a product finder, a step flow), once.
    get compareOnPage() {
      compareOnPage ??= page ? holdsBlock(page.content, PRODUCT_COMPARE_BLOCK) : false;
      return compareOnPage;
    },
  };
}

/** Wrap a page body in it: `<ToolRequestProvider request={toolRequestFor(c)}>{body}</ToolRequestProvider>`. */
export function ToolRequestProvider({ request, children }: { request: ToolRequest; children: ReactNode }) {
  return <ToolRequestContext.Provider value={request}>{children}</ToolRequestContext.Provider>;
}
