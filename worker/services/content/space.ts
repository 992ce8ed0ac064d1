import * as v from "valibot";
import { coalesce } from "../cache/coalesce";

/** Longest wait for `cdn/spaces/me` before the space counts as unknown. */
export const SPACE_FETCH_TIMEOUT_MS = 1_500;

const SpacesMe = v.looseObject({
  space: v.looseObject({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
});

export interface SpaceLookupOptions {
  apiUrl: string;
  token: string;
  /** The calling request's `waitUntil`: the lookup is shared and must outlive a visitor who leaves. */
  keepAlive?: (promise: Promise<unknown>) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The one space this isolate has learnt: a space's id never changes, so it is
 * kept as a value once known (one slot, for the one configuration an isolate
 * runs with). A failure is not kept, so the next editor request asks again.
 */
let learnt: { key: string; id: number } | undefined;

/**
 * The id of the content space `token` belongs to, from `cdn/spaces/me`;
 * null when the content API cannot say (down, slow, unauthorised or a
 * malformed answer). Concurrent first lookups share one request.
 */
export async function contentSpaceId(options: SpaceLookupOptions): Promise<number | null> {
  const key = `${options.apiUrl.replace(/\/+$/, "")} ${options.token}`;
  if (learnt?.key === key) return learnt.id;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const url = `${options.apiUrl.replace(/\/+$/, "")}/cdn/spaces/me?token=${encodeURIComponent(options.token)}`;
  try {
    const id = await coalesce(
      `space:${key}`,
      async () => {
        const res = await doFetch(url, {
          headers: { Accept: "application/json" },
          signal: AbortSignal.timeout(options.timeoutMs ?? SPACE_FETCH_TIMEOUT_MS),
        });
        if (!res.ok) return null;
        const parsed = v.safeParse(SpacesMe, await res.json());
        return parsed.success ? parsed.output.space.id : null;
      },
      options.keepAlive ? { keepAlive: options.keepAlive } : {},
    );
    if (id !== null) learnt = { key, id };
    return id;
  } catch {
    return null;
  }
}

/** Forgets the learnt space (tests). */
export function forgetContentSpace(): void {
  learnt = undefined;
}
