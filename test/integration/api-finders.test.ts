import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type CompareAnswer, type FinderAnswer, factText } from "../../shared/finder/answer";
import type { FacetModel, ValueFacetModel } from "../../shared/finder/facet-model";

type Body = FinderAnswer & CompareAnswer & { error?: { parameter?: string; message: string } };

const get = (path: string) => SELF.fetch(`http://example.com/pim/api/${path}`);
async function api(path: string): Promise<{ res: Response; body: Body; text: string }> {
  const res = await get(path);
  const text = await res.text();
  return { res, body: JSON.parse(text) as Body, text };
}
const facet = (body: FinderAnswer, key: string) => body.facets.find((f) => f.key === key) as FacetModel;
const values = (body: FinderAnswer, key: string) => (facet(body, key) as ValueFacetModel).options;

describe("finder API answers", () => {
  it("answers the site's products with facets, paging and a count text", async () => {
    const { res, body, text } = await api("pu-additives/en/products");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toContain("public");
    expect(body.totalCount).toBeGreaterThan(25);
    expect(body).toMatchObject({ page: 1, perPage: 25, hasMorePages: true, query: "" });
    expect(body.pages).toBe(Math.ceil(body.totalCount / 25));
    expect(body.results).toHaveLength(25);
    expect(body.countText).toBe(`${body.totalCount} Products`);
    for (const item of body.results)
      expect(item.href).toMatch(/^\/pim\/fragment\/pu-additives\/en\/product\/PR_\d{8}$/);
    expect(values(body, "brand").map((o) => o.value)).toContain("dabco");
    expect(facet(body, "flashpoint")).toMatchObject({ kind: "range", bounds: { min: expect.any(Number) } });
    // No placeholder values are offered as choices.
    expect(values(body, "type").some((o) => ["-", "--", "n/a"].includes(o.value))).toBe(false);
    expect(text).not.toMatch(/demo-(public|intranet)-key/);
  });

  it.each(["formulations", "contacts", "downloads", "items"])("answers the %s tool", async (tool) => {
    const { res, body } = await api(`pu-additives/en/${tool}`);
    expect(res.status).toBe(200);
    expect(body.tool).toBe(tool);
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.results.length).toBeGreaterThan(0);
  });

  it("counts contacts and formulations in their own words", async () => {
    const contacts = (await api("pu-additives/en/contacts")).body;
    expect(contacts.countText).toMatch(/^\d+ Contacts?$/);
    const formulations = (await api("personal-care/en/formulations")).body;
    expect(formulations.countText).toMatch(/^\d+ Formulations?$/);
  });

  it("offers the countries and languages that have matches, by name, and none counted 0", async () => {
    const contacts = (await api("pu-additives/en/contacts")).body;
    const countries = values(contacts, "country");
    expect(countries.length).toBeGreaterThan(0);
    expect(countries.every((o) => o.count > 0 && o.label !== o.value)).toBe(true);
    const downloads = (await api("pu-additives/en/downloads")).body;
    const languages = facet(downloads, "language") as ValueFacetModel;
    expect(languages.options.map((o) => o.label)).toContain("English");
    expect([...languages.options, ...(languages.more ?? [])].every((o) => o.count > 0)).toBe(true);
    // A picked value stays offered even when nothing matches it, so it can be undone.
    const picked = (await api("pu-additives/en/downloads?language=Zulu")).body;
    expect(values(picked, "language").find((o) => o.value === "Zulu")).toMatchObject({ count: 0 });
  });

  it("gives contacts mail and phone actions", async () => {
    const { body } = await api("vestamid/en/contacts");
    const actions = body.results.flatMap((r) => r.actions ?? []);
    expect(actions.some((a) => a.kind === "mail" && a.href.startsWith("mailto:"))).toBe(true);
    expect(actions.some((a) => a.kind === "phone" && /^tel:\+?\d+$/.test(a.href))).toBe(true);
  });

  it("answers the intranet for the internal audience, never for a shared cache", async () => {
    const { res, body } = await api("intranet/en/products");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const publicAll = (await api("personal-care/en/products")).body;
    expect(body.totalCount).toBeGreaterThan(publicAll.totalCount);
  });

  it("searches another language context with the context switch", async () => {
    const { res, body } = await api("pu-additives/en/products?context=de-de");
    expect(res.status).toBe(200);
    expect(body.query).toBe("context=de-de");
  });
});

describe("facets in the data's own words", () => {
  it("are marked where the index words them per language (product type), not where it holds codes or the same words", async () => {
    const marked = async (path: string) =>
      (await api(path)).body.facets.flatMap((f) => (f.kind === "value" && f.wordsOfData ? [f.key] : []));
    expect(await marked("pu-additives/de/products")).toEqual(["type"]);
    // Document types and kinds read the same in both data languages here; brands and plants are codes.
    expect(await marked("pu-additives/de/downloads")).toEqual([]);
    expect(await marked("visiomer/de/contacts")).toEqual([]);
  });
});

describe("a pick of the data's own words in another data language", () => {
  it("is dropped and said, by the API and by the page without script, while picks of this language and codes stay", async () => {
    const german = (await api("pu-additives/de/products")).body;
    const english = (await api("pu-additives/en/products")).body;
    const word = values(german, "type")[0]?.value ?? "";
    const englishWord = values(english, "type")[0]?.value ?? "";
    expect(values(english, "type").map((o) => o.value)).not.toContain(word);
    // A German product type with English data (the Data language chip removed, or a form sent with another data language).
    const { res, body } = await api(
      `pu-additives/de/products?type=${encodeURIComponent(word)}&brand=dabco&context=en-us`,
    );
    expect(res.status).toBe(200);
    const dabco = (await api("pu-additives/de/products?brand=dabco&context=en-us")).body;
    expect(body.totalCount).toBe(dabco.totalCount);
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.query).toBe("brand=dabco&context=en-us");
    expect(body.notices).toEqual([
      `Product type: “${word}” removed, as no product here has it in the data language shown.`,
    ]);
    // In its own data language it stays, as does an English word in English data beside a German one.
    const kept = (await api(`pu-additives/de/products?type=${encodeURIComponent(word)}`)).body;
    expect(new URLSearchParams(kept.query).getAll("type")).toEqual([word]);
    expect(kept.notices).toBeUndefined();
    const both = (
      await api(`pu-additives/en/products?type=${encodeURIComponent(englishWord)}&type=${encodeURIComponent(word)}`)
    ).body;
    expect(new URLSearchParams(both.query).getAll("type")).toEqual([englishWord]);
    expect(both.totalCount).toBe(
      (await api(`pu-additives/en/products?type=${encodeURIComponent(englishWord)}`)).body.totalCount,
    );
    // The page says it, with the results, and its form no longer carries the pick.
    const page = await SELF.fetch(
      `http://example.com/pim/fragment/pu-additives/de/products?type=${encodeURIComponent(word)}&context=en-us`,
      { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36" } },
    );
    const html = await page.text();
    expect(html).toContain(`Product type: “${word}” removed`);
    expect(html).toContain(`>${english.countText}<`);
    expect(html).not.toMatch(new RegExp(`name="type" value="${word}"[^>]*checked`));
  });
});

describe("facets and ordering", () => {
  it("filters by a value facet, with counts that match the facet's", async () => {
    const all = (await api("pu-additives/en/products")).body;
    const dabco = values(all, "brand").find((o) => o.value === "dabco");
    const { body } = await api("pu-additives/en/products?brand=dabco&size=100");
    expect(body.totalCount).toBe(dabco?.count);
    expect(body.results.length).toBeGreaterThan(0);
    for (const item of body.results) expect(item.meta[0]).toBe("Dabco");
    expect((facet(body, "brand") as ValueFacetModel).selected).toEqual(["dabco"]);
  });

  it("ORs values of one facet and ANDs different facets", async () => {
    const one = (await api("pu-additives/en/products?brand=dabco")).body.totalCount;
    const two = (await api("pu-additives/en/products?brand=dabco&brand=polycat")).body.totalCount;
    const all = (await api("pu-additives/en/products")).body;
    const application = values(all, "application")[0]?.value ?? "";
    const both = (await api(`pu-additives/en/products?brand=dabco&brand=polycat&application=${application}`)).body;
    expect(two).toBeGreaterThan(one);
    expect(both.totalCount).toBeLessThanOrEqual(two);
  });

  it("filters by a boolean facet (Yes, yes, true)", async () => {
    const all = (await api("pu-additives/en/products")).body;
    const expected = (facet(all, "renewable") as { count: number }).count;
    const { body } = await api("pu-additives/en/products?renewable=1");
    expect(body.totalCount).toBe(expected);
    expect(facet(body, "renewable")).toMatchObject({ checked: true });
  });

  it("filters by a range facet, both ends inclusive", async () => {
    const all = (await api("pu-additives/en/products")).body;
    const bounds = (facet(all, "flashpoint") as { bounds: { min: number; max: number } }).bounds;
    const full = (await api(`pu-additives/en/products?flashpoint_min=${bounds.min}&flashpoint_max=${bounds.max}`)).body;
    const withValue = full.totalCount;
    const low = (await api(`pu-additives/en/products?flashpoint_max=${bounds.min}`)).body;
    expect(low.totalCount).toBeGreaterThanOrEqual(1);
    const mid = Math.round((bounds.min + bounds.max) / 2);
    const lower = (await api(`pu-additives/en/products?flashpoint_max=${mid}`)).body.totalCount;
    const upper = (await api(`pu-additives/en/products?flashpoint_min=${mid}`)).body.totalCount;
    expect(lower).toBeGreaterThan(0);
    expect(upper).toBeGreaterThan(0);
    expect(lower + upper).toBeGreaterThanOrEqual(withValue);
  });

  it("filters by a market-application pairing of the classification tree", async () => {
    const all = (await api("pu-additives/en/products")).body;
    const tree = facet(all, "classification") as {
      tree: { value: string; children: { value: string; children: { value: string }[] }[] }[];
    };
    const pairing = JSON.stringify(tree.tree).match(/"value":"(M2A_[^"]+)"/)?.[1];
    expect(pairing).toBeDefined();
    const { res, body } = await api(`pu-additives/en/products?classification=${pairing}`);
    expect(res.status).toBe(200);
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.totalCount).toBeLessThan(all.totalCount);
    expect(JSON.stringify(facet(body, "classification"))).toContain(pairing as string);
  });

  it("orders by name both ways", async () => {
    const asc = (await api("pu-additives/en/products?sort=name-asc&size=100")).body.results.map((r) => r.id);
    const desc = (await api("pu-additives/en/products?sort=name-desc&size=100")).body.results.map((r) => r.id);
    const relevance = (await api("pu-additives/en/products?size=100")).body.results.map((r) => r.id);
    expect(asc.length).toBe(desc.length);
    expect(desc).toEqual([...asc].reverse());
    expect(new Set(asc)).toEqual(new Set(relevance));
    const titles = (await api("pu-additives/en/products?sort=name-asc&size=100")).body.results.map((r) => r.title);
    expect(titles.length).toBeGreaterThan(1);
    const lower = titles.map((t) => t.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });

  // A visitor found VISIOMER's "Name (A-Z)" ending "TMPTMA, Terra, i-BMA, n-BMA": the index ordered by code point.
  it.each(["en", "de"])("orders VISIOMER's portfolio by name without regard to case (%s)", async (lang) => {
    const titles = async (sort: string) =>
      (await api(`visiomer/${lang}/products?sort=${sort}&size=100`)).body.results.map((r) => r.title);
    const asc = await titles("name-asc");
    expect(asc.length).toBeGreaterThan(40);
    const lower = asc.map((t) => t.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    const at = (name: RegExp) => asc.findIndex((t) => name.test(t));
    expect(at(/ i-BMA /)).toBeGreaterThan(-1);
    expect(at(/ i-BMA /)).toBeLessThan(at(/ TMPTMA /));
    expect(at(/ n-BMA /)).toBeLessThan(at(/ Terra /));
    expect(await titles("name-desc")).toEqual([...asc].reverse());
  });

  it("orders formulations by first publication date and marks new ones", async () => {
    const { body } = await api("personal-care/en/formulations?sort=date-desc&size=100");
    const dates = body.results.map((r) => r.meta.map(factText).find((m) => m.startsWith("First published")) ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.results.some((r) => r.badge === "New")).toBe(true);
    const asc = (await api("personal-care/en/formulations?sort=date-asc&size=10")).body.results;
    expect(asc[0]?.badge).toBeUndefined();
  });
});

describe("paging edges", () => {
  it("answers an empty page past the last one", async () => {
    const { res, body } = await api("pu-additives/en/products?page=400");
    expect(res.status).toBe(200);
    expect(body.results).toEqual([]);
    expect(body).toMatchObject({ page: 400, hasMorePages: false });
    expect(body.totalCount).toBeGreaterThan(0);
  });

  it("answers the last page with the remainder", async () => {
    const first = (await api("pu-additives/en/products")).body;
    const last = (await api(`pu-additives/en/products?page=${first.pages}`)).body;
    expect(last.results.length).toBe(first.totalCount - (first.pages - 1) * 25);
    expect(last.hasMorePages).toBe(false);
  });

  it.each(["page=0", "page=-3", "page=1e3", "page=99999999999999999999", "page=4002"])("refuses %s", async (query) => {
    const { res, body } = await api(`pu-additives/en/products?${query}`);
    expect(res.status).toBe(400);
    expect(body.error?.parameter).toBe("page");
  });
});

describe("validation", () => {
  it.each([
    ["products?size=7", "size"],
    ["products?sort=price", "sort"],
    ["products?sort=date-asc", "sort"],
    ["formulations?sort=oldest", "sort"],
    ["products?context=fr-fr", "context"],
    ["products?renewable=perhaps", "renewable"],
    ["products?flashpoint_min=hot", "flashpoint_min"],
    ["products?flashpoint_min=90&flashpoint_max=10", "flashpoint_max"],
    ["products?industry=a&industry=b", "industry"],
    ["products?plant=a&plant=b", "plant"],
    [`products?q=${"a".repeat(201)}`, "q"],
    ["products?q=a%01b", "q"],
    ["products?q=a&q=b", "q"],
    ["products?colour=red", "colour"],
    ["contacts?country=DE&country=FR", "country"],
    ["downloads?type=", undefined],
    ["items?packsize_min=-", "packsize_min"],
    [`products?${Array.from({ length: 51 }, (_, i) => `brand=b${i}`).join("&")}`, "brand"],
  ])("%s names %s", async (path, parameter) => {
    const { res, body } = await api(`pu-additives/en/${path}`);
    if (parameter === undefined) {
      expect(res.status).toBe(200);
      return;
    }
    expect(res.status).toBe(400);
    expect(body.error?.parameter).toBe(parameter);
    expect(body.error?.message).toContain(parameter);
  });

  it("answers 404 with a JSON error for an unknown tool, site or language", async () => {
    for (const [path, parameter] of [
      ["pu-additives/en/recipes", "tool"],
      ["pu-additives/en/__proto__", "tool"],
      ["nowhere/en/products", "site"],
      ["pu-additives/fr/products", "lang"],
    ]) {
      const { res, body } = await api(path as string);
      expect(res.status, path).toBe(404);
      expect(body.error?.parameter, path).toBe(parameter);
    }
    expect((await get("pu-additives/en")).status).toBe(404);
  });

  it("answers 405 with the methods it takes for anything but GET and HEAD", async () => {
    for (const [method, path] of [
      ["POST", "vestamid/en/downloads"],
      ["PUT", "pu-additives/en/products"],
      ["DELETE", "pu-additives/en/compare"],
      ["OPTIONS", "silica-specialist/en/recommendation-tool"],
    ] as const) {
      const res = await SELF.fetch(`http://example.com/pim/api/${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect(((await res.json()) as Body).error?.message).toBe("The tool API answers GET requests only");
    }
    expect((await SELF.fetch("http://example.com/pim/api/pu-additives/en/products", { method: "HEAD" })).status).toBe(
      200,
    );
  });

  it("never reflects input unescaped", async () => {
    const res = await get("pu-additives/en/products?%3Cscript%3E=1");
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.text()).not.toContain("<script>");
  });
});

describe("adversarial text", () => {
  it.each([
    "o'brien",
    "foam' or 1 eq 1 or '",
    "(stabilizer))",
    "a or b",
    "eq ne gt",
    '"quoted phrase',
    "Türkiye ünïcödé 中文 🧪",
    "search.in(Name, 'x')",
    "*",
    "\\",
    "-+|&",
  ])("searches for %s without breaking the filter", async (q) => {
    const { res, body } = await api(`pu-additives/en/products?${new URLSearchParams({ q })}`);
    expect(res.status).toBe(200);
    expect(body.totalCount).toBeGreaterThanOrEqual(0);
  });

  it.each(["dabco') or (UserTypeID eq 'Asset", "x'|'y", "a,b|c;d~e^f`g", "ö' or ''='"])(
    "uses %s as a facet value only",
    async (brand) => {
      const { res, body } = await api(`pu-additives/en/products?${new URLSearchParams({ brand })}`);
      expect(res.status).toBe(200);
      expect(body.totalCount).toBe(0);
      expect(body.results).toEqual([]);
    },
  );
});

describe("compare API", () => {
  it("compares products side by side with differences flagged", async () => {
    const ids = (await api("pu-additives/en/products?size=10")).body.results.slice(0, 3).map((r) => r.id);
    const { res, body } = await api(`pu-additives/en/compare?compare=${ids.join(",")}`);
    expect(res.status).toBe(200);
    expect(body.products.map((p) => p.id)).toEqual(ids);
    expect(body.rows.length).toBeGreaterThan(3);
    for (const row of body.rows) expect(row.values).toHaveLength(3);
    expect(body.rows.some((r) => r.differs)).toBe(true);
    const same = body.rows.filter((r) => !r.differs);
    for (const row of same) expect(new Set(row.values.map((v) => v.toLowerCase())).size).toBe(1);
  });

  it("leaves out products of other sites and answers an empty comparison", async () => {
    const other = (await api("personal-care/en/products?size=10")).body.results[0]?.id;
    const { body } = await api(`pu-additives/en/compare?compare=${other}`);
    expect(body.products).toEqual([]);
    expect((await api("pu-additives/en/compare")).body).toEqual({ products: [], rows: [] });
  });

  it.each([
    ["compare=PR_1", "compare"],
    ["compare=PR_00000001,<b>", "compare"],
    ["compare=PR_00000001,PR_00000002,PR_00000003,PR_00000004,PR_00000005", "compare"],
    ["compare=PR_00000001&compare=PR_00000002", "compare"],
    ["ids=PR_00000001", "ids"],
  ])("refuses %s", async (query, parameter) => {
    const { res, body } = await api(`pu-additives/en/compare?${query}`);
    expect(res.status).toBe(400);
    expect(body.error?.parameter).toBe(parameter);
  });
});

describe("names of countries and languages in a finder", () => {
  it("are in the data's language: the page's, or the one the context switch asked", async () => {
    const label = async (path: string) =>
      [...values((await api(path)).body, "country")].find((o) => o.value === "CA")?.label;
    expect(await label("pu-additives/en/contacts")).toBe("Canada");
    expect(await label("pu-additives/de/contacts")).toBe("Kanada");
    expect(await label("pu-additives/en/contacts?context=de-de")).toBe("Kanada");
    expect(await label("pu-additives/de/contacts?context=en-us")).toBe("Canada");
  });

  it("name a download's languages in the result as in the filter beside it", async () => {
    const named = async (path: string) => {
      const { body } = await api(path);
      const filter = values(body, "language").find((o) => o.value === "German")?.label;
      const line = body.results.flatMap((r) => r.meta.map(factText)).find((m) => /\b(German|Deutsch)\b/.test(m));
      return { filter, line: line && /\bDeutsch\b/.test(line) ? "Deutsch" : line ? "German" : undefined };
    };
    expect(await named("pu-additives/en/downloads?language=German")).toEqual({ filter: "German", line: "German" });
    expect(await named("pu-additives/en/downloads?language=German&context=de-de")).toEqual({
      filter: "Deutsch",
      line: "Deutsch",
    });
  });
});
