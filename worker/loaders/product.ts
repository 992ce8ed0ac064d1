import type {
  ArticleDocument,
  AssetDocument,
  ContactDocument,
  PackagingMaterialDocument,
  PlantDocument,
  ProductDocument,
} from "../../shared/catalogue/documents";
import {
  DEFAULT_DOCUMENTS_PER_PAGE,
  type DocumentsPlan,
  firstDocumentsPage,
} from "../../shared/catalogue/documents-paging";
import type { Audience } from "../../shared/context";
import { and, any, eq, searchIn } from "../../shared/search/odata";
import { plantDisplayName } from "../../shared/search/plant-name";
import type { ProductRelations } from "../model/product";
import type { SearchClient } from "../services/search/client";
import { findById, findByIds, kindFilter } from "../services/search/queries";

/**
 * Whether the audience may see the product on the site. The public audience
 * needs `Public` in AT_Visibility whatever index answered; a product must list
 * the site in AT_Websites, except on the intranet area, which shows them all.
 */
export function productVisibleOn(product: ProductDocument, site: string, audience: Audience): boolean {
  const visibility = Array.isArray(product.AT_Visibility) ? product.AT_Visibility : [];
  if (audience === "public" && !visibility.includes("Public")) return false;
  if (audience === "internal" && site === "intranet") return true;
  return Array.isArray(product.AT_Websites) && product.AT_Websites.includes(site);
}

/** The product document (critical: the page is a 404 without it). Cache strategy: catalogue. */
export function loadProduct(client: SearchClient, productId: string): Promise<ProductDocument | null> {
  return findById<ProductDocument>(client, "products", productId, { cache: "catalogue" });
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : [];

/** Plant IDs of a product: its Production Plant attribute and its plant cross-references. */
export function plantIdsOf(product: ProductDocument): string[] {
  const fromRefs = (product.ProductCrossReference ?? [])
    .filter((r) => r.Type === "Article2ProductionPlant" || r.Type === "Asset2ProductionPlant")
    .map((r) => r.ProductId);
  return [...new Set([...strings(product.AT_ProductionPlant_Value), ...fromRefs])];
}

/**
 * IDs of the documents (assets) the audience may see of a product, as its
 * document names them: restricted documents are for the intranet only. Their
 * number bounds the pages of documents before any document is loaded.
 */
export function documentIdsOf(product: ProductDocument, audience: Audience): string[] {
  const refs = product.AssetCrossReference ?? [];
  const shown = audience === "public" ? refs.filter((r) => r.Type !== "RestrictedDocument") : refs;
  return [...new Set(shown.map((r) => r.AssetId))];
}

/**
 * One page of a product's documents and how many there are: one search,
 * ordered by type and name so the pages neither overlap nor miss one, however
 * many hundreds the product has. The public never sees documents meant for
 * internal use, whatever the index holds; the filter says so, so the count
 * does too. No call for a product without documents. Cache strategy: catalogue.
 */
export async function loadDocumentsPage(
  client: SearchClient,
  ids: readonly string[],
  audience: Audience,
  plan: DocumentsPlan,
): Promise<{ assets: AssetDocument[]; total: number }> {
  if (ids.length === 0) return { assets: [], total: 0 };
  const answer = await client.search<AssetDocument>("assets", {
    filter: kindFilter(
      "assets",
      and(searchIn("ID", ids), audience === "public" ? any("AT_Visibility", undefined, "eq", "Public") : undefined),
    ),
    top: plan.top,
    skip: plan.skip,
    orderby: ["AssetType asc", "Name asc", "ID asc"],
    cache: "catalogue",
  });
  return { assets: answer.value, total: answer.count };
}

/**
 * Plants, assets, contacts, packaging, articles and classification names of a
 * product: one batched `search.in` query per index, all in parallel (plus one
 * for plant regions the plant documents do not name); of the assets one page
 * (`documents`, the first page of the default size when not given). Deferred
 * data: the page streams it after the shell. Cache strategy: reference for
 * plants and classifications, catalogue for the rest; plants, contacts,
 * packaging and classification names are also held by ID (ADR 0085), since
 * most products name ones an earlier page named.
 */
export async function loadRelations(
  client: SearchClient,
  product: ProductDocument,
  audience: Audience,
  documents?: DocumentsPlan,
): Promise<ProductRelations> {
  const assetIds = documentIdsOf(product, audience);
  const plan = documents ?? firstDocumentsPage(assetIds.length, DEFAULT_DOCUMENTS_PER_PAGE);
  const classificationIds = [...strings(product.AT_Effects), ...strings(product.AT_Regions)];
  const [plantDocs, assets, contacts, packaging, articles, classificationDocs] = await Promise.all([
    findByIds<PlantDocument>(client, "plants", plantIdsOf(product), { cache: "reference", heldById: true }),
    loadDocumentsPage(client, assetIds, audience, plan),
    findByIds<ContactDocument>(client, "contacts", strings(product.AT_Contacts), { heldById: true }),
    findByIds<PackagingMaterialDocument>(client, "packagingmaterials", strings(product.AT_Packaging_Value), {
      heldById: true,
    }),
    client
      .search<ArticleDocument>("articles", {
        filter: kindFilter("articles", eq("AT_ProductId", product.ID)),
        top: 1000,
        orderby: ["ID asc"],
      })
      .then((a) => a.value),
    findByIds<{ ID: string; Name: string }>(client, "classifications", classificationIds, {
      select: ["ID", "Name"],
      cache: "reference",
      heldById: true,
    }),
  ]);
  const classifications = new Map(classificationDocs.map((d) => [d.ID, d.Name]));

  // Plant regions: the reference usually carries the name; look up the rest.
  const regionOf = (plant: PlantDocument) =>
    (plant.ClassificationReference ?? []).find((r) => r.Type === "Plant2Region");
  const missing = plantDocs
    .map(regionOf)
    .filter((r) => r && !r.Name && !classifications.has(r.ClassificationID))
    .map((r) => r?.ClassificationID as string);
  if (missing.length) {
    const regions = await findByIds<{ ID: string; Name: string }>(client, "classifications", missing, {
      select: ["ID", "Name"],
      cache: "reference",
      heldById: true,
    });
    for (const r of regions) classifications.set(r.ID, r.Name);
  }
  const plants = plantDocs.map((plant) => {
    const region = regionOf(plant);
    const regionName = region ? (region.Name ?? classifications.get(region.ClassificationID)) : undefined;
    return { id: plant.ID, name: plantDisplayName(plant, regionName) };
  });

  return {
    plants,
    assets: assets.assets,
    assetsTotal: assets.total,
    documents: plan,
    contacts,
    packaging,
    articles,
    classifications,
  };
}
