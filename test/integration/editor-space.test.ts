import { afterAll, describe, expect, it } from "vitest";
import { sha1Hex } from "../../shared/hex";
import { visit } from "./product-calls-fetch";

// This isolate's fetch, through which the worker running here reaches the
// emulators: while `spaceDown` is set, `cdn/spaces/me` fails and nothing else.
const original = globalThis.fetch;
let spaceDown = false;
const spaceLookups: string[] = [];
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
  if (url.pathname.endsWith("/cdn/spaces/me") && url.searchParams.get("token") === "demo-preview") {
    spaceLookups.push(url.pathname);
    if (spaceDown) return new Response(JSON.stringify({ error: "Injected outage" }), { status: 503 });
  }
  return original(input, init);
}) as typeof fetch;
afterAll(() => {
  globalThis.fetch = original;
});

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
    spaceDown = true;
    try {
      expectPublished(await visit(`${PAGE}?${await editorQuery("100000")}`));
      expect(spaceLookups.length).toBeGreaterThan(0);
    } finally {
      spaceDown = false;
    }
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
