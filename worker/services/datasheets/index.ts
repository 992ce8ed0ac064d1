import * as v from "valibot";
import type { Config } from "../../config";
import { errorMessage, type Logger } from "../../logger";
import type { Datasheet } from "../../model/product";
import { noCache, type OutboundCache, type OutboundStrategy, RETRIES, RETRY_DELAY_MS, withRetries } from "../outbound";

const DatasheetSchema = v.looseObject({
  language: v.string(),
  region: v.string(),
  fileName: v.string(),
  url: v.string(),
  version: v.optional(v.string()),
  issuedAt: v.optional(v.string()),
});

const AnswerSchema = v.looseObject({ datasheets: v.array(DatasheetSchema) });

export interface DatasheetService {
  /** Safety data sheets of a product. Retries 3 times, 2000 ms apart; a final failure is logged and rethrown. */
  forProduct(productId: string): Promise<Datasheet[]>;
}

/**
 * Client of the safety data sheet storage service:
 * `POST {DATASHEET_API_URL}/api/datasheets/productId/{productId}`, no body.
 * Cache strategy: `catalogue` (sheets change with regulatory updates, not per request).
 */
export function createDatasheetService(options: {
  config: Config;
  logger: Logger;
  fetch?: typeof fetch;
  retryDelayMs?: number;
  cache?: OutboundCache;
  strategy?: OutboundStrategy;
}): DatasheetService {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const cache = options.cache ?? noCache;
  const base = options.config.DATASHEET_API_URL.replace(/\/+$/, "");
  return {
    forProduct(productId) {
      const url = `${base}/api/datasheets/productId/${encodeURIComponent(productId)}`;
      const load = async () => {
        try {
          return await withRetries(
            async () => {
              const response = await doFetch(url, { method: "POST", headers: { accept: "application/json" } });
              if (!response.ok) throw new Error(`Data-sheet service answered ${response.status}`);
              const parsed = v.safeParse(AnswerSchema, await response.json());
              if (!parsed.success) throw new Error(`Data-sheet answer is malformed: ${v.summarize(parsed.issues)}`);
              return parsed.output.datasheets;
            },
            { retries: RETRIES, delayMs: options.retryDelayMs ?? RETRY_DELAY_MS },
          );
        } catch (error) {
          options.logger.error("Data-sheet request failed", {
            productId,
            error: errorMessage(error),
          });
          throw error;
        }
      };
      return cache.wrap(`datasheets:${productId}`, options.strategy ?? "catalogue", load);
    },
  };
}
