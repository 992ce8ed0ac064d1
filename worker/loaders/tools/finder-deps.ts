import type { Context } from "hono";
import type { LanguageContext } from "../../../shared/context";
import type { AppEnv } from "../../app-env";
import type { RequestContext } from "../../model/request-context";
import type { FinderDeps } from "./run-finder";

/**
 * Search and market-tree clients for the request's audience, in the page's
 * language context or the one the context switch picked, through the KV
 * data cache (keys carry audience and language, so answers never mix).
 */
export function finderDeps(
  c: Context<AppEnv>,
  context?: LanguageContext,
  degraded?: (section: string) => void,
): FinderDeps & { ctx: RequestContext } {
  const { ctx, logger, services, config } = c.var;
  const { search, marketTree } = services.inLanguage(context ?? ctx.language);
  return {
    ctx,
    logger,
    search,
    marketTree,
    facetLimit: config.FACET_COUNT_LIMIT,
    ...(degraded ? { degraded } : {}),
  };
}
