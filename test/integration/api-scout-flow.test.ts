import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type FinderAnswer, factText } from "../../shared/finder/answer";
import type { FlowAnswer } from "../../shared/finder/flow-answer";
import { toolHtml } from "./tool-scope-support";

type Body = FlowAnswer & FinderAnswer & { error?: { parameter?: string; message: string } };
async function api(path: string): Promise<{ res: Response; body: Body; text: string }> {
  const res = await SELF.fetch(`http://example.com/pim/api/${path}`);
  const text = await res.text();
  return { res, body: JSON.parse(text) as Body, text };
}
const scout = (query = "") => api(`intranet/en/competitive-scout${query ? `?${query}` : ""}`);
const first = (body: FlowAnswer) => body.steps[body.current]?.options[0]?.value ?? "";

/** Walks the four steps taking the first option of each. */
async function walk(): Promise<{ params: URLSearchParams; body: Body }> {
  const params = new URLSearchParams();
  let { body } = await scout();
  for (const key of ["product", "industry", "effect", "region"]) {
    expect(body.steps[body.current]?.key).toBe(key);
    params.set(key, first(body));
    body = (await scout(params.toString())).body;
  }
  return { params, body };
}

/** The scout's step form (named by the flow's title heading), its opening tag or the whole element. */
function scoutForm(html: string, whole = false): string {
  const title = /<h2 id="([^"]+)"[^>]*>Competitive Scout<\/h2>/.exec(html)?.[1] ?? "none";
  const pattern = whole
    ? `<form[^>]*aria-labelledby="${title}"[^>]*>[\\s\\S]*?</form>`
    : `<form[^>]*aria-labelledby="${title}"[^>]*>`;
  return new RegExp(pattern).exec(html)?.[0] ?? "";
}

describe("competitive scout API", () => {
  it("asks for the competitive product first, with every product that has recommendations", async () => {
    const { res, body } = await scout();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toMatchObject({ tool: "competitive-scout", current: 0, stepCount: 4, results: [], totalCount: 0 });
    expect(body.steps).toHaveLength(1);
    expect(body.steps[0]?.options.map((o) => o.value)).toContain("Polycure A-33");
  });

  it("narrows each step by the answers before it", async () => {
    const all = (await scout()).body.steps[0]?.options ?? [];
    const product = all.find((o) => o.count > 1)?.value ?? "";
    const step2 = (await scout(`product=${encodeURIComponent(product)}`)).body;
    expect(step2.current).toBe(1);
    expect(step2.steps[0]?.selected).toEqual([product]);
    const industries = step2.steps[1]?.options ?? [];
    // Every option of the next step leads to at least one recommendation of the product.
    const total = industries.reduce((sum, o) => sum + o.count, 0);
    expect(total).toBe(all.find((o) => o.value === product)?.count);
  });

  it("shows first, second and third recommendations with technologies, markets and applications", async () => {
    const { params, body } = await walk();
    expect(body.current).toBe(4);
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.countText).toMatch(/^\d+ Recommendations?$/);
    expect(body.query).toBe(params.toString());
    const result = body.results[0];
    expect(result?.title).toBe(params.get("product"));
    expect(result?.picks[0]?.rank).toBe("First recommendation");
    expect(result?.picks.map((p) => p.rank)).toEqual(
      ["First recommendation", "Second recommendation", "Third recommendation"].slice(0, result?.picks.length),
    );
    expect(result?.facts.map((f) => f.label)).toEqual(["Technologies", "Markets", "Applications"]);
    // The intranet sees every product: each recommended product links to its page.
    for (const pick of result?.picks ?? [])
      expect(pick.href).toMatch(/^\/pim\/fragment\/intranet\/en\/product\/PR_\d{8}$/);
  });

  it("refuses answers that are not options left by the earlier ones, naming the parameter", async () => {
    const { params } = await walk();
    params.set("industry", "Not an industry");
    const { res, body } = await scout(params.toString());
    expect(res.status).toBe(400);
    expect(body.error?.parameter).toBe("industry");
  });

  it.each([
    ["industry=x", "industry"],
    ["product=a&product=b", "product"],
    ["colour=red", "colour"],
    ["page=0", "page"],
    ["page=99999999", "page"],
    [`product=${"x".repeat(300)}`, "product"],
  ])("answers 400 for %s", async (query, parameter) => {
    const { res, body } = await scout(query);
    expect(res.status).toBe(400);
    expect(body.error?.parameter).toBe(parameter);
  });

  it("answers adversarial text as an unknown answer, never a 500, and never reflects it raw", async () => {
    for (const evil of ["O'Brien') or true or ('", "<script>alert(1)</script>", "*", "search.in(x)", "\\'"]) {
      const { res, text } = await scout(`product=${encodeURIComponent(evil)}`);
      expect(res.status, evil).toBe(400);
      expect(text).not.toContain("<script>");
    }
  });

  it("pages past the last page answer no results, not an error", async () => {
    const { params } = await walk();
    params.set("page", "50");
    const { res, body } = await scout(params.toString());
    expect(res.status).toBe(200);
    expect(body.results).toEqual([]);
    expect(body.page).toBe(50);
    expect(body.hasMorePages).toBe(false);
  });
});

describe("competitor product finder API", () => {
  it("orders third-party products by Name then Company", async () => {
    const { res, body } = await api("intranet/en/competitor-products?size=100");
    expect(res.status).toBe(200);
    expect(body.countText).toMatch(/^\d+ Competitor products$/);
    const rows = body.results.map((r) => [r.title, r.meta[0] ? factText(r.meta[0]) : ""]);
    const sorted = [...rows].sort((a, b) =>
      a[0] === b[0] ? (a[1] ?? "").localeCompare(b[1] ?? "") : (a[0] ?? "") < (b[0] ?? "") ? -1 : 1,
    );
    expect(rows).toEqual(sorted);
    // Some names repeat with another company.
    expect(new Set(rows.map((r) => r[0])).size).toBeLessThan(rows.length);
  });

  it("searches by text and filters by company; bad parameters answer 400", async () => {
    const { body } = await api("intranet/en/competitor-products?q=foamstab");
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) expect(r.title.toLowerCase()).toContain("foamstab");
    const company = body.facets[0]?.kind === "value" ? body.facets[0].options[0]?.value : undefined;
    const filtered = (await api(`intranet/en/competitor-products?company=${encodeURIComponent(company ?? "")}`)).body;
    expect(company).toBeTruthy();
    expect(filtered.results.length).toBeGreaterThan(0);
    for (const r of filtered.results) expect(r.meta[0]).toBe(company);
    expect((await api("intranet/en/competitor-products?size=7")).res.status).toBe(400);
    expect((await api("intranet/en/competitor-products?sort=date-asc")).body.error?.parameter).toBe("sort");
  });

  it("lists on a public site only the products that compete with that site's", async () => {
    const site = (await api("personal-care/en/competitor-products?size=100")).body;
    expect(site.results.map((r) => r.title).sort()).toEqual(["ApexMuls 300", "ApexQuat B", "ApexSoft CE"]);
    const everything = (await api("intranet/en/competitor-products?size=100")).body;
    expect(everything.totalCount).toBeGreaterThan(site.totalCount);
  });
});

describe("competitive scout block", () => {
  /** The intranet products page, whole: the scout stands there beside the other finders. */
  async function page(path: string): Promise<string> {
    const res = await SELF.fetch(`http://example.com${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    toolHtml(html, "competitive-scout");
    return html;
  }

  it("renders the first question as a GET form with a fieldset, a legend and a polite status", async () => {
    const html = await page("/pim/fragment/intranet/en/products");
    expect(html).toContain('data-island="step-flow"');
    const form = scoutForm(html);
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/pim/fragment/intranet/en/products#scout-flow-step"');
    expect(html).toMatch(/<fieldset[^>]*><legend>Which competitive product do you use\?<\/legend>/);
    expect(html).toMatch(/type="radio"[^>]*name="scout-product"/);
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>Step 1 of 4/);
    // The competitor product finder sits beside it.
    expect(html).toContain("Competitor Product Finder");
    expect(html).toMatch(/name="cp-q"/);
  });

  it("renders the result step from the URL, with earlier answers and links back", async () => {
    const { params } = await walk();
    const query = [...params].map(([k, v]) => `scout-${k}=${encodeURIComponent(v)}`).join("&");
    const html = await page(`/pim/fragment/intranet/en/products?${query}`);
    expect(html).toContain("First recommendation");
    expect(html).toContain("Technologies");
    expect(html).toMatch(/>Change <span class="visually-hidden">Industry<\/span>/);
    expect(html).toContain('href="/pim/fragment/intranet/en/product/PR_');
  });

  it("Change asks an earlier question again with its answer checked, on the page and in the API", async () => {
    const { params } = await walk();
    const query = [...params].map(([k, v]) => `scout-${k}=${encodeURIComponent(v)}`).join("&");
    const results = await page(`/pim/fragment/intranet/en/products?${query}`);
    const change = /<a href="([^"]+)"[^>]*>Change <span class="visually-hidden">Industry<\/span>/.exec(results)?.[1];
    expect(change).toBeDefined();
    const href = new URL((change ?? "").replace(/&amp;/g, "&"), "http://example.com");
    expect(href.searchParams.get("scout-change")).toBe("industry");
    expect(href.searchParams.get("scout-industry")).toBe(params.get("industry"));
    // The link keeps the whole state, so the change can be cancelled.
    for (const [key, value] of params) expect(href.searchParams.getAll(`scout-${key}`), key).toEqual([value]);

    const html = await page(`${href.pathname}${href.search}`);
    expect(html).toMatch(/<legend>In which industry\?<\/legend>/);
    const industry = params.get("industry") ?? "";
    const radio =
      new RegExp(
        `<input type="radio"[^>]*name="scout-industry"[^>]*value="${industry.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*/>`,
      ).exec(html)?.[0] ?? "";
    expect(radio).toContain('checked=""');
    // Only the answers before it are listed (and kept as hidden fields); the later ones are asked again after it.
    expect(html).toMatch(/<span class="flow__answer-label">Competitive product(<!-- -->)?:<\/span>/);
    expect(html).not.toMatch(/<span class="flow__answer-label">(Industry|Effect|Region)(<!-- -->)?:<\/span>/);
    // Answering it goes on to the next question: the flow's own form does not send the change again.
    const form = scoutForm(html, true);
    expect(form).toContain('name="scout-industry"');
    expect(form).not.toContain('name="scout-change"');
    for (const later of ["effect", "region"]) expect(form, later).not.toContain(`name="scout-${later}"`);
    // Cancel goes back to the results: every answer, no change.
    const cancel =
      /<a class="flow__cancel" href="([^"]+)"[^>]*>Cancel<span class="visually-hidden"> changing (<!-- -->)?Industry<\/span>/.exec(
        html,
      )?.[1];
    expect(cancel).toBeDefined();
    const back = new URL((cancel ?? "").replace(/&amp;/g, "&"), "http://example.com");
    expect(back.searchParams.has("scout-change")).toBe(false);
    for (const [key, value] of params) expect(back.searchParams.getAll(`scout-${key}`), key).toEqual([value]);
    expect(await page(`${back.pathname}${back.search}`)).toContain("First recommendation");

    const api = (
      await scout(
        `product=${encodeURIComponent(params.get("product") ?? "")}&industry=${encodeURIComponent(industry)}&effect=x&change=industry`,
      )
    ).body;
    expect(api.current).toBe(1);
    expect(api.steps[1]?.selected).toEqual([industry]);
    expect(api.keep).toBe(
      new URLSearchParams({ product: params.get("product") ?? "", industry, effect: "x" }).toString(),
    );
    expect((await scout("change=industry")).res.status).toBe(400);
    // The answer of the step asked again is checked like the others.
    const stale = await scout(
      `product=${encodeURIComponent(params.get("product") ?? "")}&industry=Atlantis&change=industry`,
    );
    expect(stale.res.status).toBe(400);
    expect(stale.body.error?.parameter).toBe("industry");
  });

  it("says why a step sent without an answer is asked again, and only then", async () => {
    const product = first((await scout()).body);
    const base = `/pim/fragment/intranet/en/products?scout-product=${encodeURIComponent(product)}`;
    const sent = await page(`${base}&scout-asked=industry`);
    expect(sent).toMatch(/<legend>In which industry\?<\/legend>/);
    expect(sent).toMatch(/role="alert"><p>Please choose at least one answer\.<\/p>/);
    // The step's own button names it, so only a sent form carries the parameter.
    expect(sent).toMatch(/<button type="submit" value="industry" name="scout-asked">Next<\/button>/);
    const arrived = await page(base);
    expect(arrived).not.toContain("Please choose at least one answer.");
  });

  it("drops a stale answer on a page and asks that question again", async () => {
    const html = await page("/pim/fragment/intranet/en/products?scout-product=Nothing+like+this");
    expect(html).toMatch(/<legend>Which competitive product do you use\?<\/legend>/);
    expect(html).not.toContain('class="flow__answers"');
    // The page says why the question is asked again, without repeating the link's text.
    expect(html).toMatch(
      /role="alert"><p>The answer in the link for “[^”<]+” is not offered after the earlier answers\. Please choose again\.<\/p>/,
    );
    // The other tools of the page carry the page's parameters along as they are, in hidden fields only.
    const shown = html
      .replace(/<input type="hidden" name="scout-product" value="Nothing like this"\/>/g, "")
      .replace(/\["scout-product","Nothing like this"\]/g, "");
    expect(shown).not.toContain("Nothing like this");
  });
});
