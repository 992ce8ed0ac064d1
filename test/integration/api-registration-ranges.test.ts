import { describe, expect, inject, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import type { RangeFacetModel, ValueFacetModel } from "../../shared/finder/facet-model";
import { visit } from "./entry-visit";

/**
 * Registration and property-range filters of the product finder, checked
 * against the demo data as the search emulator holds it: the expected
 * products come from the per-region status fields and the typical-property
 * values, never from the collection or the query the worker filters with.
 */
interface DemoProduct {
  ID: string;
  AT_Websites: string[];
  AT_Visibility: string[];
  AT_TypicalViscosity: number | null;
  AT_TypicalDensity: number | null;
  [field: string]: unknown;
}

const SITE = "pu-additives";
const STATUS_WORDS: Record<string, Record<string, string>> = {
  "en-us": { listed: "Listed", registered: "Registered", exempt: "Exempt", pending: "Pending" },
  "de-de": { listed: "Gelistet", registered: "Registriert", exempt: "Ausgenommen", pending: "In Bearbeitung" },
};

async function demoProducts(context: "en-us" | "de-de"): Promise<DemoProduct[]> {
  const res = await fetch(
    `${inject("emulatorBase")}/search/public/indexes/products-${context}/docs/search?api-version=2020-06-30`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "api-key": "demo-public-key" },
      body: JSON.stringify({ top: 1000, orderby: "ID asc" }),
    },
  );
  expect(res.status).toBe(200);
  const all = ((await res.json()) as { value: DemoProduct[] }).value;
  // The finder's scope: the site's public products.
  return all.filter((p) => p.AT_Websites.includes(SITE) && p.AT_Visibility.includes("Public"));
}

async function api(lang: "en" | "de", query: string): Promise<FinderAnswer> {
  const { res, text } = await visit(`http://example.com/pim/api/${SITE}/${lang}/products?size=100&${query}`);
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as FinderAnswer;
}

const ids = (answer: FinderAnswer) => answer.results.map((r) => r.id).sort();
const facet = <T>(answer: FinderAnswer, key: string) => answer.facets.find((f) => f.key === key) as T;

describe.each([
  ["en", "en-us"],
  ["de", "de-de"],
] as const)("the product finder's registration filter (%s)", (lang, context) => {
  const holds = (p: DemoProduct, region: string, statuses: string[]) =>
    statuses.some((s) => p[`AT_RegStatus${region}_Value`] === STATUS_WORDS[context]?.[s]);

  it("narrows to exactly the products with a counting status in any picked region, or in every one", async () => {
    const demo = await demoProducts(context);
    const statuses = ["listed", "registered"];
    const anyOf = demo.filter((p) => holds(p, "China", statuses) || holds(p, "Korea", statuses));
    const allOf = demo.filter((p) => holds(p, "China", statuses) && holds(p, "Korea", statuses));
    expect(allOf.length).toBeGreaterThan(0);
    expect(anyOf.length).toBeGreaterThan(allOf.length);
    const base = "reg=China&reg=Korea&regstatus=listed&regstatus=registered";
    const any = await api(lang, base);
    const all = await api(lang, `${base}&regmatch=all`);
    expect(any.totalCount).toBe(anyOf.length);
    expect(all.totalCount).toBe(allOf.length);
    expect(ids(any)).toEqual(anyOf.map((p) => p.ID).sort());
    expect(ids(all)).toEqual(allOf.map((p) => p.ID).sort());
  });

  it("counts each region disjunctively: what picking it alone would give, whatever regions are picked", async () => {
    const demo = await demoProducts(context);
    const statuses = ["pending"];
    const picked = await api(lang, "reg=China&regstatus=pending");
    expect(picked.totalCount).toBe(demo.filter((p) => holds(p, "China", statuses)).length);
    const regions = facet<ValueFacetModel>(picked, "reg").options;
    for (const region of ["China", "Korea", "EU", "USA"]) {
      const expected = demo.filter((p) => holds(p, region, statuses)).length;
      expect(regions.find((o) => o.value === region)?.count ?? 0, region).toBe(expected);
    }
    // The statuses and the switch say what counts: no counts of their own.
    expect(facet<ValueFacetModel>(picked, "regstatus").options.every((o) => o.count === -1)).toBe(true);
  });

  it("takes the default statuses (listed, registered, exempt, polymer exemption) when none is picked", async () => {
    const demo = await demoProducts(context);
    const words = ["Listed", "Registered", "Exempt", "Polymer exemption"];
    const de = ["Gelistet", "Registriert", "Ausgenommen", "Polymerausnahme"];
    const counting = context === "en-us" ? words : de;
    const expected = demo.filter((p) => counting.includes(p.AT_RegStatusVietnam_Value as string));
    expect((await api(lang, "reg=Vietnam")).totalCount).toBe(expected.length);
  });
});

describe.each(["en", "de"] as const)("the product finder's property ranges (%s)", (lang) => {
  it("returns only the products inside a viscosity range, compared in mPa·s whatever unit the lab reported", async () => {
    const demo = await demoProducts(lang === "en" ? "en-us" : "de-de");
    const inside = demo.filter(
      (p) => p.AT_TypicalViscosity !== null && p.AT_TypicalViscosity >= 500 && p.AT_TypicalViscosity <= 2000,
    );
    // Some of them reported Pa·s in their data container; the range still holds them.
    const reportedInPas = (p: DemoProduct) =>
      (p.DataContainers as { Name: string; Unit: string }[]).some((e) => e.Unit === "Pa·s");
    expect(inside.some(reportedInPas)).toBe(true);
    const answer = await api(lang, "viscosity_min=500&viscosity_max=2000");
    expect(ids(answer)).toEqual(inside.map((p) => p.ID).sort());
  });

  it("reads a decimal comma as German writes it, and refuses a bound it could read two ways", async () => {
    const demo = await demoProducts(lang === "en" ? "en-us" : "de-de");
    const inside = demo.filter(
      (p) => p.AT_TypicalDensity !== null && p.AT_TypicalDensity >= 0.95 && p.AT_TypicalDensity <= 1.1,
    );
    expect(inside.length).toBeGreaterThan(0);
    const comma = await api(lang, "density_min=0,95&density_max=1,1");
    expect(ids(comma)).toEqual(inside.map((p) => p.ID).sort());
    expect(comma.query).toContain("density_min=0.95&density_max=1.1");
    const page = await visit(`http://example.com/pim/fragment/${SITE}/${lang}/products?density_min=1,000`);
    expect(page.res.status).toBe(200);
    expect(page.text).toContain("the minimum is not a number the finder can use");
  });

  it("counts interval buckets and says how many products have no value", async () => {
    const demo = await demoProducts(lang === "en" ? "en-us" : "de-de");
    const answer = await api(lang, "");
    const viscosity = facet<RangeFacetModel>(answer, "viscosity");
    const withValue = demo.filter((p) => p.AT_TypicalViscosity !== null);
    expect(viscosity.unit).toBe("mPa·s");
    expect(viscosity.missing).toBe(demo.length - withValue.length);
    expect(viscosity.missing).toBeGreaterThan(0);
    expect(viscosity.buckets?.reduce((sum, b) => sum + b.count, 0)).toBe(withValue.length);
    for (const b of viscosity.buckets ?? []) {
      const n = withValue.filter(
        (p) => (p.AT_TypicalViscosity as number) >= b.from && (p.AT_TypicalViscosity as number) < b.to,
      );
      expect(b.count).toBe(n.length);
    }
    // A range picked: its buckets and missing count are those of the other filters, not of the range itself.
    const picked = await api(lang, "viscosity_min=500&viscosity_max=2000");
    expect(facet<RangeFacetModel>(picked, "viscosity").missing).toBe(viscosity.missing);
  });

  it("refuses a region the table does not have, and a range the wrong way round, in the API", async () => {
    const { res, text } = await visit(`http://example.com/pim/api/${SITE}/${lang}/products?reg=%3Cb%3EAtlantis`);
    expect(res.status).toBe(400);
    expect(text).not.toContain("<b>");
    const wrong = await visit(`http://example.com/pim/api/${SITE}/${lang}/products?density_min=1.2&density_max=0.9`);
    expect(wrong.res.status).toBe(400);
  });
});

describe("the registration filter on the intranet", () => {
  it("filters the internal index the same way, internal-only products included, and sends no remark", async () => {
    const res = await fetch(
      `${inject("emulatorBase")}/search/intranet/indexes/products-en-us/docs/search?api-version=2020-06-30`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "api-key": "demo-intranet-key" },
        body: JSON.stringify({ top: 1000, select: "ID, AT_Visibility, AT_RegStatusKorea_Value" }),
      },
    );
    const internal = ((await res.json()) as { value: DemoProduct[] }).value;
    const expected = internal.filter((p) => p.AT_RegStatusKorea_Value === "Registered");
    expect(expected.some((p) => !p.AT_Visibility.includes("Public"))).toBe(true);
    const { res: answerRes, text } = await visit(
      "http://example.com/pim/api/intranet/en/products?size=100&reg=Korea&regstatus=registered",
    );
    expect(answerRes.status).toBe(200);
    const answer = JSON.parse(text) as FinderAnswer;
    expect(answer.totalCount).toBe(expected.length);
    expect(ids(answer)).toEqual(
      expected
        .map((p) => p.ID)
        .sort()
        .slice(0, 100),
    );
    // Remarks stay on the product page: no finder answer carries them.
    expect(text).not.toMatch(/RegRemark|only representative|regulatory affairs/i);
  });
});
