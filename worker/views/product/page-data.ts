import type { ProductDocument } from "../../../shared/catalogue/documents";
import type { PathLang } from "../../../shared/context";
import type { Datasheet, ProductRelations } from "../../model/product";
import type { PageTemplate } from "./sections";

/** Everything the product page renders. Deferred parts are promises that settle to null on failure. */
export interface ProductPageData {
  site: string;
  lang: PathLang;
  internal: boolean;
  product: ProductDocument;
  template: PageTemplate;
  relations: Promise<ProductRelations | null>;
  datasheets: Promise<Datasheet[] | null>;
  /** The page of safety data sheets asked for (`?sheets=N`); 1 when not given. */
  sheetsPage?: number;
  /** Base URL stored file paths resolve against. */
  storageBase: string;
  /** The page's own address, printed on paper. */
  url?: string;
}
