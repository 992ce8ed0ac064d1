/** Plant documents, each linked to its region (Plant2Region). */
import type { PackagingMaterialDocument, PlantDocument } from "../../shared/catalogue/documents.ts";
import type { ClassificationRegistry } from "./classifications.ts";
import { PACKAGING } from "./data/packaging.ts";
import { PLANTS } from "./data/plants.ts";
import { type Draft, draft } from "./draft.ts";
import { pad } from "./random.ts";

/**
 * A plant's ID; `copy` 2..N names the further plants of a scaled catalogue
 * (scale.ts), which stand beside the original on the same site and region.
 */
export const plantId = (abbreviation: string, copy = 1): string => {
  const spec = PLANTS.find((p) => p.abbreviation === abbreviation);
  if (!spec) throw new Error(`unknown plant ${abbreviation}`);
  return `PL_${spec.sapCode}${copySuffix(copy)}`;
};

const copySuffix = (copy: number) => (copy === 1 ? "" : `-${copy}`);

export function buildPlants(classifications: ClassificationRegistry, scale = 1): Draft<PlantDocument>[] {
  const copies = Array.from({ length: scale }, (_, k) => k + 1);
  return copies.flatMap((copy) => PLANTS.map((p) => plant(classifications, p, copy)));
}

function plant(classifications: ClassificationRegistry, p: (typeof PLANTS)[number], copy: number) {
  const region = classifications.name(p.region);
  const suffix = copySuffix(copy);
  const named = (name: string) => (copy === 1 ? name : `${name} ${copy}`);
  return draft<PlantDocument>(
    "plants",
    {
      ID: plantId(p.abbreviation, copy),
      Name: named(p.name),
      UserTypeID: "Plant",
      ClassificationReference: [{ ClassificationID: p.region, Type: "Plant2Region", Name: region.en }],
      ProductCrossReference: [],
      AT_SAP_LocationName: p.sapLocation === null ? null : named(p.sapLocation),
      AT_Abbreviation: `${p.abbreviation}${suffix}`,
      AT_CountryCode: p.country,
      AT_SAPPlantCode: `${p.sapCode}${suffix}`,
    },
    { ClassificationReference: [{ ClassificationID: p.region, Type: "Plant2Region", Name: region.de }] },
  );
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
