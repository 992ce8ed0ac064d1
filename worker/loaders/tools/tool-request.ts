/**
 * The tool request of a page request: its URL and page name, and the
 * answers of its tool blocks, started here before the render (the blocks
 * only look them up, `views/tools/tool-request.tsx`).
 */
import type { Context } from "hono";
import { holdsBlock, PRODUCT_COMPARE_BLOCK } from "../../../shared/finder/block-loads";
import type { AppEnv } from "../../app-env";
import type { ToolRequest, ToolScope } from "../../model/tool-request";
import { finderDeps } from "./finder-deps";
import { startBlockAnswers, toolAnswers } from "./tool-answers";

/**
 * The tool request of a page request. With the page's story content, the
 * answer of every tool block in it starts loading now, before the render.
 * Where the request context renders complete the answers have no budget;
 * otherwise a tool whose answer is late streams in after the shell.
 */
export function toolRequestFor(c: Context<AppEnv>, page?: { content: unknown; scope: ToolScope }): ToolRequest {
  const url = new URL(c.req.url);
  const match = /^\/pim\/fragment\/[^/]+\/[^/]+\/?(.*)$/.exec(url.pathname);
  const pageName = (match?.[1] ?? "").replace(/\/+$/, "");
  const ctx = c.get("ctx");
  const failures = new Set<string>();
  const degraded = (section: string) => {
    failures.add(section);
  };
  const { loads, answers } = toolAnswers({
    audience: ctx.audience,
    logger: c.get("logger"),
    deps: (context) => finderDeps(c, context, degraded),
    degraded,
    budgetMs: ctx.render === "complete" ? undefined : c.get("config").TOOL_ANSWER_BUDGET_MS,
  });
  if (page) startBlockAnswers(loads, page.content, { url, pageName }, page.scope);
  let compareOnPage: boolean | undefined;
  return {
    url,
    pageName,
    answers,
    failures,
    // Walks the content only for a page whose tools ask (a product finder, a step flow), once.
    get compareOnPage() {
      compareOnPage ??= page ? holdsBlock(page.content, PRODUCT_COMPARE_BLOCK) : false;
      return compareOnPage;
    },
  };
}
