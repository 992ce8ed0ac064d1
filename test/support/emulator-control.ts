import { inject } from "vitest";

/**
 * Posts to the browser tests' emulators' control API (`faults/search` with a
 * FaultRule, ...). Scope a fault with `match` so tests running at the same
 * time never see it.
 */
export async function control(path: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${inject("e2eEmulatorBase")}/__control/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control answered ${res.status}`);
}
