/**
 * KV and the Cache API held in the isolate's own memory, for the limits
 * bench's reading of CPU by the isolate thread's clock. The local runtime
 * serves KV and the Cache API from workers of its own that run on the same
 * thread as the catalogue's isolate (SQLite and all), so that thread's run
 * time over a request holds their work too; in production they are services
 * elsewhere, not billed to the request. With these stand-ins the thread's run
 * time over a request is the catalogue's own work and the runtime's work on
 * its behalf (its fetches, streams, crypto), less the cost of a request that
 * does nothing. They answer as the real ones do for what the catalogue asks
 * of them: text values with an expiry; responses by URL.
 */

interface Held {
  value: string;
  expires: number;
}

export function memoryKv(): KVNamespace {
  const held = new Map<string, Held>();
  const live = (key: string) => {
    const entry = held.get(key);
    if (entry && entry.expires <= Date.now()) held.delete(key);
    return held.get(key);
  };
  const kv = {
    async get(key: string, type?: unknown) {
      const entry = live(key);
      if (!entry) return null;
      const as = typeof type === "string" ? type : (type as { type?: string } | undefined)?.type;
      return as === "json" ? JSON.parse(entry.value) : entry.value;
    },
    async put(key: string, value: string, options?: { expirationTtl?: number }) {
      const ttl = options?.expirationTtl ?? 365 * 24 * 3600;
      held.set(key, { value: String(value), expires: Date.now() + ttl * 1000 });
    },
    async delete(key: string) {
      held.delete(key);
    },
    async list(options?: { prefix?: string }) {
      const keys = [...held.keys()]
        .filter((k) => live(k) && k.startsWith(options?.prefix ?? ""))
        .map((name) => ({ name }));
      return { keys, list_complete: true, cacheStatus: null };
    },
    async getWithMetadata(key: string, type?: unknown) {
      return { value: await kv.get(key, type), metadata: null, cacheStatus: null };
    },
  };
  return kv as unknown as KVNamespace;
}

interface StoredResponse {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

export function memoryCache(): Cache {
  const held = new Map<string, StoredResponse>();
  const urlOf = (request: RequestInfo | URL) =>
    typeof request === "string" ? request : request instanceof URL ? request.href : request.url;
  return {
    async match(request: RequestInfo | URL) {
      const stored = held.get(urlOf(request));
      return stored ? new Response(stored.body, { status: stored.status, headers: stored.headers }) : undefined;
    },
    async put(request: RequestInfo | URL, response: Response) {
      held.set(urlOf(request), {
        body: await response.arrayBuffer(),
        status: response.status,
        headers: [...response.headers],
      });
    },
    async delete(request: RequestInfo | URL) {
      return held.delete(urlOf(request));
    },
  } as unknown as Cache;
}
