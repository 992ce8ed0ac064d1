/**
 * The shape of a finder: which index it reads, which facets it offers and how
 * it may be ordered. The tools themselves are listed in `tools.ts`; the state,
 * the URL and the search query are all derived from a definition, so a facet
 * exists in the form, the URL and the filter or in none of them.
 */
import type { IndexName } from "../catalogue/index-names.ts";

export const SORT_KEYS = ["relevance", "name-asc", "name-desc", "date-asc", "date-desc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  relevance: "Relevance",
  "name-asc": "Name (A-Z)",
  "name-desc": "Name (Z-A)",
  "date-asc": "First published (oldest first)",
  "date-desc": "First published (newest first)",
};

/** Where the display label of a facet value comes from (the value itself when absent). */
export type LabelSource = "slug" | "plants" | "products" | "classifications" | "countries" | "languages";

interface FacetBase {
  /** Name of the URL parameter; short, lowercase. */
  key: string;
  /** Index field (complex sub-fields as `Collection/Sub`). */
  field: string;
  label: string;
  labels?: LabelSource;
}

/** Pick any of the values the index holds; several picks are OR-ed. */
export interface ValueFacet extends FacetBase {
  kind: "value";
  /** True when the field is a string collection (filter through `any`). */
  collection?: boolean;
  /** Offer every entry of a fixed list (countries, languages), not just the values found. */
  fullList?: "countries" | "languages";
  /** Render as a single-choice select (a switch) instead of checkboxes. */
  single?: boolean;
  /**
   * The index holds the values in each data language's own words ("amine
   * catalyst", "Aminkatalysator"): a pick made in one matches nothing in another.
   */
  localized?: true;
  /**
   * The values are IDs of documents in another index, named by one of its
   * fields (a document's products by their names), or the words of a
   * searchable field (`valueField` the same as `field`). Such a list can grow past
   * the facet count limit: a visitor then searches its values by that field
   * on the server (ADR 0077).
   */
  valueSearch?: {
    index: IndexName;
    field: string;
    /** The field of that index holding the facet's values, when they are not the documents' IDs (a label's text). */
    valueField?: string;
  };
}

/** A Yes/No attribute: checked means the value is Yes, yes or true. */
export interface BooleanFacet extends FacetBase {
  kind: "boolean";
}

/** A numeric attribute filtered between a min and a max, both inclusive. */
export interface RangeFacet extends FacetBase {
  kind: "range";
  /** The one unit the index holds every value in. */
  unit?: string;
  /** Width of the buckets counted by the search service's facet intervals; no counts without it. */
  interval?: number;
  /**
   * The key of the value facet that names each document's unit, where the
   * index holds values in several units (a pack size in kg or in L): sizes in
   * different units do not compare, so the range applies, and names its unit
   * and bounds, only while exactly one unit is picked.
   */
  unitFrom?: string;
}

/** Classification ids (markets, applications, market-applications) shown as a tree. */
export interface ClassificationFacet extends FacetBase {
  kind: "classification";
  /** Levels of the tree shown; deeper children are emptied. */
  depth: number;
}

/**
 * Registration status over a flat `Region:code` string collection: picked
 * regions, the statuses that count and all/any (`registration-facet.ts`).
 */
export interface RegistrationFacet extends FacetBase {
  kind: "registration";
}

export type FacetDefinition = ValueFacet | BooleanFacet | RangeFacet | ClassificationFacet | RegistrationFacet;

export type CountNoun = "product" | "formulation" | "contact" | "download" | "item";

export interface ToolDefinition {
  /** Path segment of the JSON API: `/pim/api/{site}/{lang}/{tool}`. */
  tool: string;
  index: IndexName;
  title: string;
  noun: CountNoun;
  /** Label of the free-text field. */
  searchLabel: string;
  facets: readonly FacetDefinition[];
  sorts: readonly SortKey[];
  /** Fields the result list needs. */
  select: readonly string[];
  /** Field holding the name the `name-*` orders use. */
  nameField: string;
  /** Field the `date-*` orders use, when the tool has them. */
  dateField?: string;
  /** Field listing the sites a document belongs to; results are limited to the page's site. */
  siteField?: string;
  /** Field listing the audiences (`Public`, `Internal`); public requests see `Public` documents only. */
  visibilityField?: string;
}
