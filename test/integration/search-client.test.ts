import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../worker/config";
import { createLogger } from "../../worker/logger";
import { createSearchClient } from "../../worker/services/search/client";
import { findByIds } from "../../worker/services/search/queries";
import { setFault } from "./product-support";

const base = () => inject("emulatorBase");
const config = () => loadConfig(env as unknown as Record<string, unknown>);

afterEach(async () => {
  await setFault("search", {});
});

interface Sent {
  url: string;
  key: string | null;
}

/** The real emulator behind a fetch that records what was sent (and may rewrite answers). */
function recordingFetch(rewrite?: (body: unknown) => unknown) {
  const sent: Sent[] = [];
  const fn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, key: request.headers.get("api-key") });
    const response = await fetch(request);
    if (!rewrite || !response.ok) return response;
    return Response.json(rewrite(await response.json()));
  };
  return { fn, sent };
}

function client(audience: "public" | "internal", fetchFn: typeof fetch, lines: string[] = []) {
  return createSearchClient({
    config: config(),
    audience,
    language: "en-us",
    logger: createLogger({ level: "info", sink: (line) => lines.push(line) }),
    fetch: fetchFn,
    retryDelayMs: 0,
  });
}

async function emulatorCalls(): Promise<{ path: string }[]> {
  const res = await fetch(`${base()}/__control/calls`);
  return ((await res.json()) as { calls: { path: string }[] }).calls;
}

describe("search client against the search emulator", () => {
  it("reads documents, counts and facets", async () => {
    const rec = recordingFetch();
    const answer = await client("public", rec.fn).search<{ ID: string }>("plants", {
      facets: ["AT_CountryCode,count:1000"],
      top: 3,
    });
    expect(answer.count).toBeGreaterThan(3);
    expect(answer.value).toHaveLength(3);
    expect(answer.facets.AT_CountryCode?.length).toBeGreaterThan(0);
    expect(rec.sent[0]?.url).toBe(`${base()}/search/public/indexes/plants-en-us/docs/search?api-version=2020-06-30`);
  });

  it("retries injected failures and succeeds", async () => {
    const rec = recordingFetch();
    await setFault("search", { next5xx: 2 });
    const answer = await client("public", rec.fn).search("plants", { top: 1 });
    expect(answer.value).toHaveLength(1);
    expect(rec.sent).toHaveLength(3);
  });

  it("gives up after 3 retries, logs without the key and rethrows", async () => {
    const rec = recordingFetch();
    const lines: string[] = [];
    await setFault("search", { next5xx: 4 });
    await expect(
      client("public", rec.fn, lines).search("plants", { top: 1, filter: "AT_CountryCode eq 'DE'" }),
    ).rejects.toThrow(/503/);
    expect(rec.sent).toHaveLength(4);
    expect(lines.join("\n")).toContain("AT_CountryCode eq 'DE'");
    expect(lines.join("\n")).not.toContain("demo-public-key");
  });

  it("treats a malformed answer as an error", async () => {
    const rec = recordingFetch(() => ({ "@odata.count": "many", value: {} }));
    await expect(client("public", rec.fn).search("plants", { top: 1 })).rejects.toThrow(/malformed/);
    expect(rec.sent).toHaveLength(4);
  });

  it("keeps the audiences apart: endpoint and key", async () => {
    const publicRec = recordingFetch();
    const internalRec = recordingFetch();
    const marker = "PR_00000000";
    await findByIds(client("internal", internalRec.fn), "products", [marker]);
    await findByIds(client("public", publicRec.fn), "products", [marker]);
    expect(internalRec.sent.every((s) => s.url.startsWith(`${base()}/search/intranet/`))).toBe(true);
    expect(internalRec.sent.every((s) => s.key === "demo-intranet-key")).toBe(true);
    expect(publicRec.sent.every((s) => s.url.startsWith(`${base()}/search/public/`))).toBe(true);
    expect(publicRec.sent.every((s) => s.key === "demo-public-key")).toBe(true);
    // The emulator saw both services, each under its own base path.
    const paths = (await emulatorCalls()).map((c) => c.path);
    expect(paths).toContain("/search/intranet/indexes/products-en-us/docs/search");
    expect(paths).toContain("/search/public/indexes/products-en-us/docs/search");
  });

  it("sees internal-only documents only through the intranet service", async () => {
    const internal = await client("internal", fetch).search<{ ID: string }>("products", {
      filter: "AT_Visibility/any(v: v eq 'Internal') and not AT_Visibility/any(v: v eq 'Public')",
      top: 1000,
    });
    const publicAnswer = await client("public", fetch).search<{ ID: string }>("products", { top: 1000 });
    const publicIds = new Set(publicAnswer.value.map((d) => d.ID));
    const onlyInternal = internal.value.filter((d) => !publicIds.has(d.ID));
    expect(onlyInternal.length).toBeGreaterThan(0);
  });
});
