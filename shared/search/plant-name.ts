/** The plant fields the display name reads (spec section 3, Plant). */
export interface PlantNameFields {
  Name?: string | null;
  AT_SAP_LocationName?: string | null;
  AT_Abbreviation?: string | null;
}

/**
 * Display name of a production plant: the SAP location name (or Name), then
 * `, ` and the region classification name when present, then the abbreviation
 * in brackets. `Marl, Europe (MRL)`.
 */
export function plantDisplayName(plant: PlantNameFields, regionName?: string | null): string {
  const base = plant.AT_SAP_LocationName?.trim() || plant.Name?.trim() || "";
  const region = regionName?.trim();
  const abbreviation = plant.AT_Abbreviation?.trim();
  let name = base;
  if (region) name = name ? `${name}, ${region}` : region;
  if (abbreviation) name = name ? `${name} (${abbreviation})` : `(${abbreviation})`;
  return name;
}
