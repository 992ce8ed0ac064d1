import { stableUuid } from "../content/stable-uuid.ts";

/** Deterministic ids: the same space on every start, so links and tests hold. */
export const storyUuid = (fullSlug: string): string => stableUuid(`space:${fullSlug}`);

/** A factory of block `_uid`s for one story version. */
export function uidFactory(seed: string): () => string {
  let n = 0;
  return () => stableUuid(`${seed}#${n++}`);
}
