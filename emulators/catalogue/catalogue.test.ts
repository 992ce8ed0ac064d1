import { describe, expect, it } from "vitest";
import {
  CLASSIFICATION_REFERENCE_TYPES,
  PRODUCT_CROSS_REFERENCE_TYPES,
  type ProductDocument,
} from "../../shared/catalogue/documents.ts";
import { INDEX_NAMES, type IndexName } from "../../shared/catalogue/index-names.ts";
import type { Audience, LanguageContext } from "../../shared/context.ts";
import { AREAS, PU_APPLICATIONS, PU_BRANDS, SILICA_INDUSTRIES, VISIOMER_MARKETS } from "../../shared/sites.ts";
import { isValidCas } from "./cas.ts";
import { buildCatalogue, type Catalogue } from "./index.ts";
import { INDEX_DEFINITIONS } from "./index-definitions.ts";
import { ATTRIBUTE_FIELDS, ATTRIBUTE_UNITS, NO_VALUE_MARKERS } from "./product-fields.ts";
import { documentErrors } from "./schema-check.ts";

const TODAY = new Date("2026-03-15T10:00:00Z");
const catalogue = buildCatalogue({ seed: 42, today: TODAY });
const AUDIENCES: Audience[] = ["public", "internal"];
const CONTEXTS: LanguageContext[] = ["en-us", "de-de"];

type Doc = Record<string, unknown>;
const docs = (c: Catalogue, audience: Audience, index: IndexName, context: LanguageContext = "en-us"): Doc[] =>
  c.indexes[audience][`${index}-${context}`] ?? [];
const products = (audience: Audience) => docs(catalogue, audience, "products") as unknown as ProductDocument[];
const strings = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);

describe("determinism", () => {
  it("gives a deep-equal catalogue for the same seed and day", () => {
    expect(buildCatalogue({ seed: 42, today: TODAY })).toEqual(catalogue);
  });

  it("differs for another seed", () => {
    const other = buildCatalogue({ seed: 43, today: TODAY });
    expect(docs(other, "public", "products").map((d) => d.ID)).not.toEqual(products("public").map((d) => d.ID));
  });

  it("keeps everything but publication dates when only the day changes", () => {
    const later = buildCatalogue({ seed: 42, today: new Date("2026-09-01T00:00:00Z") });
    expect(docs(later, "internal", "products")).toEqual(products("internal"));
    expect(docs(later, "internal", "formulations").map((d) => d.ID)).toEqual(
      docs(catalogue, "internal", "formulations").map((d) => d.ID),
    );
    // Publication dates move with the day, so the same formulations stay new.
    const shift = Date.parse("2026-09-01T00:00:00Z") - Date.parse("2026-03-15T00:00:00Z");
    const before = docs(catalogue, "internal", "formulations").map((d) =>
      Date.parse(d.AT_FirstPublicationDate as string),
    );
    const after = docs(later, "internal", "formulations").map((d) => Date.parse(d.AT_FirstPublicationDate as string));
    expect(after).toEqual(before.map((t) => t + shift));
  });
});

describe("products", () => {
  it("has the specification's public count in every area, plus internal-only products", () => {
    for (const area of AREAS) {
      const isIn = (p: ProductDocument) => p.AT_Websites.includes(area.site);
      const open = products("public").filter((p) => isIn(p) && p.AT_Visibility.includes("Public"));
      expect(open.length, area.site).toBe(area.productCount);
      expect(products("internal").filter(isIn).length, area.site).toBeGreaterThan(area.productCount);
    }
    expect(products("public").filter((p) => p.AT_Websites.includes("personal-care")).length).toBeGreaterThanOrEqual(
      200,
    );
  });

  it("uses PR_ + 8 digit ids, unique, with UserTypeID Product or ServiceProduct", () => {
    for (const audience of AUDIENCES) {
      const ids = products(audience).map((p) => p.ID);
      for (const id of ids) expect(id).toMatch(/^PR_\d{8}$/);
      expect(new Set(ids).size).toBe(ids.length);
      const types = new Set(products(audience).map((p) => p.UserTypeID));
      expect([...types].sort()).toEqual(["Product", "ServiceProduct"]);
    }
  });

  it("links every route parameter value of shared/sites.ts to public products", () => {
    const inArea = (site: string) => products("public").filter((p) => p.AT_Websites.includes(site));
    for (const brand of PU_BRANDS)
      expect(
        inArea("pu-additives").some((p) => p.AT_Brand === brand),
        brand,
      ).toBe(true);
    for (const app of PU_APPLICATIONS) {
      expect(
        inArea("pu-additives").some((p) => p.AT_Applications.includes(app)),
        app,
      ).toBe(true);
    }
    for (const industry of SILICA_INDUSTRIES) {
      expect(
        inArea("silica-specialist").some((p) => p.AT_Industries.includes(industry)),
        industry,
      ).toBe(true);
    }
    for (const market of VISIOMER_MARKETS) {
      expect(
        inArea("visiomer").some((p) => p.AT_Markets.includes(market)),
        market,
      ).toBe(true);
    }
  });

  it("has some empty and some no-value-marker values for every attribute", () => {
    const all = products("internal") as unknown as Doc[];
    expect(ATTRIBUTE_FIELDS.length).toBeGreaterThan(60);
    const marker = (v: unknown) => typeof v === "string" && NO_VALUE_MARKERS.includes(v.trim().toLowerCase());
    for (const a of ATTRIBUTE_FIELDS) {
      const field = a.valueField;
      const empty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);
      expect(
        all.some((p) => empty(p[field])),
        `${field} empty`,
      ).toBe(true);
      expect(
        all.some((p) => !empty(p[field])),
        `${field} filled`,
      ).toBe(true);
      if (a.type === "Edm.String") {
        expect(
          all.some((p) => marker(p[field])),
          `${field} no-value marker`,
        ).toBe(true);
      }
      if (a.unitField)
        expect(
          all.some((p) => p[a.unitField as string] === ATTRIBUTE_UNITS[a.key]),
          `${a.unitField}`,
        ).toBe(true);
    }
  });

  it("has valid CAS numbers wherever one is given", () => {
    const cas = products("internal")
      .map((p) => p.AT_CASNumber_Value)
      .filter((v): v is string => typeof v === "string" && /^\d/.test(v) && v !== "0000");
    expect(cas.length).toBeGreaterThan(300);
    for (const c of cas) expect(isValidCas(c), c).toBe(true);
  });

  it("uses every reference type and cross-reference group", () => {
    const all = INDEX_NAMES.flatMap((n) => docs(catalogue, "internal", n));
    const classificationTypes = new Set(
      all.flatMap((d) => (d.ClassificationReference as { Type: string }[]).map((r) => r.Type)),
    );
    expect([...classificationTypes].sort()).toEqual([...CLASSIFICATION_REFERENCE_TYPES].sort());
    const productTypes = new Set(
      all.flatMap((d) => (d.ProductCrossReference as { Type: string }[]).map((r) => r.Type)),
    );
    expect([...productTypes].sort()).toEqual([...PRODUCT_CROSS_REFERENCE_TYPES].sort());
    const assetTypes = new Set(products("internal").flatMap((p) => p.AssetCrossReference.map((r) => r.Type)));
    for (const t of ["Certificate", "Brochure", "TechnicalDataSheet", "SafetyDataSheet", "RestrictedDocument"]) {
      expect(assetTypes.has(t), t).toBe(true);
    }
    const p = products("internal");
    for (const field of ["AT_Effects", "AT_Regions", "AT_Contacts", "AT_Websites", "AT_Packaging_Value"] as const) {
      expect(
        p.some((d) => strings(d[field]).length > 0),
        field,
      ).toBe(true);
    }
    expect(p.some((d) => d.DataContainers.length > 0)).toBe(true);
    expect(p.some((d) => d.ClassificationReference.some((r) => r.ClassificationID.startsWith("M2A_")))).toBe(true);
  });

  it("names products and classifications in German in the de-de indexes", () => {
    for (const index of ["products", "classifications"] as const) {
      const en = docs(catalogue, "public", index, "en-us");
      const de = docs(catalogue, "public", index, "de-de");
      expect(de.map((d) => d.ID)).toEqual(en.map((d) => d.ID));
      const differing = de.filter((d, i) => d.Name !== en[i]?.Name);
      expect(differing.length / de.length, index).toBeGreaterThan(0.8);
    }
  });
});

describe("audiences", () => {
  it("makes the internal indexes a superset of the public ones", () => {
    for (const index of INDEX_NAMES) {
      const internalIds = new Set(docs(catalogue, "internal", index).map((d) => d.ID));
      for (const d of docs(catalogue, "public", index)) expect(internalIds.has(d.ID), `${index} ${d.ID}`).toBe(true);
    }
    const publicAssets = new Set(docs(catalogue, "public", "assets").map((d) => d.ID));
    const restricted = docs(catalogue, "internal", "assets").filter((d) => d.AssetType === "Restricted Document");
    expect(restricted.length).toBeGreaterThan(0);
    for (const r of restricted) expect(publicAssets.has(r.ID)).toBe(false);
  });

  it("puts exactly one internal-only product into the public index", () => {
    const leaked = products("public").filter((p) => p.AT_Visibility.includes("Internal"));
    expect(leaked.map((p) => p.ID)).toEqual([catalogue.internalProductInPublicIndex]);
    expect(leaked[0]?.AT_Visibility).toEqual(["Internal"]);
    expect(products("public").filter((p) => p.AT_Visibility.includes("Public"))).toHaveLength(
      AREAS.reduce((n, a) => n + a.productCount, 0),
    );
  });
});

describe("references", () => {
  it("point to existing documents in every audience and language context", () => {
    for (const audience of AUDIENCES) {
      for (const context of CONTEXTS) {
        const ids = Object.fromEntries(
          INDEX_NAMES.map((n) => [n, new Set(docs(catalogue, audience, n, context).map((d) => d.ID as string))]),
        ) as Record<IndexName, Set<string>>;
        const missing: string[] = [];
        const need = (index: IndexName, id: unknown, from: string) => {
          if (typeof id === "string" && !ids[index].has(id)) missing.push(`${from} -> ${index}/${id}`);
        };
        for (const index of INDEX_NAMES) {
          for (const d of docs(catalogue, audience, index, context)) {
            const from = `${audience} ${context} ${index}/${d.ID}`;
            for (const r of d.ClassificationReference as { ClassificationID: string }[]) {
              need("classifications", r.ClassificationID, from);
            }
            for (const r of d.ProductCrossReference as { ProductId: string; Type: string }[]) {
              need(r.Type === "Object2Parent" ? "products" : "plants", r.ProductId, from);
            }
            for (const r of (d.AssetCrossReference ?? []) as { AssetId: string }[]) need("assets", r.AssetId, from);
            for (const id of strings(d.AT_Contacts)) need("contacts", id, from);
            for (const id of [...strings(d.AT_Effects), ...strings(d.AT_Regions)]) need("classifications", id, from);
            for (const id of strings(d.AT_Packaging_Value)) need("packagingmaterials", id, from);
            for (const id of strings(d.AT_ProductionPlant_Value)) need("plants", id, from);
            for (const id of strings(d.AT_Products)) need("products", id, from);
            for (const ph of (d.Phases ?? []) as { ProductId: string | null }[]) need("products", ph.ProductId, from);
            need("products", d.AT_ProductId, from);
            need("plants", d.AT_PlantId, from);
            need("packagingmaterials", d.AT_PackagingMaterialId, from);
          }
        }
        expect(missing.slice(0, 10)).toEqual([]);
      }
    }
  });

  it("answers market-tree lookups for every M2A_ id products use", () => {
    const tree = new Map(catalogue.marketTree.map((e) => [e.ID as string, e]));
    const used = products("internal").flatMap((p) =>
      p.ClassificationReference.map((r) => r.ClassificationID).filter((id) => id.startsWith("M2A_")),
    );
    expect(used.length).toBeGreaterThan(0);
    for (const id of used) expect(tree.get(id)?.UserTypeID).toBe("MarketApplication");
    expect(new Set(catalogue.marketTree.map((e) => e.UserTypeID))).toEqual(
      new Set(["Market", "Application", "MarketApplication"]),
    );
  });

  it("lists every downloadable path in files", () => {
    for (const a of docs(catalogue, "internal", "assets"))
      expect(catalogue.files[a.AT_Url as string], a.ID as string).toBeDefined();
    for (const f of docs(catalogue, "internal", "formulations")) {
      if (f.AT_PdfUrl) expect(catalogue.files[f.AT_PdfUrl as string]).toBeDefined();
    }
    const sheets = Object.values(catalogue.datasheets).flat();
    expect(sheets.length).toBeGreaterThan(400);
    for (const s of sheets) expect(catalogue.files[s.url]?.language).toBe(s.language);
    for (const id of Object.keys(catalogue.datasheets)) expect(id).toMatch(/^PR_\d{8}$/);
  });
});

describe("formulations", () => {
  const SIX_MONTHS_AGO = new Date(TODAY);
  SIX_MONTHS_AGO.setUTCMonth(SIX_MONTHS_AGO.getUTCMonth() - 6);

  it("has at least 100, with phase tables that add up to 100 %W/W and every attribute", () => {
    const all = docs(catalogue, "internal", "formulations");
    expect(all.length).toBeGreaterThanOrEqual(100);
    for (const f of all) {
      expect(f.ID).toMatch(/^FO_\d{8}$/);
      const phases = f.Phases as { Phase: string; Dose: number; Ingredients: string; Manufacturer: string }[];
      expect(phases.length).toBeGreaterThan(2);
      expect(phases.reduce((s, p) => s + p.Dose, 0)).toBeCloseTo(100, 1);
      for (const p of phases) expect(p.Dose).toBeGreaterThan(0);
    }
    for (const field of ["AT_pHValue", "AT_Viscosity_Value", "AT_Remarks", "AT_PdfUrl", "AT_LogoUrl"]) {
      expect(
        all.some((f) => f[field] !== null),
        field,
      ).toBe(true);
    }
  });

  it("has some first published within the last six months of today, and older ones", () => {
    const all = docs(catalogue, "public", "formulations");
    const isNew = (f: Doc) => {
      const t = Date.parse(f.AT_FirstPublicationDate as string);
      return t >= SIX_MONTHS_AGO.getTime() && t <= TODAY.getTime();
    };
    expect(all.filter(isNew).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((f) => !isNew(f)).length).toBeGreaterThanOrEqual(50);
    for (const f of all)
      expect(Date.parse(f.AT_CreationDate as string)).toBeLessThan(Date.parse(f.AT_FirstPublicationDate as string));
  });
});

describe("index definitions", () => {
  it("every document of every index validates against its index definition", () => {
    for (const audience of AUDIENCES) {
      for (const context of CONTEXTS) {
        for (const index of INDEX_NAMES) {
          const schema = catalogue.definitions[index]?.fields ?? [];
          expect(schema.length, index).toBeGreaterThan(0);
          const list = docs(catalogue, audience, index, context);
          expect(list.length, `${audience} ${index}-${context}`).toBeGreaterThan(0);
          const errors = list.flatMap((d) => documentErrors(d, schema).map((e) => `${index}/${d.ID}: ${e}`));
          expect(errors.slice(0, 5)).toEqual([]);
          const ids = list.map((d) => d.ID);
          expect(new Set(ids).size, `${index} unique keys`).toBe(ids.length);
        }
      }
    }
  });

  it("reports wrong types", () => {
    const schema = INDEX_DEFINITIONS.products.fields;
    expect(documentErrors({ ID: "PR_00000001", AT_ShelfLife_Value: "12", Nope: 1 }, schema)).toEqual([
      'AT_ShelfLife_Value: expected Edm.Double, got "12"',
      "Nope: not in the schema",
    ]);
    expect(documentErrors({ ClassificationReference: [{ ClassificationID: 5 }] }, schema)).toEqual([
      "ClassificationReference[0]/ClassificationID: expected Edm.String, got 5",
    ]);
  });
});

describe("reference lists", () => {
  it("has about 250 countries and 180 languages from the ISO packages", () => {
    expect(catalogue.countries.length).toBeGreaterThanOrEqual(240);
    expect(catalogue.languages.length).toBeGreaterThanOrEqual(180);
    expect(catalogue.countries.find((c) => c.code === "DE")?.name).toBe("Germany");
    expect(catalogue.languages.find((l) => l.code === "de")?.name).toBe("German");
  });
});
