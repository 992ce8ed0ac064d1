/**
 * Downloadable documents: technical and safety data sheets per product,
 * certificates per area and plant, brochures per area and per route parameter
 * value, and restricted documents only the internal audience sees. Each asset
 * is linked back from its products' AssetCrossReference.
 */
import type { AssetDocument, AssetReferenceType } from "../../shared/catalogue/documents.ts";
import { AREAS, PU_APPLICATIONS, SILICA_INDUSTRIES, VISIOMER_MARKETS } from "../../shared/sites.ts";
import { APPLICATION_NAMES, MARKET_NAMES } from "./data/classification-names.ts";
import { L, type Localized } from "./data/localized.ts";
import { PLANTS } from "./data/plants.ts";
import { type Draft, draft } from "./draft.ts";
import { plantId } from "./plants.ts";
import { areaSpec, type ProductDraft } from "./products.ts";
import { IdPool, type Random } from "./random.ts";

interface Kind {
  assetType: string;
  reference: AssetReferenceType;
  label: Localized;
  short: string;
}

const TDS: Kind = {
  assetType: "Technical Data Sheet",
  reference: "TechnicalDataSheet",
  label: L("Technical Data Sheet", "Technisches Datenblatt"),
  short: "TDS",
};
const SDS: Kind = {
  assetType: "Safety Data Sheet",
  reference: "SafetyDataSheet",
  label: L("Safety Data Sheet", "Sicherheitsdatenblatt"),
  short: "SDS",
};
const CERT: Kind = {
  assetType: "Certificate",
  reference: "Certificate",
  label: L("Certificate", "Zertifikat"),
  short: "CERT",
};
const BROCHURE: Kind = {
  assetType: "Brochure",
  reference: "Brochure",
  label: L("Brochure", "Broschüre"),
  short: "BRO",
};
const RESTRICTED: Kind = {
  assetType: "Restricted Document",
  reference: "RestrictedDocument",
  label: L("Restricted Document", "Vertrauliches Dokument"),
  short: "INT",
};

const LANGUAGES: readonly { name: string; code: string }[] = [
  { name: "English", code: "en" },
  { name: "German", code: "de" },
  { name: "Chinese", code: "zh" },
  { name: "Spanish", code: "es" },
  { name: "Portuguese", code: "pt" },
];

const CERTIFICATES: readonly { sub: string; name: Localized; areas?: readonly string[] }[] = [
  { sub: "ISO 9001", name: L("ISO 9001 Quality Management", "ISO 9001 Qualitätsmanagement") },
  { sub: "ISO 14001", name: L("ISO 14001 Environmental Management", "ISO 14001 Umweltmanagement") },
  { sub: "ISO 50001", name: L("ISO 50001 Energy Management", "ISO 50001 Energiemanagement") },
  { sub: "Halal", name: L("Halal Certificate", "Halal-Zertifikat"), areas: ["personal-care", "silica-specialist"] },
  { sub: "Kosher", name: L("Kosher Certificate", "Koscher-Zertifikat"), areas: ["personal-care", "silica-specialist"] },
  { sub: "COSMOS", name: L("COSMOS Approval", "COSMOS-Zulassung"), areas: ["personal-care"] },
  { sub: "RSPO", name: L("RSPO Supply Chain Certificate", "RSPO-Lieferkettenzertifikat"), areas: ["personal-care"] },
  { sub: "FAMI-QS", name: L("FAMI-QS Feed Safety", "FAMI-QS Futtermittelsicherheit"), areas: ["silica-specialist"] },
  {
    sub: "FSSC 22000",
    name: L("FSSC 22000 Food Safety", "FSSC 22000 Lebensmittelsicherheit"),
    areas: ["silica-specialist"],
  },
  {
    sub: "IATF 16949",
    name: L("IATF 16949 Automotive Quality", "IATF 16949 Automobilqualität"),
    areas: ["vestamid", "vestodur", "trogamid", "vestakeep", "pu-additives"],
  },
  { sub: "REACH Statement", name: L("REACH Compliance Statement", "REACH-Konformitätserklärung") },
];

const RESTRICTED_DOCS: readonly { sub: string; name: Localized }[] = [
  { sub: "Regulatory Dossier", name: L("Regulatory Dossier", "Regulatorisches Dossier") },
  { sub: "Sales Argumentation", name: L("Sales Argumentation", "Verkaufsargumentation") },
  { sub: "Price Information", name: L("Price Information", "Preisinformation") },
];

const BASE_DATE = Date.UTC(2025, 5, 30);

const fileSafe = (s: string) =>
  s
    .replace(/®/g, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/** Flagship products per area at scale N > 1; each carries FLAGSHIP_DOCUMENTS_PER_SCALE x N further documents. */
export const FLAGSHIPS_PER_AREA = 2;
export const FLAGSHIP_DOCUMENTS_PER_SCALE = 12;

/** Regions a flagship's regional safety data sheets are issued for. */
const SDS_REGIONS = ["EU", "US", "CA", "MX", "BR", "CN", "JP", "KR", "TW", "AU", "NZ", "UK", "CH", "TR", "VN", "PH"];

/** Whether a product is one of the flagships `buildAssets` gave many documents (scale > 1 only). */
export function isFlagshipProduct(product: ProductDraft, scale: number): boolean {
  return scale > 1 && product.doc.AssetCrossReference.length >= FLAGSHIP_DOCUMENTS_PER_SCALE * scale;
}

export function buildAssets(random: Random, products: readonly ProductDraft[], scale = 1): Draft<AssetDocument>[] {
  const ids = new IdPool(random, "AS_");
  const out: Draft<AssetDocument>[] = [];
  const byId = new Map(products.map((p) => [p.doc.ID, p]));

  const add = (
    kind: Kind,
    sub: string,
    name: Localized,
    o: {
      products: readonly ProductDraft[];
      websites: readonly string[];
      plants: readonly string[];
      language?: (typeof LANGUAGES)[number] | undefined;
      internalOnly?: boolean;
      applications?: string[];
      industries?: string[];
      markets?: string[];
    },
  ) => {
    const id = ids.next();
    const language = o.language ?? LANGUAGES[0];
    const languages = random.chance(0.15) && !o.language ? ["English", "German"] : [language?.name ?? "English"];
    const internalOnly = o.internalOnly ?? false;
    const doc: AssetDocument = {
      ID: id,
      Name: `${kind.label.en} ${name.en}`,
      UserTypeID: "Asset",
      ClassificationReference: [],
      ProductCrossReference: [
        ...o.plants.map((p) => ({ ProductId: p, Type: "Asset2ProductionPlant" as const })),
        ...(o.products.length === 1
          ? [{ ProductId: o.products[0]?.doc.ID ?? "", Type: "Object2Parent" as const }]
          : []),
      ],
      AssetType: kind.assetType,
      AT_SubTypeMerged: sub === kind.assetType ? sub : `${kind.assetType} - ${sub}`,
      AT_AssetLanguage: languages,
      AT_FileName: `${kind.short}_${fileSafe(name.en)}_${(language?.code ?? "en").toUpperCase()}.pdf`,
      AT_Url: `/files/assets/${id}.pdf`,
      AT_FileSizeKB: random.int(80, 4800),
      AT_PublicationDate: new Date(BASE_DATE - random.int(0, 1500) * 86_400_000).toISOString(),
      AT_Websites: [...o.websites, ...(internalOnly ? ["intranet"] : [])],
      AT_Visibility: internalOnly ? ["Internal"] : ["Public"],
      AT_Products: o.products.map((p) => p.doc.ID),
      AT_Applications: o.applications ?? [],
      AT_Industries: o.industries ?? [],
      AT_Markets: o.markets ?? [],
    };
    out.push(draft("assets", doc, { Name: `${kind.label.de} ${name.de}` }, internalOnly));
    for (const p of o.products) {
      byId.get(p.doc.ID)?.doc.AssetCrossReference.push({ AssetId: id, Type: kind.reference });
    }
  };

  for (const p of products) {
    const name = L(p.tradeName, p.tradeName);
    const plants = p.doc.AT_ProductionPlant_Value as string[];
    if (random.chance(0.8)) {
      add(TDS, TDS.assetType, name, {
        products: [p],
        websites: [p.site],
        plants,
        internalOnly: p.internalOnly,
        language: LANGUAGES[0],
      });
      if (random.chance(0.3)) {
        add(TDS, TDS.assetType, name, {
          products: [p],
          websites: [p.site],
          plants,
          internalOnly: p.internalOnly,
          language: LANGUAGES[1],
        });
      }
    }
    if (random.chance(0.25)) {
      add(SDS, "EU", name, {
        products: [p],
        websites: [p.site],
        plants,
        internalOnly: p.internalOnly,
        language: random.pick(LANGUAGES),
      });
    }
    if (p.internalOnly || random.chance(0.08)) {
      const r = random.pick(RESTRICTED_DOCS);
      add(RESTRICTED, r.sub, L(`${r.name.en} ${p.tradeName}`, `${r.name.de} ${p.tradeName}`), {
        products: [p],
        websites: [p.site],
        plants: [],
        internalOnly: true,
      });
    }
  }

  for (const area of AREAS) {
    const spec = areaSpec(area.site);
    const areaProducts = products.filter((p) => p.site === area.site && !p.internalOnly);
    for (const c of CERTIFICATES) {
      if (c.areas && !c.areas.includes(area.site)) continue;
      const plant = random.pick(spec.plants);
      const site = PLANTS.find((p) => p.abbreviation === plant);
      const where = site?.sapLocation ?? site?.name ?? plant;
      add(CERT, c.sub, L(`${c.name.en}, ${area.title}, ${where}`, `${c.name.de}, ${area.title}, ${where}`), {
        products: random.sample(areaProducts, random.int(3, 15)),
        websites: [area.site],
        plants: [plantId(plant)],
        language: random.pick(LANGUAGES.slice(0, 2)),
      });
    }
    add(BROCHURE, "Product Overview", L(`${area.title} Product Overview`, `${area.title} Produktübersicht`), {
      products: areaProducts.slice(0, 20),
      websites: [area.site],
      plants: [],
    });
    add(BROCHURE, "Company Profile", L(`${area.title} at a Glance`, `${area.title} auf einen Blick`), {
      products: [],
      websites: [area.site],
      plants: [],
      language: LANGUAGES[1],
    });
  }

  const brochureFor = (
    site: string,
    field: "applications" | "industries" | "markets",
    slug: string,
    title: Localized,
  ) => {
    const matching = products.filter(
      (p) => p.site === site && !p.internalOnly && (p.doc[fieldName(field)] as string[]).includes(slug),
    );
    add(BROCHURE, "Application Guide", title, {
      products: matching.slice(0, 10),
      websites: [site],
      plants: [],
      [field]: [slug],
    });
  };
  for (const app of PU_APPLICATIONS) {
    const n = APPLICATION_NAMES[app] ?? L(app, app);
    brochureFor("pu-additives", "applications", app, L(`Additives for ${n.en}`, `Additive für ${n.de}`));
  }
  for (const industry of SILICA_INDUSTRIES) {
    const n = MARKET_NAMES[industry] ?? L(industry, industry);
    brochureFor("silica-specialist", "industries", industry, L(`Silica for ${n.en}`, `Kieselsäuren für ${n.de}`));
  }
  for (const market of VISIOMER_MARKETS) {
    const n = MARKET_NAMES[market] ?? L(market, market);
    brochureFor("visiomer", "markets", market, L(`Methacrylates for ${n.en}`, `Methacrylate für ${n.de}`));
  }

  // Drawn after everything else, and only at scale > 1, so scale 1 draws exactly what it drew before.
  if (scale > 1) {
    for (const area of AREAS) {
      const areaProducts = products.filter((p) => p.site === area.site && !p.internalOnly);
      for (const p of random.sample(areaProducts, FLAGSHIPS_PER_AREA)) {
        const plants = p.doc.AT_ProductionPlant_Value as string[];
        for (let k = 0; k < FLAGSHIP_DOCUMENTS_PER_SCALE * scale; k++) {
          const language = LANGUAGES[k % LANGUAGES.length];
          const edition = Math.floor(k / LANGUAGES.length);
          const o = { products: [p], websites: [p.site], plants, language };
          if (k % 3 === 0) {
            // Regional safety data sheets: one per region and language, in successive revisions.
            const region = SDS_REGIONS[edition % SDS_REGIONS.length] ?? "EU";
            const revision = Math.floor(edition / SDS_REGIONS.length) + 1;
            add(
              SDS,
              region,
              L(`${p.tradeName} ${region} rev. ${revision}`, `${p.tradeName} ${region} Rev. ${revision}`),
              o,
            );
          } else if (k % 3 === 1) {
            add(
              TDS,
              TDS.assetType,
              L(`${p.tradeName} edition ${edition + 1}`, `${p.tradeName} Ausgabe ${edition + 1}`),
              o,
            );
          } else {
            const c = CERTIFICATES[edition % CERTIFICATES.length] ?? CERTIFICATES[0];
            if (!c) continue;
            const where = plants[edition % Math.max(1, plants.length)] ?? area.title;
            add(CERT, c.sub, L(`${c.name.en}, ${p.tradeName}, ${where}`, `${c.name.de}, ${p.tradeName}, ${where}`), o);
          }
        }
      }
    }
  }
  return out;
}

function fieldName(
  field: "applications" | "industries" | "markets",
): "AT_Applications" | "AT_Industries" | "AT_Markets" {
  return field === "applications" ? "AT_Applications" : field === "industries" ? "AT_Industries" : "AT_Markets";
}
