import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type EntryVariant, entryBindingName } from "../support/entry-variants";
import { scopedFaults } from "./product-support";

/**
 * A finder page's first byte waits for search only up to the tool answer
 * budget (2 s in this project's bindings, so a quick search on a busy
 * machine still counts as quick): past it the page streams with the
 * finder's pending shell and the results follow in the same body. Faults
 * are scoped to this file's own search text, so the test files running at
 * the same time never see them.
 */

const SLOW_MS = 6000;
const PENDING = "finder--pending";
const RESULTS = /\d+ Products?/;

const fault = scopedFaults();
const slowDown = (match: string) => fault("search", match, { latencyMs: SLOW_MS });

/**
 * The body as the chunks the worker sent, in order: the worker as deployed,
 * or, with `variant`, with that variant's bindings (SELF has the project's only).
 */
async function chunksOf(url: string, variant?: EntryVariant, check?: (res: Response) => void): Promise<string[]> {
  const entry = variant ? (env as unknown as Record<string, Fetcher>)[entryBindingName(variant)] : SELF;
  if (!entry) throw new Error(`No service binding for the entry variant ${variant}`);
  const res = await entry.fetch(url);
  expect(res.status).toBe(200);
  check?.(res);
  const reader = res.body?.getReader();
  if (!reader) throw new Error(`no body from ${url}`);
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value, { stream: true }));
  }
  return chunks;
}

const finderUrl = (text: string, extra = "") =>
  `https://catalogue.test/pim/fragment/pu-additives/en/products?q=${encodeURIComponent(`catalyst ${text}`)}${extra}`;

describe("a finder page and a slow search", () => {
  it("sends the page with the finder pending before search answers, then the results", async () => {
    const text = `zzslowfinder${Date.now()}`;
    await slowDown(text);
    const chunks = await chunksOf(finderUrl(text));
    const pendingAt = chunks.findIndex((chunk) => chunk.includes(PENDING));
    expect(pendingAt).toBeGreaterThanOrEqual(0);
    // Everything up to and with the pending shell went out before the results existed.
    expect(chunks.slice(0, pendingAt + 1).join("")).not.toMatch(RESULTS);
    // Without script its search form lands on the finder, which holds the id its results will have.
    const shell = chunks.slice(0, pendingAt + 1).join("");
    expect(shell).toMatch(/<h2 id="finder-results">/);
    expect(shell).toContain('action="/pim/fragment/pu-additives/en/products#finder-results"');
    // The islands' boot script is named already, so it runs while the page streams and keeps what is typed in
    // the box; it names the loader and React, which it imports once the page has painted.
    expect(shell).toMatch(
      /<script type="module" async="" src="\/assets\/island-boot-[\w-]+\.js" data-island-loader="\/assets\/island-loader-[\w-]+\.js \/assets\/react-[\w-]+\.js"/,
    );
    // And the finder's code, fetched while the answer is awaited.
    expect(shell).toMatch(/<link rel="modulepreload" href="\/assets\/Finder-[\w-]+\.js" fetchPriority="low"\/>/);
    // The placeholder offers the complete page before any result (chunk boundaries fall where they may).
    const body = chunks.join("");
    const completeLink = body.indexOf('href="/pim/fragment/pu-additives/en/products?');
    expect(completeLink).toBeGreaterThan(body.indexOf(PENDING));
    expect(completeLink).toBeLessThan(body.search(RESULTS));
    // It opens the complete page at the finder's results, not at the page's top.
    expect(body).toMatch(
      /<noscript> <a href="\/pim\/fragment\/pu-additives\/en\/products\?[^"]*complete=1#finder-results">/,
    );
    const later = chunks.slice(pendingAt + 1).join("");
    expect(later).toMatch(RESULTS);
    // The island streams in with its props, to hydrate where it lands.
    expect(later).toContain('data-island="finder"');
    expect(later).toMatch(/data-island-props="[^"]+"/);
  });

  it("renders the results in the shell when search answers within the budget", async () => {
    const text = `zzquickfinder${Date.now()}`;
    const html = (await chunksOf(finderUrl(text))).join("");
    expect(html).toMatch(RESULTS);
    expect(html).not.toContain(PENDING);
    // Nothing was streamed in after the shell.
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  it("waits for a slow search in the complete render", async () => {
    const text = `zzcompletefinder${Date.now()}`;
    await slowDown(text);
    const html = (await chunksOf(finderUrl(text, "&complete=1"))).join("");
    expect(html).toMatch(RESULTS);
    expect(html).not.toContain(PENDING);
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  it("sends a streamed page uncompressed where STREAM_COMPRESSION is off, and leaves a complete one to the runtime", async () => {
    const local = "streamUncompressed";
    const text = `zzidentityfinder${Date.now()}`;
    await slowDown(text);
    const streamed = await chunksOf(finderUrl(text), local, (res) =>
      expect(res.headers.get("content-encoding")).toBe("identity"),
    );
    expect(streamed.join("")).toContain(PENDING);
    const complete = await chunksOf(finderUrl(text, "&complete=1"), local, (res) =>
      expect(res.headers.get("content-encoding")).toBeNull(),
    );
    expect(complete.join("")).toMatch(RESULTS);
    // By default the runtime compresses as the edge does.
    await chunksOf(finderUrl(`zzautofinder${Date.now()}`), undefined, (res) =>
      expect(res.headers.get("content-encoding")).toBeNull(),
    );
  });
});
