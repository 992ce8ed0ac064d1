import type { OutboundCache, OutboundStrategy } from "../outbound";
import type { DataCache } from "./data-cache";
import { dataKey, type KeyContext } from "./keys";
import { STRATEGIES } from "./strategies";

/**
 * The search and data-sheet clients' cache seam over the KV data cache. Their
 * key (index, query body...) becomes the hashed part of a key whose segments
 * carry the request's audience, language, version and release; draft and
 * editor requests, and `no-store` calls, reach the backend every time.
 */
export function kvOutboundCache(cache: DataCache, ctx: KeyContext): OutboundCache {
  return {
    async wrap<T>(key: string, strategy: OutboundStrategy, load: () => Promise<T>): Promise<T> {
      if (strategy === "no-store") return load();
      const named = strategy === "reference" ? STRATEGIES.reference : STRATEGIES.catalogue;
      const kvKey = await dataKey(ctx, { kind: `outbound-${strategy}`, parts: key });
      return cache.get(kvKey, named, load);
    },
  };
}
