/**
 * The demo catalogue's search indexes as the service exports them
 * (`GET /indexes/{name}`), one definition per kind, shared by both language
 * contexts. They are the emulator's own record of what the indexes hold and
 * are kept apart from the catalogue worker's field list on purpose: where
 * the two disagree, the worker has to notice, as it would in production.
 */
import { type IndexDefinition, parseIndexDefinition } from "../search/index-definition.ts";
import articles from "./indexes/articles.json" with { type: "json" };
import assets from "./indexes/assets.json" with { type: "json" };
import classifications from "./indexes/classifications.json" with { type: "json" };
import competitivescoutrecommendations from "./indexes/competitivescoutrecommendations.json" with { type: "json" };
import contacts from "./indexes/contacts.json" with { type: "json" };
import formulations from "./indexes/formulations.json" with { type: "json" };
import labels from "./indexes/labels.json" with { type: "json" };
import packagingmaterials from "./indexes/packagingmaterials.json" with { type: "json" };
import plants from "./indexes/plants.json" with { type: "json" };
import products from "./indexes/products.json" with { type: "json" };
import recotoolproducts from "./indexes/recotoolproducts.json" with { type: "json" };
import thirdpartyproducts from "./indexes/thirdpartyproducts.json" with { type: "json" };

const EXPORTED = {
  products,
  assets,
  contacts,
  formulations,
  thirdpartyproducts,
  articles,
  plants,
  competitivescoutrecommendations,
  packagingmaterials,
  labels,
  classifications,
  recotoolproducts,
} as const;

export type CatalogueIndex = keyof typeof EXPORTED;

/** Index definitions by index kind (the index name without its language context). */
export const INDEX_DEFINITIONS: Readonly<Record<CatalogueIndex, IndexDefinition>> = Object.fromEntries(
  Object.entries(EXPORTED).map(([kind, json]) => [kind, parseIndexDefinition(json)]),
) as Record<CatalogueIndex, IndexDefinition>;
