/** One safety data sheet of a product, per language and region. */
export interface DatasheetEntry {
  language: string;
  region: string;
  fileName: string;
  /** Download path (`/files/...`) or absolute URL. */
  url: string;
  version: string;
  issuedAt: string;
}

/** Data sheets per product ID. */
export type DatasheetTable = Record<string, readonly DatasheetEntry[]>;
