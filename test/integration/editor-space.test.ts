import { describe, expect, it } from "vitest";
import { sha1Hex } from "../../shared/hex";
import { emulatorCalls, visit } from "./entry-visit";
import { scopedFaults } from "./product-support";

/**
 * The content space learnt from `cdn/spaces/me` asked with the preview token
 * (once per isolate, when it answers). Its outage is a fault of the content
 * emulator scoped to that lookup and lifted as soon as this file's one
 * request is answered: the lookup carries nothing of the request, so the
 * shorter the outage, the less a test file running beside this one can meet it.
 */
const fault = scopedFaults();
const SPACE_LOOKUP = "/cdn/spaces/me?token=demo-preview";
const spaceLookups = async () => (await emulatorCalls(SPACE_LOOKUP, "storyblok")).length;

/** The Visual Editor's query, signed with the demo preview token for `spaceId`. */
async function editorQuery(spaceId: string) {
  const ts = String(Math.floor(Date.now() / 1000) - 30);
  const token = await sha1Hex(`${spaceId}:demo-preview:${ts}`);
  return `_storyblok=1&_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${ts}&_storyblok_tk[token]=${token}`;
}

const PAGE = "https://editor-space.test/pim/fragment/vestamid/en/";

/**
 * What a visitor who is not a verified editor gets: published content with the editor notice, no
 * editor bridge, and, as an answer to one visitor's rejected link, never kept nor indexed.
 */
function expectPublished(answer: { res: Response; text: string }) {
  expect(answer.res.status).toBe(200);
  expect(answer.res.headers.get("Content-Security-Policy")).not.toContain("https://app.storyblok.com");
  expect(answer.res.headers.get("Cache-Control")).toBe("private, no-store");
  expect(answer.res.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(answer.text).toContain("You are not in Draft Mode or the Visual Editor");
  expect(answer.text).not.toContain("data-blok-c");
}

describe("editor tokens are bound to the content space", () => {
  it("serves no draft while the content space cannot be learnt", async () => {
    const before = await spaceLookups();
    await fault("storyblok", SPACE_LOOKUP, { rate5xx: 1 });
    const answer = await visit(`${PAGE}?${await editorQuery("100000")}`);
    await fault("storyblok", SPACE_LOOKUP, {});
    expectPublished(answer);
    expect(await spaceLookups()).toBeGreaterThan(before);
  });

  it("serves published content to a token signed with the preview token for another space", async () => {
    for (const spaceId of ["999", "100001", "0100000"]) {
      expectPublished(await visit(`${PAGE}?${await editorQuery(spaceId)}`));
    }
  });

  it("serves the draft to the content space's own token", async () => {
    const draft = await visit(`${PAGE}?${await editorQuery("100000")}`);
    expect(draft.res.status).toBe(200);
    expect(draft.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(draft.res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(draft.text).toContain("data-blok-c");
    expect(draft.text).not.toContain("You are not in Draft Mode or the Visual Editor");
  });
});
