/**
 * Articles (a product in one pack from one plant) and the labels printed for
 * them (plant, product, label number, layout type).
 */
import type { ArticleDocument, LabelDocument, PlantDocument } from "../../shared/catalogue/documents.ts";
import { PACKAGING } from "./data/packaging.ts";
import { type Draft, draft } from "./draft.ts";
import { packagingId } from "./plants.ts";
import type { ProductDraft } from "./products.ts";
import { IdPool, type Random } from "./random.ts";

const LAYOUT_TYPES: readonly string[] = [
  "GHS Standard",
  "GHS Small Pack",
  "Bulk Placard",
  "Export China",
  "DG Combination",
];

export function buildArticles(
  random: Random,
  products: readonly ProductDraft[],
  plants: readonly Draft<PlantDocument>[],
): { articles: Draft<ArticleDocument>[]; labels: Draft<LabelDocument>[] } {
  const articleIds = new IdPool(random, "AR_");
  const labelIds = new IdPool(random, "LB_");
  const labelNumbers = new IdPool(random, "LBL-", 6);
  const articles: Draft<ArticleDocument>[] = [];
  const labels: Draft<LabelDocument>[] = [];
  const plantNames = new Map(plants.map((p) => [p.doc.ID, p.doc.AT_SAP_LocationName ?? p.doc.Name]));

  for (const p of products) {
    const packs = p.doc.AT_Packaging_Value as string[];
    const productPlants = p.doc.AT_ProductionPlant_Value as string[];
    if (p.doc.UserTypeID === "ServiceProduct" || packs.length === 0 || productPlants.length === 0) continue;
    for (const pack of packs) {
      const spec = PACKAGING[Number(pack.slice(3)) - 1];
      if (!spec || packagingId(PACKAGING.indexOf(spec)) !== pack) throw new Error(`unknown packaging ${pack}`);
      const plant = random.pick(productPlants);
      const id = articleIds.next();
      articles.push(
        draft<ArticleDocument>(
          "articles",
          {
            ID: id,
            Name: `${p.tradeName} ${spec.name.en}`,
            UserTypeID: "Article",
            ClassificationReference: [],
            ProductCrossReference: [
              { ProductId: p.doc.ID, Type: "Object2Parent" },
              { ProductId: plant, Type: "Article2ProductionPlant" },
            ],
            AT_ProductId: p.doc.ID,
            AT_SAPArticleNumber: String(random.int(100_000_000, 999_999_999)),
            AT_PackagingMaterialId: pack,
            AT_PackSize_Value: spec.capacity,
            AT_PackSize_Unit: spec.unit,
            AT_PlantId: plant,
            AT_Websites: [...p.doc.AT_Websites],
            AT_Visibility: [...p.doc.AT_Visibility],
          },
          { Name: `${p.tradeName} ${spec.name.de}` },
          p.internalOnly,
        ),
      );
      if (random.chance(0.5)) {
        const label = labelNumbers.next();
        const labelId = labelIds.next();
        labels.push(
          draft<LabelDocument>(
            "labels",
            {
              ID: labelId,
              Name: `${label} ${p.tradeName}`,
              UserTypeID: "Label",
              ClassificationReference: [],
              ProductCrossReference: [
                { ProductId: p.doc.ID, Type: "Object2Parent" },
                { ProductId: plant, Type: "Article2ProductionPlant" },
              ],
              AT_PlantId: plant,
              AT_PlantName: plantNames.get(plant) ?? plant,
              AT_ProductId: p.doc.ID,
              AT_ProductName: p.doc.Name,
              AT_Label: label,
              AT_LayoutType: random.pick(LAYOUT_TYPES),
              AT_Url: `/files/labels/${labelId}.pdf`,
            },
            { AT_ProductName: String(p.de.Name ?? p.doc.Name) },
            p.internalOnly,
          ),
        );
      }
    }
  }
  return { articles, labels };
}
