/** Production sites. A null SAP location name exercises the display-name fallback to Name. */
export interface PlantSpec {
  abbreviation: string;
  name: string;
  sapLocation: string | null;
  country: string;
  region: string;
  sapCode: string;
}

export const PLANTS: readonly PlantSpec[] = [
  {
    abbreviation: "MRL",
    name: "Marl Chemical Park",
    sapLocation: "Marl",
    country: "DE",
    region: "RG_EMEA",
    sapCode: "DE01",
  },
  {
    abbreviation: "ESS",
    name: "Essen Goldschmidtstrasse",
    sapLocation: "Essen",
    country: "DE",
    region: "RG_EMEA",
    sapCode: "DE02",
  },
  {
    abbreviation: "WES",
    name: "Wesseling",
    sapLocation: "Wesseling",
    country: "DE",
    region: "RG_EMEA",
    sapCode: "DE03",
  },
  {
    abbreviation: "RHF",
    name: "Rheinfelden",
    sapLocation: "Rheinfelden (Baden)",
    country: "DE",
    region: "RG_EMEA",
    sapCode: "DE04",
  },
  {
    abbreviation: "HAN",
    name: "Hanau-Wolfgang",
    sapLocation: "Hanau",
    country: "DE",
    region: "RG_EMEA",
    sapCode: "DE05",
  },
  { abbreviation: "HER", name: "Herne", sapLocation: null, country: "DE", region: "RG_EMEA", sapCode: "DE06" },
  { abbreviation: "WIT", name: "Witten", sapLocation: null, country: "DE", region: "RG_EMEA", sapCode: "DE07" },
  { abbreviation: "ANT", name: "Antwerp", sapLocation: "Antwerpen", country: "BE", region: "RG_EMEA", sapCode: "BE01" },
  {
    abbreviation: "MOB",
    name: "Mobile Site",
    sapLocation: "Mobile, AL",
    country: "US",
    region: "RG_NA",
    sapCode: "US01",
  },
  {
    abbreviation: "HOP",
    name: "Hopewell",
    sapLocation: "Hopewell, VA",
    country: "US",
    region: "RG_NA",
    sapCode: "US02",
  },
  {
    abbreviation: "AMR",
    name: "Americana",
    sapLocation: "Americana, SP",
    country: "BR",
    region: "RG_SA",
    sapCode: "BR01",
  },
  {
    abbreviation: "SHA",
    name: "Shanghai Chemical Industry Park",
    sapLocation: "Shanghai",
    country: "CN",
    region: "RG_APAC",
    sapCode: "CN01",
  },
  { abbreviation: "NAN", name: "Nanning", sapLocation: "Nanning", country: "CN", region: "RG_APAC", sapCode: "CN02" },
  {
    abbreviation: "MTP",
    name: "Map Ta Phut",
    sapLocation: "Map Ta Phut, Rayong",
    country: "TH",
    region: "RG_APAC",
    sapCode: "TH01",
  },
  {
    abbreviation: "SGP",
    name: "Jurong Island",
    sapLocation: "Singapore",
    country: "SG",
    region: "RG_APAC",
    sapCode: "SG01",
  },
];
