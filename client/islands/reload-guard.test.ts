import { describe, expect, it } from "vitest";
import { onChunkFailure, RELOAD_GUARD_MS, RELOAD_MARKER_KEY } from "./reload-guard";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe("reload guard", () => {
  it("reloads once, then gives up within 10 seconds, then reloads again after", () => {
    const storage = memoryStorage();
    expect(onChunkFailure(storage, 1_000)).toBe("reload");
    expect(storage.data.get(RELOAD_MARKER_KEY)).toBe("1000");
    expect(onChunkFailure(storage, 1_000 + RELOAD_GUARD_MS - 1)).toBe("give-up");
    expect(onChunkFailure(storage, 1_000 + RELOAD_GUARD_MS)).toBe("reload");
  });

  it("gives up when storage is missing or blocked, so it can never loop", () => {
    expect(onChunkFailure(undefined, 0)).toBe("give-up");
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
    };
    expect(onChunkFailure(blocked, 0)).toBe("give-up");
  });
});
