import * as v from "valibot";
import type { LanguageContext } from "../../../shared/context";
import type { Config } from "../../config";
import { errorMessage, type Logger } from "../../logger";
import { noCache, type OutboundCache } from "../outbound";

const ElementSchema = v.looseObject({
  ID: v.string(),
  Name: v.string(),
  UserTypeID: v.picklist(["Market", "Application", "MarketApplication"]),
  ClassificationReference: v.optional(
    v.array(v.looseObject({ ClassificationID: v.string(), Type: v.string(), Name: v.optional(v.string()) })),
    [],
  ),
});

const AnswerSchema = v.looseObject({ elements: v.array(ElementSchema) });

export type MarketTreeElement = v.InferOutput<typeof ElementSchema>;

export interface MarketTreeService {
  /** Market, application and pairing entries for `M2A_` pairing ids; empty input makes no call. */
  elements(market2ApplicationIds: readonly string[]): Promise<MarketTreeElement[]>;
}

/**
 * Client of the product connector: `POST {PRODUCT_CONNECTOR_URL}/api/market-tree`
 * with `{ market2ApplicationIds, context }`, answering `{ elements }`.
 * Cache strategy: `reference` (the classification tree changes with PIM releases).
 */
export function createMarketTreeService(options: {
  config: Config;
  language: LanguageContext;
  logger: Logger;
  fetch?: typeof fetch;
  cache?: OutboundCache;
}): MarketTreeService {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const cache = options.cache ?? noCache;
  const url = `${options.config.PRODUCT_CONNECTOR_URL.replace(/\/+$/, "")}/api/market-tree`;
  return {
    async elements(ids) {
      const market2ApplicationIds = [...new Set(ids)].filter((id) => id.startsWith("M2A_")).sort();
      if (market2ApplicationIds.length === 0) return [];
      const key = `market-tree:${options.language}:${market2ApplicationIds.join(",")}`;
      return cache.wrap(key, "reference", async () => {
        try {
          const response = await doFetch(url, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify({ market2ApplicationIds, context: options.language }),
          });
          if (!response.ok) throw new Error(`Product connector answered ${response.status}`);
          const parsed = v.safeParse(AnswerSchema, await response.json());
          if (!parsed.success) throw new Error(`Market tree answer is malformed: ${v.summarize(parsed.issues)}`);
          return parsed.output.elements;
        } catch (error) {
          options.logger.error("Market tree request failed", {
            market2ApplicationIds,
            error: errorMessage(error),
          });
          throw error;
        }
      });
    },
  };
}
