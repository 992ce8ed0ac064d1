import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./index.ts";

const TODAY = new Date("2026-01-15T00:00:00Z");

/**
 * The default catalogue as every existing test and figure knows it, pinned by
 * the hash of its JSON taken before the catalogue could grow: scaling must
 * leave scale 1 byte-for-byte where it was.
 */
const SCALE_1_SHA256 = "9e47971aac44fd241519099d8ad0361f1eff6bd33f18023f61c9d9f6451c1e3d";

const sha256 = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

describe("catalogue scale", () => {
  it("builds today's catalogue byte-for-byte at scale 1", () => {
    expect(sha256(buildCatalogue({ today: TODAY }))).toBe(SCALE_1_SHA256);
  });
});
