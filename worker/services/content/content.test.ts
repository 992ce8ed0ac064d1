import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../config";
import type { Logger } from "../../logger";
import { createContentService } from "./index";
import { createMemoryStoryCache } from "./story-cache";

declare module "vitest" {
  // biome-ignore lint/suspicious/noExportsInTest: augments the provided test context; the setup file is outside this tsconfig.
  export interface ProvidedContext {
    emulatorBase: string;
  }
}

const base = inject("emulatorBase");
/**
 * The worker test files share one emulator and run in parallel, so this file
 * neither sets emulator faults nor reads its call log: a recording fetch in
 * front of the emulator counts calls and injects the 429/503 answers.
 */
function recordingFetch(faults: { next429?: number; next5xx?: number } = {}) {
  const calls: { path: string; at: number }[] = [];
  let n429 = faults.next429 ?? 0;
  let n5xx = faults.next5xx ?? 0;
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    calls.push({ path: url.pathname, at: Date.now() });
    if (n429 > 0) {
      n429--;
      return new Response(JSON.stringify({ error: "Too Many Requests" }), {
        status: 429,
        statusText: "Too Many Requests",
      });
    }
    if (n5xx > 0) {
      n5xx--;
      return new Response(JSON.stringify({ error: "Injected failure" }), {
        status: 503,
        statusText: "Service Unavailable",
      });
    }
    return fetch(input, init);
  }) as typeof fetch;
  return { fetcher, calls };
}

function recorder() {
  const lines: { level: string; message: string; data?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: (message, data) => lines.push({ level: "info", message, ...(data ? { data } : {}) }),
    warn: (message, data) => lines.push({ level: "warn", message, ...(data ? { data } : {}) }),
    error: (message, data) => lines.push({ level: "error", message, ...(data ? { data } : {}) }),
  };
  return { lines, logger };
}

const config = () => loadConfig(env as unknown as Record<string, unknown>);

function service(
  overrides: Partial<Parameters<typeof createContentService>[0]> = {},
  configOverrides: Record<string, unknown> = {},
  faults: { next429?: number; next5xx?: number } = {},
) {
  const log = recorder();
  const recording = recordingFetch(faults);
  const svc = createContentService({
    config: { ...config(), ...configOverrides } as ReturnType<typeof config>,
    version: "published",
    language: "en-us",
    logger: log.logger,
    cache: createMemoryStoryCache(),
    fetch: recording.fetcher,
    ...overrides,
  });
  return { svc, log, calls: recording.calls };
}

describe("content service against the content emulator", () => {
  it("loads a page story, normalising the slug", async () => {
    const { svc } = service();
    const story = await svc.getStory("/vestamid/contact");
    expect(story?.full_slug).toBe("vestamid/contact");
    expect(story?.content.component).toBe("page");
    expect((await svc.getStory("vestamid/contact/"))?.uuid).toBe(story?.uuid);
  });

  it("answers null for an absent story, trying both slug forms", async () => {
    const { svc, log, calls } = service();
    expect(await svc.getStory("vestamid/no-such-page")).toBeNull();
    const paths = calls.map((c) => c.path);
    expect(paths.some((p) => p.endsWith("/cdn/stories/vestamid/no-such-page"))).toBe(true);
    expect(paths.some((p) => p.endsWith("/cdn/stories/vestamid/no-such-page/"))).toBe(true);
    expect(log.lines.filter((l) => l.level === "error")).toEqual([]);
  });

  it("serves drafts only to the draft version, and German through the language", async () => {
    const published = await service().svc.getStory("pu-additives/home");
    const draft = await service({ version: "draft" }).svc.getStory("pu-additives/home");
    expect(JSON.stringify(published?.content)).not.toContain("(draft:");
    expect(JSON.stringify(draft?.content)).toContain("(draft:");
    expect(await service().svc.getStory("pu-additives/news/new-catalyst-launch")).toBeNull();
    expect(
      (await service({ version: "draft" }).svc.getStory("pu-additives/news/new-catalyst-launch"))?.content.component,
    ).toBe("page");
    const german = await service({ language: "de-de" }).svc.getStory("pu-additives/home");
    expect(JSON.stringify(german?.content)).toContain("Additive");
  });

  it("reads a release with from_release", async () => {
    const story = await service({ version: "draft", release: "1" }).svc.getStory("trogamid/home");
    expect(JSON.stringify(story?.content)).toContain("TROGAMID myCX");
  });

  it("retries 429 answers after 300 ms with the rate limit log line", async () => {
    const { svc, log, calls } = service({}, {}, { next429: 2 });
    const story = await svc.getStory("vestakeep/home");
    expect(story?.full_slug).toBe("vestakeep/home");
    expect(log.lines.filter((l) => l.message === "Hit rate limit. Retrying in 0.3 seconds.")).toHaveLength(2);
    const at = calls.map((c) => c.at);
    expect(at).toHaveLength(3);
    expect((at[1] ?? 0) - (at[0] ?? 0)).toBeGreaterThanOrEqual(250);
  });

  it("gives up after 10 retries and rejects, logged", async () => {
    const { svc, log, calls } = service({}, {}, { next429: 20 });
    await expect(svc.getStory("vestakeep/home")).rejects.toThrow(/Too Many Requests/);
    expect(calls.length).toBe(11);
    expect(log.lines.some((l) => l.level === "error" && String(l.data?.error).includes("Too Many Requests"))).toBe(
      true,
    );
  }, 20_000);

  it("rejects other statuses with the status text and the error from the body", async () => {
    const { svc, log } = service({}, {}, { next5xx: 1 });
    await expect(svc.getStory("vestakeep/home")).rejects.toMatchObject({ name: "ContentError", status: 503 });
    const error = log.lines.find((l) => l.level === "error");
    expect(error?.data?.status).toBe(503);
    expect(String(error?.data?.error)).toMatch(/^Service Unavailable: /);
    await expect(
      service({}, { STORYBLOK_TOKEN: "wrong-token" }).svc.getStoriesBySlugs(["vestakeep/home"]),
    ).rejects.toThrow(/Unauthorized/);
  });

  it("rejects with a logged message on network failure, so failure is never taken for absence", async () => {
    const { svc, log } = service({}, { storyblokApiUrl: "http://127.0.0.1:9/storyblok/v2" });
    await expect(svc.getStory("vestakeep/home")).rejects.toMatchObject({ name: "ContentError" });
    expect(log.lines.some((l) => l.level === "error" && l.message === "Content story request failed")).toBe(true);
    expect(await svc.getCacheVersion()).toBeNull();
  });

  it("is disabled, with an error logged, when the token is missing", async () => {
    const { svc, log, calls } = service({ version: "draft" }, { STORYBLOK_PREVIEW_TOKEN: undefined });
    expect(log.lines).toContainEqual({
      level: "error",
      message: "Storyblok access token missing: the content client is disabled",
      data: { version: "draft" },
    });
    expect(await svc.getStory("vestakeep/home")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("fetches many slugs 100 per request, in the order asked", async () => {
    const { svc, calls } = service();
    const list = await (await fetch(`${base}/storyblok/v2/cdn/links?token=demo-published&per_page=1000`)).json();
    const slugs = Object.values((list as { links: Record<string, { slug: string; is_folder: boolean }> }).links)
      .filter((l) => !l.is_folder)
      .map((l) => l.slug);
    expect(slugs.length).toBeGreaterThan(150);
    const wanted = [...slugs.slice(0, 150)].reverse();
    const stories = await svc.getStoriesBySlugs([...wanted, `${wanted[0]}/`, "no/such-story"]);
    expect(stories.map((s) => s.full_slug)).toEqual(wanted);
    const requests = calls.filter((c) => c.path.endsWith("/cdn/stories"));
    expect(requests).toHaveLength(2);
  }, 20_000);

  it("keeps to 5 requests per second", async () => {
    const { svc, calls } = service();
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        svc.getStory(
          `silica-specialist/downloads/${["feed", "food-beverage", "agriculture", "anticaking", "batteries", "dental", "paper"][i]}`,
        ),
      ),
    );
    const at = calls.map((c) => c.at).sort((a, b) => a - b);
    expect(at).toHaveLength(7);
    // Sixth and seventh request wait for the window: a lower bound, so a slow machine cannot fail it.
    expect((at[5] ?? 0) - (at[0] ?? 0)).toBeGreaterThanOrEqual(900);
  }, 20_000);

  it("caches published answers and never serves a draft from that cache", async () => {
    const cache = createMemoryStoryCache();
    const { fetcher, calls } = recordingFetch();
    const published = service({ cache, fetch: fetcher });
    await published.svc.getStory("vestamid/home");
    await published.svc.getStory("vestamid/home");
    expect(calls.length).toBe(1);
    const draft = await service({ cache, fetch: fetcher, version: "draft" }).svc.getStory("vestamid/home");
    expect(JSON.stringify(draft?.content)).toContain("(draft:");
    expect(calls.length).toBe(2);
  });

  it("sends the cv it is given on every call, so no answer cached under another cv is reused", async () => {
    const cache = createMemoryStoryCache();
    const urls: string[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
      return fetch(input, init);
    }) as typeof fetch;
    const at = (cv: number) => service({ cache, fetch: fetcher, cv }).svc;
    await at(7001).getStory("vestodur/home");
    await at(7001).getStoriesBySlugs(["vestodur/contact"]);
    expect(urls).toHaveLength(2);
    expect(urls.every((u) => new URL(u).searchParams.get("cv") === "7001")).toBe(true);
    // Same isolate cache, same story: a moved cv is a new key, so the API is asked again.
    await at(7001).getStory("vestodur/home");
    expect(urls).toHaveLength(2);
    await at(7002).getStory("vestodur/home");
    expect(urls).toHaveLength(3);
    expect(new URL(urls[2] ?? "").searchParams.get("cv")).toBe("7002");
  });

  it("reads the cache version from cdn/spaces/me", async () => {
    const cv = await service().svc.getCacheVersion();
    expect(typeof cv).toBe("number");
  });
});
