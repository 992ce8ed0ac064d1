/**
 * The tool request of a page request, provided around the page body so the
 * tool blocks render with the request's state and answers.
 */
import type { Context } from "hono";
import type { ReactNode } from "react";
import type { AppEnv } from "../app-env";
import { finderDeps } from "../loaders/tools/finder-deps";
import { toolAnswers } from "../loaders/tools/tool-answers";
import { reportDegraded } from "../services/cache/degraded";
import { type ToolRequest, ToolRequestContext } from "../views/tools/tool-request";
import { wantsCompleteRender } from "./complete-render";
import { isBot } from "./stream";

/** The tool request of a page request. */
export function toolRequestFor(c: Context<AppEnv>): ToolRequest {
  const url = new URL(c.req.url);
  const match = /^\/pim\/fragment\/[^/]+\/[^/]+\/?(.*)$/.exec(url.pathname);
  return {
    url,
    pageName: (match?.[1] ?? "").replace(/\/+$/, ""),
    answers: toolAnswers({
      audience: c.var.ctx.audience,
      logger: c.var.logger,
      deps: (context) => finderDeps(c, context),
      degraded: (section) => reportDegraded(c.req.raw, section),
      budgetMs:
        wantsCompleteRender(c.req.raw) || isBot(c.req.header("user-agent"))
          ? undefined
          : c.var.config.TOOL_ANSWER_BUDGET_MS,
    }),
  };
}

/** Wrap a page body in it: `<ToolRequestProvider request={toolRequestFor(c)}>{body}</ToolRequestProvider>`. */
export function ToolRequestProvider({ request, children }: { request: ToolRequest; children: ReactNode }) {
  return <ToolRequestContext.Provider value={request}>{children}</ToolRequestContext.Provider>;
}
