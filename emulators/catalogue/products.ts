/**
 * Products of every area in the counts of shared/sites.ts, linked to every
 * route parameter value, with every displayed attribute filled (some empty,
 * some blacklisted, on a fixed pattern so every attribute has both).
 */
import type { ContactDocument, DataContainerEntry, ProductDocument } from "../../shared/catalogue/documents.ts";
import { AREAS, PU_APPLICATIONS, PU_BRANDS, SILICA_INDUSTRIES, VISIOMER_MARKETS } from "../../shared/sites.ts";
import { randomCas } from "./cas.ts";
import { type ClassificationRegistry, effectId, MARKET_ROOT } from "./classifications.ts";
import { AREA_CATALOGUE, type AreaCatalogueSpec, type BrandSpec } from "./data/areas.ts";
import { REGIONS } from "./data/classification-names.ts";
import type { Localized } from "./data/localized.ts";
import { PACKAGING } from "./data/packaging.ts";
import {
  BOOLEAN_VALUES,
  CUSTOMS_TARIFFS,
  DANGEROUS_GOODS,
  GRADE_SUFFIXES,
  INCI_NAMES,
  PALLET_TYPES,
  REGISTRATION_REMARKS,
  REGISTRATION_STATUS,
  SALES_STATUS,
  SOLID_SITES,
} from "./data/product-values.ts";
import { type Draft, draft } from "./draft.ts";
import { packagingId, plantId } from "./plants.ts";
import {
  ATTRIBUTE_FIELDS,
  ATTRIBUTE_UNITS,
  type AttributeField,
  COSMETIC_ATTRIBUTES,
  NO_VALUE_MARKERS,
  YES_NO_ATTRIBUTES,
} from "./product-fields.ts";
import { registrationStatuses, typicalPropertyFields } from "./product-filter-fields.ts";
import { IdPool, type Random } from "./random.ts";

export interface ProductDraft extends Draft<ProductDocument> {
  site: string;
  brand: BrandSpec;
  /** Trade name without the generic type, e.g. `DABCO® 33-LV`. */
  tradeName: string;
}

const LIQUID_PACKS = [0, 1, 2, 6, 7, 10];
const SOLID_PACKS = [3, 4, 5, 8, 9, 11];

export function areaSpec(site: string): AreaCatalogueSpec {
  const spec = AREA_CATALOGUE.find((a) => a.site === site);
  if (!spec) throw new Error(`no catalogue data for area ${site}`);
  return spec;
}

/** Internal-only products per area, besides the area's public count. */
export const internalOnlyCount = (publicCount: number): number => Math.max(1, Math.round(publicCount * 0.05));

interface Values {
  en: Record<string, unknown>;
  de: Record<string, unknown>;
}

export function buildProducts(
  random: Random,
  classifications: ClassificationRegistry,
  contacts: readonly Draft<ContactDocument>[],
  scale = 1,
): ProductDraft[] {
  const ids = new IdPool(random, "PR_");
  const names = new Set<string>();
  const out: ProductDraft[] = [];
  let global = 0;

  for (const area of AREAS) {
    const spec = areaSpec(area.site);
    const count = area.productCount * scale;
    const internal = internalOnlyCount(count);
    const areaContacts = contacts.filter((c) => !c.internalOnly && c.doc.AT_Websites.includes(area.site));
    const parentPool: ProductDraft[][] = [[], []];
    for (let i = 0; i < count + internal; i++, global++) {
      const internalOnly = i >= count;
      const brand = pickBrand(random, spec, i);
      const tradeName = uniqueTradeName(random, brand, names);
      const type = random.pick(brand.types);
      const id = ids.next();
      const service = random.chance(spec.serviceShare);
      const solid = SOLID_SITES.includes(area.site);
      const links = linkRoutes(random, spec, i);
      const pairs = pairings(random, classifications, spec, links);
      // A scaled catalogue spreads an area's products over the copies of its plants.
      const plants = random
        .sample(spec.plants, random.int(1, Math.min(2, spec.plants.length)))
        .map((p) => plantId(p, (i % scale) + 1));
      const packs = service ? [] : random.sample(solid ? SOLID_PACKS : LIQUID_PACKS, random.int(1, 3)).map(packagingId);
      const values = attributeValues(random, spec, type, solid, global);
      // Some products are grades of another product of the same area and audience.
      // Kept per audience as the area grows: filtering every earlier product is quadratic at scale.
      const parentCandidates = parentPool[internalOnly ? 1 : 0] as ProductDraft[];
      const parent = parentCandidates.length > 0 && random.chance(0.1) ? random.pick(parentCandidates) : undefined;
      // Drawn in the order the demo has always drawn them, so every value stays the same run to run.
      const containers = typicalProperties(random, solid, area.site, global);
      const doc: ProductDocument = {
        ID: id,
        Name: `${tradeName} ${type.en}`,
        UserTypeID: service ? "ServiceProduct" : "Product",
        ClassificationReference: [
          { ClassificationID: MARKET_ROOT, Type: "Object2Root" },
          ...pairs.map((p) => ({ ClassificationID: p, Type: "Object2Parent" as const })),
        ],
        ProductCrossReference: parent ? [{ ProductId: parent.doc.ID, Type: "Object2Parent" }] : [],
        AssetCrossReference: [],
        DataContainers: containers,
        AT_Websites: internalOnly ? [area.site, "intranet"] : [area.site],
        AT_Visibility: internalOnly ? ["Internal"] : ["Public"],
        AT_AccessGroups: internalOnly
          ? ["Marketing", "Technical Service", `${spec.site}-team`]
          : random.chance(0.2)
            ? ["Everyone", "Distributors"]
            : ["Everyone"],
        AT_Brand: brand.slug,
        AT_Applications: links.applications,
        AT_Industries: links.industries,
        AT_Markets: links.markets,
        AT_Effects: random.sample(spec.effects, random.int(1, 2)).map(effectId),
        AT_Regions: random.sample(REGIONS, random.int(1, REGIONS.length)).map((r) => r.id),
        AT_Contacts: random.sample(areaContacts, random.int(1, 2)).map((c) => c.doc.ID),
        AT_Packaging_Value: global % 37 === 3 ? [] : packs,
        AT_ProductionPlant_Value: global % 41 === 5 ? [] : plants,
        AT_PalletScheme_Value: service || global % 29 === 7 ? [] : palletScheme(random),
        AT_RegistrationStatus: registrationStatuses(values.en),
        ...typicalPropertyFields(containers),
      };
      Object.assign(doc, values.en);
      const made: ProductDraft = {
        ...draft("products", doc, { Name: `${tradeName} ${type.de}`, ...values.de }, internalOnly),
        site: area.site,
        brand,
        tradeName,
      };
      out.push(made);
      parentCandidates.push(made);
    }
  }
  return out;
}

function pickBrand(random: Random, spec: AreaCatalogueSpec, i: number): BrandSpec {
  // pu-additives: every brand of the route table gets products, in turn.
  if (spec.site === "pu-additives") {
    const slug = PU_BRANDS[i % PU_BRANDS.length];
    const brand = spec.brands.find((b) => b.slug === slug);
    if (!brand) throw new Error(`no brand data for ${slug}`);
    return brand;
  }
  return i < spec.brands.length ? (spec.brands[i] as BrandSpec) : random.pick(spec.brands);
}

function uniqueTradeName(random: Random, brand: BrandSpec, used: Set<string>): string {
  const code = random.pick(brand.codes);
  const base = `${brand.mark}® ${code}`;
  const candidates = [base, ...random.sample(GRADE_SUFFIXES, GRADE_SUFFIXES.length).map((s) => `${base} ${s}`)];
  for (let n = 2; ; n++) {
    const name = candidates.shift() ?? `${base} ${n}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

interface RouteLinks {
  applications: string[];
  industries: string[];
  markets: string[];
}

/** Route parameter links; the i-th product of an area takes the i-th value in turn, so every value has products. */
function linkRoutes(random: Random, spec: AreaCatalogueSpec, i: number): RouteLinks {
  const roundRobin = (values: readonly string[], extra: number): string[] => {
    const first = values[i % values.length] as string;
    const more = random.sample(
      values.filter((v) => v !== first),
      extra,
    );
    return [first, ...more];
  };
  switch (spec.site) {
    case "pu-additives":
      return {
        applications: roundRobin(PU_APPLICATIONS, random.int(0, 2)),
        industries: [],
        markets: ["polyurethanes"],
      };
    case "silica-specialist": {
      // 12 products over 30 industries: each product takes several in turn.
      const industries = [0, 1, 2].map((k) => SILICA_INDUSTRIES[(i * 3 + k) % SILICA_INDUSTRIES.length] as string);
      return { applications: random.sample(spec.applications, random.int(1, 2)), industries, markets: [] };
    }
    case "visiomer":
      return {
        applications: [...spec.applications],
        industries: [],
        markets: roundRobin(VISIOMER_MARKETS, random.int(0, 3)),
      };
    default:
      return {
        applications: random.sample(spec.applications, random.int(1, 2)),
        industries: [],
        markets: random.sample(spec.markets, random.int(1, 2)),
      };
  }
}

function pairings(
  random: Random,
  classifications: ClassificationRegistry,
  spec: AreaCatalogueSpec,
  links: RouteLinks,
): string[] {
  const markets = spec.site === "silica-specialist" ? links.industries : links.markets;
  const pairs: string[] = [];
  for (const market of markets) {
    for (const application of links.applications) pairs.push(classifications.pairing(market, application));
  }
  return random.sample(pairs, 4);
}

function typicalProperties(random: Random, solid: boolean, site: string, global: number): DataContainerEntry[] {
  const entry = (Name: string, Value: string, Unit: string | null, Method: string | null): DataContainerEntry => ({
    Type: "TypicalProperties",
    Name,
    Value,
    Unit,
    Method,
  });
  if (solid) {
    const rows = [
      entry("Bulk density", String(random.int(50, 650)), "g/l", "DIN EN ISO 787-11"),
      entry("Moisture", String(random.float(0.1, 2.5)), "%", "ISO 787-2"),
    ];
    if (site === "silica-specialist")
      rows.push(entry("Specific surface area (BET)", String(random.int(50, 450)), "m²/g", "ISO 9277"));
    else rows.push(entry("Melting point", String(random.int(170, 345)), "°C", "ISO 11357"));
    return rows;
  }
  const density = random.float(0.85, 1.25, 3);
  const viscosity = random.int(5, 5000);
  // Some labs report in other units (the filter fields convert them), and some products have no viscosity on record.
  const rows = [
    global % 5 === 2
      ? entry("Density at 20 °C", String(Math.round(density * 1000)), "kg/m³", "DIN 51757")
      : entry("Density at 20 °C", density.toFixed(3), "g/cm³", "DIN 51757"),
    global % 4 === 1
      ? entry("Viscosity at 25 °C", (viscosity / 1000).toFixed(3), "Pa·s", "DIN EN ISO 3219")
      : entry("Viscosity at 25 °C", String(viscosity), "mPa·s", "DIN EN ISO 3219"),
    entry("Water content", String(random.float(0.05, 0.5, 2)), "%", "Karl Fischer"),
    entry("Appearance", random.pick(["clear liquid", "yellowish liquid", "colourless liquid"]), null, null),
  ];
  return global % 9 === 4 ? rows.filter((r) => !r.Name.startsWith("Viscosity")) : rows;
}

function palletScheme(random: Random): { Label: string; Value: string; Unit?: string }[] {
  const layers = random.int(2, 5);
  const perLayer = random.int(4, 12);
  return [
    { Label: "Layers per pallet", Value: String(layers) },
    { Label: "Units per layer", Value: String(perLayer) },
    { Label: "Units per pallet", Value: String(layers * perLayer) },
    { Label: "Pallet height", Value: String(random.int(900, 1600)), Unit: "mm" },
  ];
}

/** Every non-structural attribute value: drawn from the tables, then blanked or blacklisted on a fixed pattern. */
function attributeValues(
  random: Random,
  spec: AreaCatalogueSpec,
  type: Localized,
  solid: boolean,
  global: number,
): Values {
  const values: Values = { en: {}, de: {} };
  const pack = random.pick(solid ? SOLID_PACKS : LIQUID_PACKS);
  const net = PACKAGING[pack]?.capacity ?? 25;
  const tare = random.float(0.3, 25, 1);
  const goods = random.pick(DANGEROUS_GOODS);
  let j = 0;
  for (const a of ATTRIBUTE_FIELDS) {
    j++;
    let value = draw(random, a, { spec, type, solid, net, tare, goods });
    if ((global + j) % 11 === 0) value = null;
    else if (a.type === "Edm.String" && (global + 3 * j) % 13 === 1) {
      const entry = NO_VALUE_MARKERS[(global + j) % NO_VALUE_MARKERS.length] as string;
      value = global % 2 === 0 ? entry.toUpperCase() : entry;
    }
    const en = value !== null && typeof value === "object" && "en" in value ? value.en : value;
    const de = value !== null && typeof value === "object" && "de" in value ? value.de : undefined;
    values.en[a.valueField] = en;
    if (de !== undefined && de !== en) values.de[a.valueField] = de;
    if (a.unitField) values.en[a.unitField] = en === null ? null : (ATTRIBUTE_UNITS[a.key] ?? null);
  }
  return values;
}

interface DrawContext {
  spec: AreaCatalogueSpec;
  type: Localized;
  solid: boolean;
  net: number;
  tare: number;
  goods: (typeof DANGEROUS_GOODS)[number];
}

function draw(random: Random, a: AttributeField, c: DrawContext): Localized | string | number | null {
  if (a.key.startsWith("RegStatus")) return random.pick(REGISTRATION_STATUS);
  if (a.key.startsWith("RegRemark")) return random.chance(0.4) ? random.pick(REGISTRATION_REMARKS) : null;
  if (COSMETIC_ATTRIBUTES.has(a.key) && !c.spec.cosmetic) return null;
  if (YES_NO_ATTRIBUTES.has(a.key)) return random.pick(BOOLEAN_VALUES);
  switch (a.key) {
    case "CASNumber":
      return randomCas(random);
    case "SAPID":
      return String(random.int(10_000_000, 99_999_999));
    case "ProductType":
      return c.type;
    case "SalesStatus":
      return random.pick(SALES_STATUS);
    case "ShelfLife":
      return random.pick([12, 18, 24, 36]);
    case "FlashPoint":
      return c.solid ? null : random.int(35, 250);
    case "LeadTime":
      return random.pick([5, 7, 10, 14, 21, 28, 42]);
    case "MinOrderQuantity":
      return random.pick([25, 100, 200, 500, 1000]);
    case "GrossWeight":
      return Math.round((c.net + c.tare) * 10) / 10;
    case "NetWeight":
      return c.net;
    case "TareWeight":
      return c.tare;
    case "PackageLength":
      return random.int(400, 1200);
    case "PackageWidth":
      return random.int(300, 1000);
    case "PackageHeight":
      return random.int(300, 1150);
    case "PackageVolume":
      return random.float(5, 1000, 1);
    case "UnitsPerPallet":
      return random.pick([1, 4, 16, 20, 40, 48]);
    case "PalletType":
      return random.pick(PALLET_TYPES);
    case "PalletWeight":
      return random.int(250, 1250);
    case "ContainerLoad20ft":
      return random.int(12_000, 20_000);
    case "ContainerLoad40ft":
      return random.int(20_000, 26_000);
    case "TruckLoad":
      return random.int(18_000, 24_000);
    case "DangerousGoodsClass":
      return c.goods.cls;
    case "UNNumber":
      return c.goods.un;
    case "StorageTemperature":
      return random.pick([25, 30, 40]);
    case "CustomsTariffNumber":
      return random.pick(CUSTOMS_TARIFFS);
    case "BioBasedCarbon":
      return random.int(0, 100);
    case "RecycledContent":
      return random.int(0, 30);
    case "CarbonFootprint":
      return random.float(0.8, 6.5, 2);
    case "SustainabilityDate":
      return new Date(Date.UTC(2023, 0, 1) + random.int(0, 900) * 86_400_000).toISOString();
    case "INCIName":
      return random.pick(INCI_NAMES);
    default:
      throw new Error(`no value table for product attribute ${a.key}`);
  }
}
