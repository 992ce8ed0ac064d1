/**
 * The demo catalogue: every kind of search document of spec section 3 for
 * both audiences and both language contexts, plus the data-sheet, market-tree
 * and file tables the other emulators serve. Deterministic from the seed;
 * only formulation publication dates depend on `today`.
 */
import type { BaseDocument, ProductDocument } from "../../shared/catalogue/documents.ts";
import { fullIndexName, INDEX_NAMES, type IndexName } from "../../shared/catalogue/index-names.ts";
import type { Audience } from "../../shared/context.ts";
import type { IndexDefinition } from "../search/index-definition.ts";
import { buildArticles } from "./articles.ts";
import { buildAssets, isFlagshipProduct } from "./assets.ts";
import { ClassificationRegistry } from "./classifications.ts";
import { buildContacts } from "./contacts.ts";
import { buildDatasheets, type DatasheetEntry } from "./datasheets.ts";
import type { Draft } from "./draft.ts";
import { buildFormulations } from "./formulations.ts";
import { INDEX_DEFINITIONS } from "./index-definitions.ts";
import { buildPackagingMaterials, buildPlants } from "./plants.ts";
import { buildProducts } from "./products.ts";
import { Random } from "./random.ts";
import { buildRecoToolProducts } from "./recommendations.ts";
import { type CodeName, countryList, languageList } from "./reference-data.ts";
import { checkedScale } from "./scale.ts";
import { buildCompetitiveScout, buildThirdPartyProducts } from "./tools.ts";

export type { DatasheetEntry } from "./datasheets.ts";
export type { CodeName } from "./reference-data.ts";

export const DEFAULT_SEED = 20_240_901;

export interface CatalogueFile {
  title: string;
  language?: string;
  /** `application/pdf` unless stated (brand logos are SVG). */
  contentType?: string;
}

export interface Catalogue {
  /**
   * Per audience, per full index name (e.g. `products-en-us`), the documents.
   * Indexes share document objects where they are equal: treat them as read-only.
   */
  indexes: Record<Audience, Record<string, Record<string, unknown>[]>>;
  /** Index definitions by index kind (base index name), as the search service exports them. */
  definitions: Record<string, IndexDefinition>;
  /** Safety data sheets per product ID, per language and region. */
  datasheets: Record<string, DatasheetEntry[]>;
  /**
   * Classification entries the product connector answers for M2A_ ids: every
   * Market, Application and MarketApplication (en-us fields), each with
   * `Names: { "en-us": string; "de-de": string }`.
   */
  marketTree: Record<string, unknown>[];
  /** Every downloadable file (asset, data sheet, formulation and label PDFs, logos): path -> title. */
  files: Record<string, CatalogueFile>;
  countries: CodeName[];
  languages: CodeName[];
  /** ID of the internal-only product that is also (wrongly) in the public products index, for refusal tests. */
  internalProductInPublicIndex: string;
}

export interface CatalogueOptions {
  seed?: number | undefined;
  /** The day "new formulations" are measured from; defaults to now. */
  today?: Date | undefined;
  /** Size factor (scale.ts); 1, the default, is today's catalogue byte-for-byte. */
  scale?: number | undefined;
}

/** Builds the whole demo catalogue. Same seed and today give a deep-equal result. */
export function buildCatalogue(options: CatalogueOptions = {}): Catalogue {
  const root = new Random(options.seed ?? DEFAULT_SEED);
  const today = options.today ?? new Date();
  const scale = checkedScale(options.scale);

  const classifications = new ClassificationRegistry();
  const plants = buildPlants(classifications, scale);
  const packaging = buildPackagingMaterials();
  const contacts = buildContacts(root.fork("contacts"), scale);
  const products = buildProducts(root.fork("products"), classifications, contacts, scale);
  const { articles, labels } = buildArticles(root.fork("articles"), products, plants);
  const assets = buildAssets(root.fork("assets"), products, scale);
  const formulations = buildFormulations(root.fork("formulations"), products, today, scale);
  const thirdParties = buildThirdPartyProducts();
  const scout = buildCompetitiveScout(root.fork("scout"), classifications, products);
  const reco = buildRecoToolProducts(root.fork("reco"), products);
  const datasheets = buildDatasheets(root.fork("datasheets"), products, scale, (p) => isFlagshipProduct(p, scale));

  const all: Draft[] = [
    ...classifications.drafts,
    ...plants,
    ...packaging,
    ...contacts,
    ...products,
    ...articles,
    ...labels,
    ...assets,
    ...formulations,
    ...thirdParties,
    ...scout,
    ...reco,
  ];
  const leaked = products.find((p) => p.internalOnly);
  if (!leaked) throw new Error("no internal-only product");

  const files: Record<string, CatalogueFile> = {};
  for (const a of assets) {
    files[a.doc.AT_Url] = { title: a.doc.Name, language: languageCode(a.doc.AT_AssetLanguage[0]) };
  }
  for (const sheets of Object.values(datasheets)) {
    for (const s of sheets) files[s.url] = { title: s.fileName, language: s.language };
  }
  for (const f of formulations) {
    if (f.doc.AT_PdfUrl) files[f.doc.AT_PdfUrl] = { title: f.doc.Name, language: "en" };
    if (f.doc.AT_LogoUrl)
      files[f.doc.AT_LogoUrl] = { title: f.doc.AT_LogoUrl.split("/").pop() ?? "", contentType: "image/svg+xml" };
  }
  for (const l of labels) files[l.doc.AT_Url] = { title: l.doc.Name, language: "en" };

  return {
    indexes: {
      public: audienceIndexes(all, false, leaked),
      internal: audienceIndexes(all, true),
    },
    definitions: { ...INDEX_DEFINITIONS },
    datasheets,
    marketTree: classifications.drafts
      .filter((d) => ["Market", "Application", "MarketApplication"].includes(d.doc.UserTypeID))
      .map((d) => ({ ...d.doc, Names: { "en-us": d.doc.Name, "de-de": d.de.Name ?? d.doc.Name } })),
    files,
    countries: countryList(),
    languages: languageList(),
    internalProductInPublicIndex: leaked.doc.ID,
  };
}

function audienceIndexes(
  all: readonly Draft[],
  internal: boolean,
  leaked?: Draft<ProductDocument>,
): Record<string, Record<string, unknown>[]> {
  const visible = all.filter((d) => internal || !d.internalOnly);
  const ids = new Set(visible.map((d) => d.doc.ID));
  const docs = leaked ? [...visible, leaked] : visible;
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const name of INDEX_NAMES) {
    out[fullIndexName(name, "en-us")] = [];
    out[fullIndexName(name, "de-de")] = [];
  }
  for (const d of docs) {
    const en = internal ? d.doc : withoutHidden(d.doc, ids);
    push(out, d.index, "en-us", en);
    push(out, d.index, "de-de", Object.keys(d.de).length === 0 ? en : { ...en, ...d.de });
  }
  return out;
}

function push(
  out: Record<string, Record<string, unknown>[]>,
  index: IndexName,
  context: "en-us" | "de-de",
  doc: object,
) {
  out[fullIndexName(index, context)]?.push(doc as Record<string, unknown>);
}

/**
 * The document without references to documents the audience cannot see: the
 * same object when it has none (most documents), else a trimmed copy.
 */
function withoutHidden<T extends BaseDocument>(doc: T, visible: ReadonlySet<string>): T {
  const record = doc as unknown as Record<string, unknown>;
  const visibleId = (id: string) => visible.has(id);
  const trimmed: Record<string, unknown> = {};
  const productRefs = doc.ProductCrossReference.filter((r) => visibleId(r.ProductId));
  if (productRefs.length !== doc.ProductCrossReference.length) trimmed.ProductCrossReference = productRefs;
  if (Array.isArray(record.AssetCrossReference)) {
    const refs = record.AssetCrossReference as { AssetId: string }[];
    const kept = refs.filter((r) => visibleId(r.AssetId));
    if (kept.length !== refs.length) trimmed.AssetCrossReference = kept;
  }
  for (const field of ["AT_Products", "AT_Contacts"]) {
    const ids = record[field];
    if (!Array.isArray(ids)) continue;
    const kept = (ids as string[]).filter(visibleId);
    if (kept.length !== ids.length) trimmed[field] = kept;
  }
  return Object.keys(trimmed).length === 0 ? doc : ({ ...record, ...trimmed } as unknown as T);
}

const LANGUAGE_CODES: Record<string, string> = {
  English: "en",
  German: "de",
  Chinese: "zh",
  Spanish: "es",
  Portuguese: "pt",
};
const languageCode = (name: string | undefined) => LANGUAGE_CODES[name ?? "English"] ?? "en";
