/**
 * What the product page shows besides the product document: its related
 * documents and its safety data sheets. Types only, shared by the loaders
 * that fill them and the views that render them.
 */

import type {
  ArticleDocument,
  AssetDocument,
  ContactDocument,
  PackagingMaterialDocument,
} from "../../shared/catalogue/documents";
import type { DocumentsPlan } from "../../shared/catalogue/documents-paging";

export interface ProductPlant {
  id: string;
  name: string;
}

/** Documents the product page shows besides the product itself. */
export interface ProductRelations {
  plants: ProductPlant[];
  /** One page of the product's documents (`documents`), in type and name order. */
  assets: AssetDocument[];
  /** How many documents the product has for the audience, over all pages. */
  assetsTotal: number;
  /** The page of documents `assets` holds. */
  documents: DocumentsPlan;
  contacts: ContactDocument[];
  packaging: PackagingMaterialDocument[];
  articles: ArticleDocument[];
  /** Classification ID -> name (effects, regions, plant regions). */
  classifications: Map<string, string>;
}

/** One safety data sheet of a product, as the data-sheet service lists it. */
export interface Datasheet {
  language: string;
  region: string;
  fileName: string;
  url: string;
  version?: string | undefined;
  issuedAt?: string | undefined;
}
