import type { OutboundCache, OutboundStrategy } from "../outbound";
import type { DataCache } from "./data-cache";
import { dataKey, type KeyContext } from "./keys";
import { outboundStrategy } from "./strategies";

/**
 * The search and data-sheet clients' cache seam over the KV data cache. Their
 * key (index, query body...) becomes the hashed part of a key whose segments
 * carry the request's audience, language, version and release; draft and
 * editor requests, and `no-store` calls, reach the backend every time.
 */
export function kvOutboundCache(cache: DataCache, ctx: KeyContext): OutboundCache {
  const aged = async <T>(key: string, strategy: OutboundStrategy, load: () => Promise<T>) => {
    if (strategy === "no-store") return { value: await load(), ageSeconds: 0 };
    const named = outboundStrategy(strategy);
    const kvKey = await dataKey(ctx, { kind: `outbound-${strategy}`, parts: key });
    const { value, ageSeconds } = await cache.lookup(kvKey, named, load);
    return { value, ageSeconds };
  };
  return {
    aged,
    wrap: async (key, strategy, load) => (await aged(key, strategy, load)).value,
  };
}
