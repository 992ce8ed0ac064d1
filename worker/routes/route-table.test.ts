import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { emulatorProducts } from "../../test/integration/product-support";
import { createApp } from "../app";
import { routeMiddleware } from "./route-middleware";
import { pageRoutes } from "./route-table";

async function firstPublicFormulation(site: string): Promise<string> {
  const res = await fetch(
    `${inject("emulatorBase")}/search/public/indexes/formulations-en-us/docs/search?api-version=2020-06-30`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "api-key": "demo-public-key" },
      body: JSON.stringify({ top: 1000, select: "ID, AT_Websites, AT_Visibility", orderby: "ID asc" }),
    },
  );
  const { value } = (await res.json()) as { value: { ID: string; AT_Websites: string[]; AT_Visibility: string[] }[] };
  const formulation = value.find((f) => f.AT_Websites.includes(site) && f.AT_Visibility.includes("Public"));
  if (!formulation) throw new Error(`no public ${site} formulation`);
  return formulation.ID;
}

async function firstPublicProduct(site: string): Promise<string> {
  const product = (await emulatorProducts()).find(
    (p) => p.AT_Websites.includes(site) && p.AT_Visibility.includes("Public"),
  );
  if (!product) throw new Error(`no public ${site} product`);
  return product.ID;
}

async function get(app: ReturnType<typeof createApp>, path: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`https://routes.test${path}`), env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text, location: res.headers.get("Location") };
}

describe("route table", () => {
  it("stops at start-up on an unknown route middleware", () => {
    expect(() => routeMiddleware(["area"])).not.toThrow();
    expect(() => routeMiddleware(["area", "nope"])).toThrow("Unknown route middleware: nope");
    expect(() => routeMiddleware(["toString"])).toThrow("Unknown route middleware: toString");
  });

  it("answers every route of the catalogue through the app, and its checks and middleware refuse the rest", async () => {
    const app = createApp();
    const site = "personal-care";
    const productId = await firstPublicProduct(site);
    const formulationId = await firstPublicFormulation(site);
    // Per route name: a path it answers with the page (and what shows it is that page), and paths it refuses with 404.
    const samples: Record<string, { path: string; shows: string; refused: string[] }[]> = {
      product: [
        {
          path: `/pim/fragment/${site}/en/product/${productId}`,
          shows: `data-product-id="${productId}"`,
          refused: [`/pim/fragment/${site}/en/product/PR_1234567`, `/pim/fragment/nowhere/en/product/${productId}`],
        },
      ],
      formulation: [
        {
          path: `/pim/fragment/${site}/en/formulation/${formulationId}`,
          shows: `data-formulation-id="${formulationId}"`,
          refused: [
            `/pim/fragment/${site}/en/formulation/FO_1`,
            `/pim/fragment/${site}/fr/formulation/${formulationId}`,
          ],
        },
      ],
      page: [
        { path: "/pim/fragment/vestamid/en/", shows: "page--fragment", refused: ["/pim/fragment/nowhere/en/"] },
        {
          path: "/pim/fragment/vestamid/en/contact",
          shows: "page--fragment",
          refused: ["/pim/fragment/vestamid/en/no-such-page", "/pim/fragment/vestamid/xx/contact"],
        },
      ],
    };
    // A new page route fails here until it has samples of its own.
    expect([...new Set(pageRoutes.routes.map((r) => r.path.replace(/\{.*?\}(?=\/|$)/g, "")))]).toEqual([
      "/pim/fragment/:site",
      "/pim/fragment/:site/",
      "/pim/fragment/:site/:lang/product/:productId",
      "/pim/fragment/:site/:lang/product/:productId/",
      "/pim/fragment/:site/:lang/formulation/:formulationId",
      "/pim/fragment/:site/:lang/formulation/:formulationId/",
      "/pim/fragment/:site/:lang",
      "/pim/fragment/:site/:lang/:page",
    ]);
    for (const [name, cases] of Object.entries(samples)) {
      for (const { path, shows, refused } of cases) {
        const page = await get(app, path);
        expect(page.status, `${name}: ${path}`).toBe(200);
        expect(page.text, `${name}: ${path}`).toContain(shows);
        for (const other of refused) {
          const res = await get(app, other);
          expect(res.status, `${name}: ${other}`).toBe(404);
          expect(res.text).toContain(`Page Not Found: ${other}`);
        }
      }
    }
    // An area without a language is sent to its start page; an unknown one is refused.
    for (const path of ["/pim/fragment/vestamid", "/pim/fragment/vestamid/"]) {
      const res = await get(app, path);
      expect(res.status, path).toBe(302);
      expect(res.location, path).toBe("/pim/fragment/vestamid/en/");
    }
    // A product or formulation address with a trailing slash goes to the page's one address, the query kept.
    for (const path of [
      `/pim/fragment/${site}/en/product/${productId}`,
      `/pim/fragment/${site}/de/formulation/${formulationId}`,
    ]) {
      const res = await get(app, `${path}/?q=a`);
      expect(res.status, path).toBe(301);
      expect(res.location, path).toBe(`${path}?q=a`);
    }
    expect((await get(app, `/pim/fragment/${site}/en/product/PR_1234567/`)).status).toBe(404);
    expect((await get(app, `/pim/fragment/nowhere/en/product/${productId}/`)).status).toBe(404);
    // Pages are only read: another method gets a 405 page saying so, in the page's language.
    for (const [method, path, title] of [
      ["POST", "/pim/fragment/pu-additives/de/", "Methode nicht erlaubt"],
      ["PUT", "/pim/fragment/vestamid/en/contact", "Method not allowed"],
    ] as const) {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(`https://routes.test${path}`, { method, body: "x" }), env, ctx);
      const text = await res.text();
      await waitOnExecutionContext(ctx);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD");
      expect(text).toContain(`<h1>${title}</h1>`);
    }
    // So are the client build's files: a plain 405, not the 404 page of a missing page.
    for (const [method, path] of [
      ["POST", "/assets/catalogue-0000.css"],
      ["DELETE", "/assets-manifest.json"],
    ] as const) {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(`https://routes.test${path}`, { method }), env, ctx);
      const text = await res.text();
      await waitOnExecutionContext(ctx);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD");
      expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
      expect(text).toContain("only read");
    }
    const unknown = await get(app, "/pim/fragment/nowhere");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("Page Not Found: /pim/fragment/nowhere");
  });
});
