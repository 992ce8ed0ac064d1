import type { MarketTreeElement } from "./types.ts";

/** A market tree with two markets, two applications and three pairings, for tests and fallback. */
export function fixtureMarketTree(): MarketTreeElement[] {
  const root = (ID: string, Name: string, UserTypeID: "Market" | "Application"): MarketTreeElement => ({
    ID,
    Name,
    UserTypeID,
    ClassificationReference: [{ ClassificationID: ID, Type: "Object2Root" }],
  });
  const pairing = (ID: string, Name: string, market: string, application: string): MarketTreeElement => ({
    ID,
    Name,
    UserTypeID: "MarketApplication",
    ClassificationReference: [
      { ClassificationID: market, Type: "MarketApplication2Market" },
      { ClassificationID: application, Type: "MarketApplication2Application" },
      { ClassificationID: market, Type: "Object2Parent" },
    ],
  });
  return [
    { ...root("MK_COATINGS", "Coatings", "Market"), Names: { "en-us": "Coatings", "de-de": "Beschichtungen" } },
    root("MK_ADHESIVES", "Adhesives & Sealants", "Market"),
    root("AP_WETTING", "Substrate wetting", "Application"),
    root("AP_DEFOAMING", "Defoaming", "Application"),
    pairing("M2A_COATINGS_WETTING", "Coatings: substrate wetting", "MK_COATINGS", "AP_WETTING"),
    pairing("M2A_COATINGS_DEFOAMING", "Coatings: defoaming", "MK_COATINGS", "AP_DEFOAMING"),
    pairing("M2A_ADHESIVES_DEFOAMING", "Adhesives: defoaming", "MK_ADHESIVES", "AP_DEFOAMING"),
  ];
}
