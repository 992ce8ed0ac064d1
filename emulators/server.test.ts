import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureMarketTree } from "./connector/fixture.ts";
import { fixtureSpace } from "./content/fixture-space.ts";
import { type CallRecord, Control } from "./control.ts";
import { FIXTURE_PRODUCT_ID, fixtureDatasheets } from "./datasheets/fixture.ts";
import { type RunningEmulators, startEmulators } from "./server.ts";

const buildSpace = vi.fn(fixtureSpace);
let emulators: RunningEmulators;

beforeAll(async () => {
  emulators = await startEmulators({
    port: 0,
    space: buildSpace,
    catalogue: { ...fixtureDatasheets(), marketTree: fixtureMarketTree() },
    today: new Date("2026-01-01T00:00:00Z"),
  });
});
afterAll(() => emulators.close());
beforeEach(() => emulators.control.reset());

const get = (path: string) => fetch(`${emulators.url}${path}`);
const post = (path: string, body?: unknown) =>
  fetch(`${emulators.url}${path}`, { method: "POST", body: body === undefined ? null : JSON.stringify(body) });

describe("emulator server", () => {
  it("starts on a free port and lists its services at /", async () => {
    expect(emulators.port).toBeGreaterThan(0);
    expect(emulators.url).toBe(`http://127.0.0.1:${emulators.port}`);
    const index = (await (await get("/")).json()) as { services: Record<string, { url: string } | null> };
    expect(index.services.content?.url).toBe(`${emulators.url}/storyblok/v2`);
    expect(index.services.searchPublic?.url).toBe(`${emulators.url}/search/public`);
    expect(index.services.searchIntranet?.url).toBe(`${emulators.url}/search/intranet`);
    expect(index.services.datasheets?.url).toBe(`${emulators.url}/datasheets`);
    expect(index.services.connector?.url).toBe(`${emulators.url}/connector`);
  });

  it("builds the space once, with image URLs on its own address, and not per request", async () => {
    await get("/storyblok/v2/cdn/stories/demo/home?token=demo-published");
    await get("/storyblok/v2/cdn/stories?token=demo-published");
    expect(buildSpace).toHaveBeenCalledTimes(1);
    expect(buildSpace).toHaveBeenCalledWith(`${emulators.url}/a`);
    const image = await get("/a/f/100000/1200x800/abc123/reactor-hall.png/m/600x0");
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("serves every service on its contract path", async () => {
    expect((await get("/storyblok/v2/cdn/spaces/me?token=demo-published")).status).toBe(200);
    const sheets = (await (await post(`/datasheets/api/datasheets/productId/${FIXTURE_PRODUCT_ID}`)).json()) as {
      datasheets: { url: string }[];
    };
    const first = sheets.datasheets[0];
    expect(first?.url.startsWith(`${emulators.url}/files/`)).toBe(true);
    const pdf = await fetch(first?.url ?? "");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe("%PDF");
    const tree = await post("/connector/api/market-tree", { market2ApplicationIds: [], context: "en-us" });
    expect(tree.status).toBe(200);
    // The search app is mounted: without its key it answers 403.
    expect((await post("/search/public/indexes/products-en-us/docs/search?api-version=2020-06-30", {})).status).toBe(
      403,
    );
    expect((await get("/nowhere")).status).toBe(404);
  });

  it("records calls per service and shows them on the control API", async () => {
    await get("/storyblok/v2/cdn/spaces/me?token=demo-published");
    await post("/connector/api/market-tree", { market2ApplicationIds: [], context: "en-us" });
    const calls = (await (await get("/__control/calls")).json()) as { counts: Record<string, number> };
    expect(calls.counts).toMatchObject({ storyblok: 1, connector: 1, datasheets: 0 });
    await fetch(`${emulators.url}/__control/calls`, { method: "DELETE" });
    expect(emulators.control.callLog()).toHaveLength(0);
  });

  it("injects 503 and 429 answers set through the control API, then recovers", async () => {
    expect((await post("/__control/faults/datasheets", { next5xx: 1 })).status).toBe(200);
    const failed = await post(`/datasheets/api/datasheets/productId/${FIXTURE_PRODUCT_ID}`);
    expect(failed.status).toBe(503);
    expect((await post(`/datasheets/api/datasheets/productId/${FIXTURE_PRODUCT_ID}`)).status).toBe(200);

    await post("/__control/faults/storyblok", { next429: 1 });
    const limited = await get("/storyblok/v2/cdn/spaces/me?token=demo-published");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: "Too Many Requests" });
    expect((await get("/storyblok/v2/cdn/spaces/me?token=demo-published")).status).toBe(200);
    expect((await post("/__control/faults/nothing", {})).status).toBe(400);
  });

  it("keeps answering correctly under injected latency, and drops connections when told", async () => {
    emulators.control.setFault("connector", { latencyMs: 20 });
    const slow = await post("/connector/api/market-tree", { market2ApplicationIds: ["M2A_X"], context: "en-us" });
    expect(await slow.json()).toEqual({ elements: [] });
    emulators.control.setFault("connector", { nextDrop: 1 });
    await expect(post("/connector/api/market-tree", { market2ApplicationIds: [], context: "en-us" })).rejects.toThrow();
  });

  it("publishes a story and bumps cv through the storyblok control routes", async () => {
    const before = ((await (await get("/__control/storyblok/cv")).json()) as { cv: number }).cv;
    const res = await post("/__control/storyblok/publish", { full_slug: "demo/about" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { cv: number }).cv).toBeGreaterThan(before);
    expect((await post("/__control/storyblok/publish", { full_slug: "demo/none" })).status).toBe(404);
    expect((await post("/__control/storyblok/publish", { slug: 1 })).status).toBe(400);
  });

  it("breaks only the requests a scoped rule names, beside the service's own rule, until cleared", async () => {
    const other = "PR_00000000";
    await post("/__control/faults/datasheets", { rate5xx: 1, match: FIXTURE_PRODUCT_ID });
    await post("/__control/faults/datasheets", { latencyMs: 1 });
    expect((await post(`/datasheets/api/datasheets/productId/${FIXTURE_PRODUCT_ID}`)).status).toBe(503);
    expect((await post(`/datasheets/api/datasheets/productId/${other}`)).status).not.toBe(503);
    // Clearing the service's own rule leaves the scoped one in place.
    await post("/__control/faults/datasheets", {});
    expect((await post(`/datasheets/api/datasheets/productId/${FIXTURE_PRODUCT_ID}`)).status).toBe(503);
    await post("/__control/faults/datasheets", { match: FIXTURE_PRODUCT_ID });
    expect((await post(`/datasheets/api/datasheets/productId/${FIXTURE_PRODUCT_ID}`)).status).toBe(200);

    // A text in the body, which the service still reads after the rule looked at it.
    await post("/__control/faults/connector", { next5xx: 1, match: "M2A_BROKEN" });
    const tree = (id: string) => post("/connector/api/market-tree", { market2ApplicationIds: [id], context: "en-us" });
    expect((await tree("M2A_X")).status).toBe(200);
    expect((await tree("M2A_BROKEN")).status).toBe(503);
    const after = await tree("M2A_BROKEN");
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ elements: [] });
    await post("/__control/reset");
  });

  it("scopes a rule to a text of the query, and lists the calls holding a text with their query and body", async () => {
    await post("/__control/reset");
    await post("/__control/faults/storyblok", { next5xx: 5, match: "by_slugs=demo/broken" });
    expect((await get("/storyblok/v2/cdn/stories?token=demo-published&by_slugs=demo/broken")).status).toBe(503);
    expect((await get("/storyblok/v2/cdn/stories?token=demo-published&by_slugs=demo/about")).status).toBe(200);
    // As clients send it, the slug percent-encoded.
    expect(
      (await get("/storyblok/v2/cdn/stories?token=demo-published&by_slugs=demo%2Fbroken%2Cdemo%2Fabout")).status,
    ).toBe(503);
    await post("/__control/faults/storyblok", { match: "by_slugs=demo/broken" });
    expect((await get("/storyblok/v2/cdn/stories?token=demo-published&by_slugs=demo/broken")).status).toBe(200);
    await post("/connector/api/market-tree", { market2ApplicationIds: ["M2A_LISTED"], context: "en-us" });

    const listed = async (query: string) =>
      ((await (await get(`/__control/calls?${query}`)).json()) as { calls: CallRecord[] }).calls;
    const broken = await listed("contains=demo/broken");
    expect(broken.map((c) => [c.service, c.path, c.query])).toEqual([
      ["storyblok", "/storyblok/v2/cdn/stories", "?token=demo-published&by_slugs=demo/broken"],
      ["storyblok", "/storyblok/v2/cdn/stories", "?token=demo-published&by_slugs=demo%2Fbroken%2Cdemo%2Fabout"],
      ["storyblok", "/storyblok/v2/cdn/stories", "?token=demo-published&by_slugs=demo/broken"],
    ]);
    const tree = await listed("service=connector&contains=M2A_LISTED");
    expect(tree).toHaveLength(1);
    expect(JSON.parse(tree[0]?.body ?? "null")).toEqual({ market2ApplicationIds: ["M2A_LISTED"], context: "en-us" });
    expect(await listed("service=storyblok&contains=M2A_LISTED")).toEqual([]);
    expect((await listed("service=connector")).every((c) => c.service === "connector")).toBe(true);
    expect((await get("/__control/calls?service=nothing")).status).toBe(400);
    await post("/__control/reset");
  });

  it("reads faults from the environment", () => {
    const control = Control.fromEnv({ EMULATOR_FAULTS: JSON.stringify({ search: { next5xx: 1 } }) });
    expect(control.draw("search").status).toBe(503);
    expect(control.draw("search").status).toBeUndefined();
  });
});

describe("emulator server with the demo data", () => {
  it("serves the demo space and catalogue, with download links on its own address, and closes cleanly", async () => {
    const running = await startEmulators({ port: 0 });
    try {
      const index = (await (await fetch(`${running.url}/`)).json()) as { sources: Record<string, unknown> };
      expect(index.sources).toEqual({ space: "demo", catalogue: "demo" });
      const me = await fetch(`${running.url}/storyblok/v2/cdn/spaces/me?token=demo-published`);
      expect(((await me.json()) as { space: { id: number } }).space.id).toBe(100000);

      const search = await fetch(
        `${running.url}/search/public/indexes/assets-en-us/docs/search?api-version=2020-06-30`,
        {
          method: "POST",
          headers: { "api-key": "demo-public-key", "content-type": "application/json" },
          body: JSON.stringify({ top: 1, select: "ID,AT_Url" }),
        },
      );
      const [asset] = ((await search.json()) as { value: { AT_Url: string }[] }).value;
      expect(asset?.AT_Url.startsWith(`${running.url}/files/assets/`)).toBe(true);
      const pdf = await fetch(asset?.AT_Url ?? "");
      expect(pdf.status).toBe(200);
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    } finally {
      await running.close();
    }
  });
});
