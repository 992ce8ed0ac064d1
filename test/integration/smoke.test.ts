import { SELF } from "cloudflare:test";
import { expect, it } from "vitest";

it("reaches the emulators from workerd", async () => {
  const res = await SELF.fetch("http://example.com/ping");
  expect(await res.json()).toEqual({ ok: true });
});
