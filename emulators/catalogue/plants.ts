/** Plant documents, each linked to its region (Plant2Region). */
import type { PackagingMaterialDocument, PlantDocument } from "../../shared/catalogue/documents.ts";
import type { ClassificationRegistry } from "./classifications.ts";
import { PACKAGING } from "./data/packaging.ts";
import { PLANTS } from "./data/plants.ts";
import { type Draft, draft } from "./draft.ts";
import { pad } from "./random.ts";

export const plantId = (abbreviation: string): string => {
  const spec = PLANTS.find((p) => p.abbreviation === abbreviation);
  if (!spec) throw new Error(`unknown plant ${abbreviation}`);
  return `PL_${spec.sapCode}`;
};

export function buildPlants(classifications: ClassificationRegistry): Draft<PlantDocument>[] {
  return PLANTS.map((p) => {
    const region = classifications.name(p.region);
    return draft<PlantDocument>(
      "plants",
      {
        ID: plantId(p.abbreviation),
        Name: p.name,
        UserTypeID: "Plant",
        ClassificationReference: [{ ClassificationID: p.region, Type: "Plant2Region", Name: region.en }],
        ProductCrossReference: [],
        AT_SAP_LocationName: p.sapLocation,
        AT_Abbreviation: p.abbreviation,
        AT_CountryCode: p.country,
        AT_SAPPlantCode: p.sapCode,
      },
      { ClassificationReference: [{ ClassificationID: p.region, Type: "Plant2Region", Name: region.de }] },
    );
  });
}

export const packagingId = (index: number): string => `PM_${pad(index + 1, 8)}`;

export function buildPackagingMaterials(): Draft<PackagingMaterialDocument>[] {
  return PACKAGING.map((p, i) =>
    draft<PackagingMaterialDocument>(
      "packagingmaterials",
      {
        ID: packagingId(i),
        Name: p.name.en,
        UserTypeID: "PackagingMaterial",
        ClassificationReference: [],
        ProductCrossReference: [],
        AT_Material: p.material,
        AT_Capacity_Value: p.capacity,
        AT_Capacity_Unit: p.unit,
        AT_UNApproved: p.unApproved,
      },
      { Name: p.name.de },
    ),
  );
}
