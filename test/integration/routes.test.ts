import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const text = async (res: Response) => res.text();

describe("routes", () => {
  it.each(["PR_1234567", "PR_123456789", "pr_12345678", "PR_1234567a"])("answers 404 for product id %s", async (id) => {
    const path = `/pim/fragment/pu-additives/en/product/${id}`;
    const res = await SELF.fetch(`http://example.com${path}`);
    expect(res.status).toBe(404);
    expect(await text(res)).toContain(`Page Not Found: ${path}`);
  });

  it("answers 404 for an unknown site or lang", async () => {
    for (const path of ["/pim/fragment/nowhere/en/", "/pim/fragment/pu-additives/fr/", "/elsewhere"]) {
      const res = await SELF.fetch(`http://example.com${path}`);
      expect(res.status).toBe(404);
      expect(await text(res)).toContain(`Page Not Found: ${path}`);
    }
  });

  it("escapes the path in the 404 page", async () => {
    const res = await SELF.fetch('http://example.com/pim/fragment/x/en/"><img src=x onerror=alert(1)>');
    const body = await text(res);
    expect(res.status).toBe(404);
    expect(body).not.toContain("<img src=x");
  });

  it("sends a page name written with spaces or punctuation to its normalised slug", async () => {
    const res = await SELF.fetch(
      "http://example.com/pim/fragment/pu-additives/en/products-by-application/rigid%20pu%20foam?q=x",
      { redirect: "manual" },
    );
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/pim/fragment/pu-additives/en/products-by-application/rigid-pu-foam?q=x");
    const target = await SELF.fetch(`http://example.com${res.headers.get("location")}`);
    expect(target.status).toBe(200);
    // Markup never survives normalisation: the hostile path still answers the plain 404 or a slug.
    const hostile = await SELF.fetch('http://example.com/pim/fragment/pu-additives/en/"><img src=x>', {
      redirect: "manual",
    });
    expect(hostile.headers.get("location") ?? "").not.toMatch(/[<>"]/);
  });

  it("serves an area home without the trailing slash too", async () => {
    const res = await SELF.fetch("http://example.com/pim/fragment/vestakeep/en");
    expect(res.status).toBe(200);
    expect(await text(res)).toContain("<title>");
  });

  it("opens an area named without a language at its English start page, keeping the query", async () => {
    const cases: [string, string][] = [
      ["/pim/fragment/pu-additives", "/pim/fragment/pu-additives/en/"],
      // Tracking parameters come back on a redirect (ADR 0035).
      ["/pim/fragment/pu-additives/?utm_x=1&q=a", "/pim/fragment/pu-additives/en/?q=a&utm_x=1"],
      ["/pim/fragment/personal-care", "/pim/fragment/personal-care/en/products-solutions"],
    ];
    for (const [path, location] of cases) {
      const res = await SELF.fetch(`http://example.com${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(location);
    }
    const unknown = await SELF.fetch("http://example.com/pim/fragment/nowhere", { redirect: "manual" });
    expect(unknown.status).toBe(404);
    expect(await text(unknown)).toContain("Page Not Found: /pim/fragment/nowhere");
  });

  it("sends the home of an area that has none to the area's start page; other missing pages stay 404", async () => {
    const cases: [string, string][] = [
      ["/pim/fragment/personal-care/en/", "/pim/fragment/personal-care/en/products-solutions"],
      ["/pim/fragment/personal-care/de?q=a", "/pim/fragment/personal-care/de/products-solutions?q=a"],
    ];
    for (const [path, location] of cases) {
      const res = await SELF.fetch(`http://example.com${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(location);
      expect(res.headers.get("cache-control") ?? "", path).not.toMatch(/max-age=[1-9]/);
    }
    const missing = await SELF.fetch("http://example.com/pim/fragment/personal-care/en/no-such-page");
    expect(missing.status).toBe(404);
    await missing.text();
  });

  it("sends a known page written in other case to its one address; an unknown one stays 404", async () => {
    const cases: [string, string][] = [
      ["/pim/fragment/pu-additives/en/Products", "/pim/fragment/pu-additives/en/products"],
      ["/pim/fragment/pu-additives/de/About/Downloads/?q=a", "/pim/fragment/pu-additives/de/about/downloads/?q=a"],
      ["/pim/fragment/visiomer/en/Markets/Coatings", "/pim/fragment/visiomer/en/markets/coatings"],
    ];
    for (const [path, location] of cases) {
      const res = await SELF.fetch(`http://example.com${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(location);
    }
    const unknown = await SELF.fetch("http://example.com/pim/fragment/pu-additives/en/Nothing-Here");
    expect(unknown.status).toBe(404);
    await unknown.text();
  });

  it("sends the home story read by its name to the area's home, keeping the query", async () => {
    const cases: [string, string][] = [
      ["/pim/fragment/pu-additives/en/home", "/pim/fragment/pu-additives/en/"],
      ["/pim/fragment/vestamid/de/home/?q=a", "/pim/fragment/vestamid/de/?q=a"],
      ["/pim/fragment/visiomer/en/Home", "/pim/fragment/visiomer/en/"],
    ];
    for (const [path, location] of cases) {
      const res = await SELF.fetch(`http://example.com${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(location);
    }
    // A page whose name only starts with it is its own page.
    const other = await SELF.fetch("http://example.com/pim/fragment/pu-additives/en/homepage", { redirect: "manual" });
    expect(other.status).toBe(404);
    await other.text();
  });

  it("serves the index and health", async () => {
    const index = await SELF.fetch("http://example.com/");
    expect(index.status).toBe(200);
    expect(await text(index)).toContain("/pim/fragment/pu-additives/en/");
    const fragments = await SELF.fetch("http://example.com/pim/fragment/");
    expect(fragments.status).toBe(200);
    await fragments.text();
    const health = await SELF.fetch("http://example.com/healthz");
    expect(await health.json()).toEqual({ status: "ok" });
  });
});
