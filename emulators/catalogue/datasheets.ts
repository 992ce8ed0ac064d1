/** Safety data sheets the storage service answers per product: one per language and region. */

import type { DatasheetEntry } from "../datasheets/types.ts";
import type { ProductDraft } from "./products.ts";
import type { Random } from "./random.ts";

export type { DatasheetEntry };

const EDITIONS: readonly { language: string; region: string }[] = [
  { language: "en", region: "EU" },
  { language: "de", region: "EU" },
  { language: "fr", region: "EU" },
  { language: "en", region: "US" },
  { language: "es", region: "MX" },
  { language: "pt", region: "BR" },
  { language: "zh", region: "CN" },
  { language: "ja", region: "JP" },
];

const BASE_DATE = Date.UTC(2025, 8, 1);

/** Regions and languages of a flagship product's many sheets (scale > 1). */
const FLAGSHIP_REGIONS = [
  "EU",
  "US",
  "CA",
  "MX",
  "BR",
  "CN",
  "JP",
  "KR",
  "TW",
  "AU",
  "NZ",
  "UK",
  "CH",
  "TR",
  "VN",
  "PH",
];
const FLAGSHIP_LANGUAGES = ["en", "de", "fr", "es", "pt", "zh", "ja", "ko"];
/** Sheets a flagship product carries per unit of scale. */
export const FLAGSHIP_SHEETS_PER_SCALE = 4;

/**
 * Most products have sheets; services and a few others have none, so empty
 * answers are exercised. At scale N > 1 the flagship products (those
 * `isFlagship` names) carry 4 x N sheets over many regions and languages.
 */
export function buildDatasheets(
  random: Random,
  products: readonly ProductDraft[],
  scale = 1,
  isFlagship: (product: ProductDraft) => boolean = () => false,
): Record<string, DatasheetEntry[]> {
  const out: Record<string, DatasheetEntry[]> = {};
  for (const p of products) {
    if (p.doc.UserTypeID === "ServiceProduct" || random.chance(0.1)) {
      out[p.doc.ID] = [];
      continue;
    }
    const editions = [EDITIONS[0], ...random.sample(EDITIONS.slice(1), random.int(0, 4))].filter(
      (e): e is (typeof EDITIONS)[number] => e !== undefined,
    );
    out[p.doc.ID] = editions.map((e) => {
      const stem = `${p.doc.ID}_${e.language}_${e.region}`;
      return {
        language: e.language,
        region: e.region,
        fileName: `SDS_${stem}.pdf`,
        url: `/files/datasheets/${stem}.pdf`,
        version: `${random.int(1, 9)}.${random.int(0, 9)}`,
        issuedAt: new Date(BASE_DATE - random.int(0, 1000) * 86_400_000).toISOString(),
      };
    });
  }
  // Drawn after everything else, and only at scale > 1, so scale 1 draws exactly what it drew before.
  if (scale > 1) {
    for (const p of products.filter(isFlagship)) {
      out[p.doc.ID] = Array.from({ length: FLAGSHIP_SHEETS_PER_SCALE * scale }, (_, k) => {
        const region = FLAGSHIP_REGIONS[k % FLAGSHIP_REGIONS.length] ?? "EU";
        const language =
          FLAGSHIP_LANGUAGES[Math.floor(k / FLAGSHIP_REGIONS.length) % FLAGSHIP_LANGUAGES.length] ?? "en";
        const revision = Math.floor(k / (FLAGSHIP_REGIONS.length * FLAGSHIP_LANGUAGES.length)) + 1;
        const stem = `${p.doc.ID}_${language}_${region}_r${revision}`;
        return {
          language,
          region,
          fileName: `SDS_${stem}.pdf`,
          url: `/files/datasheets/${stem}.pdf`,
          version: `${revision}.${random.int(0, 9)}`,
          issuedAt: new Date(BASE_DATE - random.int(0, 1000) * 86_400_000).toISOString(),
        };
      });
    }
  }
  return out;
}
