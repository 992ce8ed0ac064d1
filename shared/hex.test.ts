import { describe, expect, it } from "vitest";
import { sha1Hex, sha256Hex, toHex } from "./hex";

describe("hex", () => {
  it("writes two lower-case digits per byte, leading zeros kept", () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 171, 255]).buffer)).toBe("00010f10abff");
  });

  it("digests UTF-8 text", async () => {
    expect(await sha1Hex("abc")).toBe("a9993e364706816aba3e25717850c26c9cd0d89d");
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
