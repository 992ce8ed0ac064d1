import type { FileTable } from "../files/types.ts";
import type { DatasheetTable } from "./types.ts";

/** A product with data sheets in two languages, for tests and for a server without the demo catalogue. */
export const FIXTURE_PRODUCT_ID = "PR_10000001";

export function fixtureDatasheets(): { datasheets: DatasheetTable; files: FileTable } {
  const sheet = (language: string, region: string) => {
    const fileName = `SDS_${FIXTURE_PRODUCT_ID}_${language}_${region}.pdf`;
    return {
      language,
      region,
      fileName,
      url: `/files/datasheets/${fileName}`,
      version: "3.1",
      issuedAt: "2025-03-01",
    };
  };
  const datasheets: DatasheetTable = { [FIXTURE_PRODUCT_ID]: [sheet("en", "EU"), sheet("de", "DE")] };
  const files: FileTable = {};
  for (const entry of datasheets[FIXTURE_PRODUCT_ID] ?? []) {
    files[entry.url] = { title: `Safety data sheet TEGO Dispers 650 (${entry.region})`, language: entry.language };
  }
  return { datasheets, files };
}
