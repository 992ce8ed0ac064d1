import type {
  ArticleDocument,
  AssetDocument,
  ContactDocument,
  PackagingMaterialDocument,
  PlantDocument,
  ProductDocument,
} from "../../shared/catalogue/documents";
import type { Audience } from "../../shared/context";
import { eq } from "../../shared/search/odata";
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
 * Plants, assets, contacts, packaging, articles and classification names of a
 * product: one batched `search.in` query per index, all in parallel (plus one
 * for plant regions the plant documents do not name). Deferred data: the
 * page streams it after the shell. Cache strategy: reference for plants and
 * classifications, catalogue for the rest.
 */
export async function loadRelations(
  client: SearchClient,
  product: ProductDocument,
  audience: Audience,
): Promise<ProductRelations> {
  const assetIds = (product.AssetCrossReference ?? []).map((r) => r.AssetId);
  const classificationIds = [...strings(product.AT_Effects), ...strings(product.AT_Regions)];
  const [plantDocs, assets, contacts, packaging, articles, classificationDocs] = await Promise.all([
    findByIds<PlantDocument>(client, "plants", plantIdsOf(product), { cache: "reference" }),
    findByIds<AssetDocument>(client, "assets", assetIds),
    findByIds<ContactDocument>(client, "contacts", strings(product.AT_Contacts)),
    findByIds<PackagingMaterialDocument>(client, "packagingmaterials", strings(product.AT_Packaging_Value)),
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
    });
    for (const r of regions) classifications.set(r.ID, r.Name);
  }
  const plants = plantDocs.map((plant) => {
    const region = regionOf(plant);
    const regionName = region ? (region.Name ?? classifications.get(region.ClassificationID)) : undefined;
    return { id: plant.ID, name: plantDisplayName(plant, regionName) };
  });

  // The public never sees documents meant for internal use, whatever the index holds.
  const visibleAssets =
    audience === "public"
      ? assets.filter((a) => !Array.isArray(a.AT_Visibility) || a.AT_Visibility.includes("Public"))
      : assets;
  return { plants, assets: visibleAssets, contacts, packaging, articles, classifications };
}
