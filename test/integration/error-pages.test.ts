import { describe, expect, it } from "vitest";
import { visitAs, visit as visitEntry } from "./entry-visit";

/**
 * Error pages lead somewhere: inside a known area they carry the area's
 * header and a link to its start page, elsewhere a link to the catalogue's
 * start page. Only names from the area table reach them, never the path's own
 * text (apart from the 404 message, as text).
 */
async function visit(path: string, gate: "on" | "off" = "off") {
  const url = `http://errors.test${path}`;
  // The worker as deployed, or with the intranet gate on (the `gateOn` variant; no token is sent).
  const { res, text } = gate === "on" ? await visitAs("gateOn", url) : await visitEntry(url);
  return { status: res.status, html: text };
}

const backLink = (html: string) =>
  /<p class="error-page__back"><a href="([^"]*)">([^<]*)<\/a><\/p>/.exec(html)?.slice(1);
const mains = (html: string) => html.match(/<main[ >]/g)?.length ?? 0;

describe("error pages", () => {
  it("a missing product in a German area page: the area's header, one main, a link to its German start page", async () => {
    const { status, html } = await visit("/pim/fragment/pu-additives/de/product/PR_00000000");
    expect(status).toBe(404);
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(/<a class="site-header__title" href="\/pim\/fragment\/pu-additives\/de\/">PU Additives<\/a>/);
    expect(html).toContain('<a class="skip-link" href="#main">Zum Inhalt springen</a>');
    expect(mains(html)).toBe(1);
    // The spec's text as it writes it; around it, the page's language.
    expect(html).toMatch(
      /<p class="error-page__message" data-testid="error-message" lang="en">Page Not Found: \/pim\/fragment\/pu-additives\/de\/product\/PR_00000000<\/p>/,
    );
    expect(html).toContain("<title>Seite nicht gefunden");
    expect(html).toContain("<h1>Seite nicht gefunden</h1>");
    expect(backLink(html)).toEqual(["/pim/fragment/pu-additives/de/", "Zur Startseite von PU Additives"]);
    const english = await visit("/pim/fragment/pu-additives/en/product/PR_00000000");
    expect(english.html).toContain('<a class="skip-link" href="#main">Skip to content</a>');
    expect(english.html).toContain("<h1>Page not found</h1>");
    // English in an English page needs no mark of its own.
    expect(english.html).toContain('<p class="error-page__message" data-testid="error-message">Page Not Found:');
    expect(backLink(english.html)).toEqual(["/pim/fragment/pu-additives/en/", "Go to the PU Additives start page"]);
  });

  it("an area whose first page is not its home links that page; an unknown language links the English one", async () => {
    expect(backLink((await visit("/pim/fragment/personal-care/en/nothing-here")).html)).toEqual([
      "/pim/fragment/personal-care/en/products-solutions",
      "Go to the Personal Care start page",
    ]);
    expect(backLink((await visit("/pim/fragment/pu-additives/fr/")).html)?.[0]).toBe("/pim/fragment/pu-additives/en/");
  });

  it("an unknown or hostile site: no area header, a link to the catalogue start page, the path only as text", async () => {
    for (const path of ["/pim/fragment/nosuchsite/en/", "/pim/fragment/%3Cscript%3Ealert(1)%3C%2Fscript%3E/en/x"]) {
      const { status, html } = await visit(path);
      expect(status, path).toBe(404);
      expect(html, path).not.toContain("site-header");
      expect(mains(html), path).toBe(1);
      expect(backLink(html), path).toEqual(["/pim/fragment/", "Go to the catalogue start page"]);
      expect(html, path).not.toMatch(/<script>alert/i);
    }
  });

  it("the intranet: its own header on a 404; a 403 stays outside it, linking the catalogue start page", async () => {
    const missing = await visit("/pim/fragment/intranet/en/product/PR_00000000");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("intranet-badge");
    expect(backLink(missing.html)?.[0]).toBe("/pim/fragment/intranet/en/");
    const denied = await visit("/pim/fragment/intranet/en/products", "on");
    // A path refused before the gate (no canonical form) does not get the intranet's header either.
    const early = await visit("/pim/fragment/intranet/en/%zz", "on");
    expect(early.status).toBe(404);
    expect(early.html).not.toContain("intranet-badge");
    expect(backLink(early.html)?.[0]).toBe("/pim/fragment/");
    expect(denied.status).toBe(403);
    expect(denied.html).not.toContain("intranet-badge");
    expect(backLink(denied.html)).toEqual(["/pim/fragment/", "Go to the catalogue start page"]);
  });
});
