import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INDEX_NAMES, type IndexName } from "../../shared/catalogue/index-names.ts";
import { AREAS } from "../../shared/sites.ts";
import { FLAGSHIP_DOCUMENTS_PER_SCALE, FLAGSHIPS_PER_AREA } from "./assets.ts";
import { CONTACT_COUNT } from "./contacts.ts";
import { FORMULATION_AREAS } from "./data/formulation-templates.ts";
import { PLANTS } from "./data/plants.ts";
import { FLAGSHIP_SHEETS_PER_SCALE } from "./datasheets.ts";
import { buildCatalogue, type Catalogue } from "./index.ts";
import { internalOnlyCount } from "./products.ts";
import { demoScaleFromEnv, MAX_DEMO_SCALE } from "./scale.ts";
import { documentErrors } from "./schema-check.ts";

const TODAY = new Date("2026-01-15T00:00:00Z");

/**
 * The default catalogue as every existing test and figure knows it, pinned by
 * the hash of its JSON taken before the catalogue could grow: scaling must
 * leave scale 1 byte-for-byte where it was.
 */
const SCALE_1_SHA256 = "44fc4eb040e4bddf86295aef45638d94473cd9450edccdb29d737e837c2a900c";

const sha256 = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

type Doc = Record<string, unknown>;
const docs = (c: Catalogue, audience: "public" | "internal", index: IndexName): Doc[] =>
  c.indexes[audience][`${index}-en-us`] ?? [];

describe("catalogue scale", () => {
  const one = buildCatalogue({ today: TODAY });
  const N = 3;
  const scaled = buildCatalogue({ today: TODAY, scale: N });

  it("builds today's catalogue byte-for-byte at scale 1", () => {
    expect(sha256(one)).toBe(SCALE_1_SHA256);
    expect(sha256(buildCatalogue({ today: TODAY, scale: 1 }))).toBe(SCALE_1_SHA256);
  });

  it("gives N times the public products of every area, and internal-only ones beside them", () => {
    for (const area of AREAS) {
      const isIn = (d: Doc) => (d.AT_Websites as string[]).includes(area.site);
      const open = docs(scaled, "public", "products").filter(
        (d) => isIn(d) && d.ID !== scaled.internalProductInPublicIndex,
      );
      expect(open.length, area.site).toBe(area.productCount * N);
      const all = docs(scaled, "internal", "products").filter(isIn);
      expect(all.length, area.site).toBe(area.productCount * N + internalOnlyCount(area.productCount * N));
    }
  });

  it("gives N times the contacts, formulations and plants", () => {
    expect(docs(scaled, "internal", "contacts")).toHaveLength(CONTACT_COUNT * N);
    const formulations = FORMULATION_AREAS.reduce((sum, a) => sum + a.count, 0);
    expect(docs(scaled, "internal", "formulations")).toHaveLength(formulations * N);
    expect(docs(scaled, "internal", "plants")).toHaveLength(PLANTS.length * N);
  });

  it("grows the documents, articles, labels and data sheets with the products", () => {
    for (const index of ["assets", "articles", "labels"] as const) {
      const before = docs(one, "internal", index).length;
      const after = docs(scaled, "internal", index).length;
      expect(after, index).toBeGreaterThan(before * (N - 0.5));
    }
    const sheets = (c: Catalogue) => Object.keys(c.datasheets).length;
    expect(sheets(scaled)).toBeGreaterThan(sheets(one) * (N - 0.5));
  });

  it("gives a few flagship products of every area N x 12 further documents, each listed back to its product", () => {
    const assets = new Map(docs(scaled, "public", "assets").map((d) => [d.ID as string, d]));
    const refs = (d: Doc) => (d.AssetCrossReference as { AssetId: string }[]).length;
    const largestAtOne = Math.max(...docs(one, "public", "products").map(refs));
    for (const area of AREAS) {
      const inArea = docs(scaled, "public", "products").filter((d) => (d.AT_Websites as string[]).includes(area.site));
      const flagships = inArea.filter((d) => refs(d) >= FLAGSHIP_DOCUMENTS_PER_SCALE * N);
      expect(flagships.length, area.site).toBe(FLAGSHIPS_PER_AREA);
      for (const product of flagships) {
        for (const { AssetId } of product.AssetCrossReference as { AssetId: string }[]) {
          expect((assets.get(AssetId)?.AT_Products as string[] | undefined) ?? [], AssetId).toContain(product.ID);
        }
      }
      // The flagships' safety data sheets grow with the scale too.
      for (const product of flagships) {
        expect(scaled.datasheets[product.ID as string], product.ID as string).toHaveLength(
          FLAGSHIP_SHEETS_PER_SCALE * N,
        );
      }
      // Every other product keeps the handful of documents of scale 1.
      expect(inArea.filter((d) => refs(d) > largestAtOne).length, area.site).toBe(FLAGSHIPS_PER_AREA);
    }
  });

  // A whole 20x catalogue: seconds on a shared 2-core machine, not a bound.
  it("has products with hundreds of documents at scale 20", { timeout: 180_000 }, () => {
    const twenty = buildCatalogue({ today: TODAY, scale: 20 });
    const counts = docs(twenty, "public", "products").map((d) => (d.AssetCrossReference as unknown[]).length);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(240);
    expect(counts.filter((n) => n >= 200)).toHaveLength(AREAS.length * FLAGSHIPS_PER_AREA);
    expect(Math.max(...Object.values(twenty.datasheets).map((s) => s.length))).toBe(80);
  });

  it("links products to the further plants, and every label's plant exists", () => {
    const plants = new Set(docs(scaled, "internal", "plants").map((d) => d.ID));
    const used = new Set(docs(scaled, "internal", "products").flatMap((d) => d.AT_ProductionPlant_Value as string[]));
    for (const id of used) expect(plants.has(id), id).toBe(true);
    expect([...used].some((id) => id.endsWith(`-${N}`))).toBe(true);
    for (const label of docs(scaled, "internal", "labels")) expect(plants.has(label.AT_PlantId as string)).toBe(true);
  });

  // Builds a scaled catalogue again and checks every document: seconds on a shared 2-core machine, not a bound.
  it("is deterministic and keeps every document valid with unique keys", { timeout: 60_000 }, () => {
    expect(sha256(buildCatalogue({ today: TODAY, scale: N }))).toBe(sha256(scaled));
    for (const index of INDEX_NAMES) {
      const schema = scaled.definitions[index]?.fields ?? [];
      const list = docs(scaled, "internal", index);
      const errors = list.flatMap((d) => documentErrors(d, schema).map((e) => `${index}/${d.ID}: ${e}`));
      expect(errors.slice(0, 5)).toEqual([]);
      expect(new Set(list.map((d) => d.ID)).size, index).toBe(list.length);
    }
    const names = docs(scaled, "internal", "products").map((d) => d.Name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("refuses a scale outside 1..MAX_DEMO_SCALE", () => {
    expect(() => buildCatalogue({ scale: 0 })).toThrow(/scale must be a whole number/);
    expect(() => buildCatalogue({ scale: 1.5 })).toThrow(/scale must be a whole number/);
  });
});

describe("DEMO_SCALE", () => {
  it("is 1 when unset or empty and the number it holds otherwise", () => {
    expect(demoScaleFromEnv({})).toBe(1);
    expect(demoScaleFromEnv({ DEMO_SCALE: " " })).toBe(1);
    expect(demoScaleFromEnv({ DEMO_SCALE: "20" })).toBe(20);
  });

  it("names what is wrong with a bad value", () => {
    expect(() => demoScaleFromEnv({ DEMO_SCALE: "x" })).toThrow('DEMO_SCALE must be a whole number, got "x"');
    expect(() => demoScaleFromEnv({ DEMO_SCALE: "0" })).toThrow("DEMO_SCALE must be at least 1");
    expect(() => demoScaleFromEnv({ DEMO_SCALE: String(MAX_DEMO_SCALE + 1) })).toThrow(
      `DEMO_SCALE must be at most ${MAX_DEMO_SCALE}`,
    );
  });
});
