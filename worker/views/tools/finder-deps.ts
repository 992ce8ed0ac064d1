import type { Context } from "hono";
import type { LanguageContext } from "../../../shared/context";
import type { AppEnv, RequestContext } from "../../app-env";
import { reportDegraded } from "../../services/cache/degraded";
import { kvOutboundCache } from "../../services/cache/outbound-cache";
import { dataCacheFor } from "../../services/cache/request-cache";
import { createMarketTreeService } from "../../services/market-tree";
import { createSearchClient } from "../../services/search/client";
import type { FinderDeps } from "./run-finder";

/**
 * Search and market-tree clients for the request's audience, in the page's
 * language context or the one the context switch picked, through the KV
 * data cache (keys carry audience and language, so answers never mix).
 */
export function finderDeps(c: Context<AppEnv>, context?: LanguageContext): FinderDeps & { ctx: RequestContext } {
  const { config, ctx, logger } = c.var;
  const language = context ?? ctx.language;
  const cache = kvOutboundCache(dataCacheFor(c), { ...ctx, language });
  return {
    ctx,
    logger,
    search: createSearchClient({ config, audience: ctx.audience, language, logger, cache }),
    marketTree: createMarketTreeService({ config, language, logger, cache }),
    degraded: (section) => reportDegraded(c.req.raw, section),
  };
}
