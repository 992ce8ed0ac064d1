import { parseIndexName } from "../../shared/catalogue/index-names.ts";
import type { Catalogue } from "../catalogue/index.ts";
import type { SearchAppOptions, SearchServiceName } from "./app.ts";
import type { ServedIndex } from "./index-field.ts";

/** The demo keys of the local contract (DESIGN section 5); not secrets. */
export const DEMO_SEARCH_KEYS: Record<SearchServiceName, string> = {
  public: "demo-public-key",
  intranet: "demo-intranet-key",
};

/** The search services of the demo catalogue: public reads the public audience, intranet the internal one. */
export function searchServicesFromCatalogue(
  catalogue: Pick<Catalogue, "indexes" | "definitions">,
  keys: Record<SearchServiceName, string> = DEMO_SEARCH_KEYS,
): SearchAppOptions["services"] {
  const indexesOf = (docsByIndex: Record<string, Record<string, unknown>[]>) => {
    const out: Record<string, ServedIndex> = {};
    for (const [full, docs] of Object.entries(docsByIndex)) {
      const base = parseIndexName(full)?.base;
      const definition = base ? catalogue.definitions[base] : undefined;
      if (!definition) throw new Error(`no index definition for index ${full}`);
      out[full] = { definition, docs };
    }
    return out;
  };
  return {
    public: { key: keys.public, indexes: indexesOf(catalogue.indexes.public) },
    intranet: { key: keys.intranet, indexes: indexesOf(catalogue.indexes.internal) },
  };
}
