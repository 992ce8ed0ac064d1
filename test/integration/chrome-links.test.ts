import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AREAS, expandPages } from "../../shared/sites";

const BASE = "http://catalogue.test";

/** Each public area's first page in English: its home, or its first page when it has none. */
const ENTRY_PAGES = AREAS.map((area) => {
  const pages = expandPages(area);
  return `/pim/fragment/${area.site}/en/${pages.includes("") ? "" : pages[0]}`;
});

const decode = (href: string) => href.replace(/&amp;/g, "&");

/** Hrefs of every anchor in `html` that stays inside the catalogue. */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)].map((m) => decode(m[1] ?? ""));
  return hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//"));
}

async function page(path: string): Promise<string> {
  const res = await SELF.fetch(`${BASE}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

describe("links in the chrome and calls to action", () => {
  it("leads from every area's first page (navbar, logo, footer, teasers, buttons, text) only to pages that exist", async () => {
    const targets = new Map<string, string>();
    for (const entry of ENTRY_PAGES) {
      for (const href of internalLinks(await page(entry))) {
        const path = href.split("#")[0] ?? href;
        if (!targets.has(path)) targets.set(path, entry);
      }
    }
    const dead: string[] = [];
    const paths = [...targets.keys()];
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (path) => {
          const res = await SELF.fetch(`${BASE}${path}`);
          await res.arrayBuffer();
          if (res.status !== 200) dead.push(`${res.status} ${path} (linked from ${targets.get(path)})`);
        }),
      );
    }
    expect(dead).toEqual([]);
    expect(paths.length).toBeGreaterThan(50);
  }, 180_000);

  it("gives the personal-care logo the area's first page, as it has no home", async () => {
    const html = await page("/pim/fragment/personal-care/en/products-solutions");
    expect(html).toMatch(/<a href="\/pim\/fragment\/personal-care\/en\/products-solutions" class="cms-nav__brand"/);
    expect(html).not.toContain('href="/pim/fragment/personal-care/en/"');
  });

  it("names the logo's link by the area's name once, and sizes the hero image for the column it stands in", async () => {
    const html = await page("/pim/fragment/pu-additives/en/");
    // The logo beside the name says nothing more: "Brand logo PU Additives" was the link's name.
    expect(html).toMatch(/class="cms-nav__brand"><img [^>]*alt=""\/><span>PU Additives<\/span><\/a>/);
    // Beside the text from tablet width: a phone-width image, not one as wide as the screen.
    expect(html).toMatch(
      /<img class="cms-hero__image" [^>]*sizes="\(min-width: 72rem\) 28rem, \(min-width: 48rem\) 40vw, 100vw"/,
    );
  });

  it("lets VISIOMER's experts be reached on its contacts page", async () => {
    const html = await page("/pim/fragment/visiomer/en/");
    expect(html).toMatch(/<a href="\/pim\/fragment\/visiomer\/en\/contacts"[^>]*>Talk to an expert<\/a>/);
    expect(html).not.toContain('href="/pim/fragment/visiomer/en/contact"');
  });

  it("renders no link to a story that is not published, only its text", async () => {
    const html = await page("/pim/fragment/pu-additives/en/");
    expect(html).toContain("our new catalyst launch");
    expect(html).not.toContain("news/new-catalyst-launch");
  });
});
