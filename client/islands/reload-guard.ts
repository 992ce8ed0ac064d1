/** How long the reload marker lives: a second failure within it is not reloaded (spec section 9). */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_MARKER_KEY = "catalogue:chunk-reload";

export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides what a failed chunk load does: reload the page once, or, when a
 * reload already happened within the guard window, give up (the caller shows
 * the error) so a broken deployment never loops.
 */
export function onChunkFailure(storage: GuardStorage | undefined, now: number): "reload" | "give-up" {
  let marker: number | undefined;
  try {
    const raw = storage?.getItem(RELOAD_MARKER_KEY);
    marker = raw ? Number(raw) : undefined;
  } catch {
    // Storage may be blocked in a third-party iframe; then no marker can guard a loop.
    return "give-up";
  }
  if (marker !== undefined && Number.isFinite(marker) && now - marker < RELOAD_GUARD_MS) return "give-up";
  try {
    storage?.setItem(RELOAD_MARKER_KEY, String(now));
  } catch {
    return "give-up";
  }
  return storage ? "reload" : "give-up";
}
