import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AREAS, expandPages, INTRANET_AREA } from "../../shared/sites";

const BASE = "http://catalogue.test";

/** Every concrete page of every area, as `/pim/fragment/{site}/en/{page}`. */
const PAGES = [...AREAS, INTRANET_AREA].flatMap((area) =>
  expandPages(area).map((page) => `/pim/fragment/${area.site}/en/${page}`),
);

describe("content pages", () => {
  it("answers 200 with the document shell for every page of every area", async () => {
    const failures: string[] = [];
    for (let i = 0; i < PAGES.length; i += 8) {
      await Promise.all(
        PAGES.slice(i, i + 8).map(async (path) => {
          const res = await SELF.fetch(`${BASE}${path}`);
          const body = await res.text();
          if (res.status !== 200 || !body.startsWith("<!DOCTYPE html>")) failures.push(`${res.status} ${path}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("serves the German context under /de/ with lang=de", async () => {
    const res = await SELF.fetch(`${BASE}/pim/fragment/pu-additives/de/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="de">');
  });

  it("answers 404 for a missing story and for a settings story", async () => {
    for (const path of ["/pim/fragment/vestamid/en/no-such-page", "/pim/fragment/vestamid/en/settings/navbar"]) {
      const res = await SELF.fetch(`${BASE}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(`Page Not Found: ${path}`);
    }
  });

  it("puts title, favicon, preloaded fonts and the stylesheet in the head, and no script without islands", async () => {
    const res = await SELF.fetch(`${BASE}/pim/fragment/vestenamer/en/`);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+ \| Specialty Chemicals<\/title>/);
    expect(html).toMatch(/rel="icon" href="\/assets\/favicon-[\w-]{8}\.svg"/);
    for (const weight of [400, 500, 700]) {
      expect(html).toMatch(
        new RegExp(`<link rel="preload" href="/assets/inter-latin-${weight}-normal-[\\w-]{8}\\.woff2" as="font"`),
      );
    }
  });
});
