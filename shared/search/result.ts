import { pageCount } from "./paging";

export interface FacetValue {
  value?: string | number | boolean;
  from?: number;
  to?: number;
  count: number;
}

export type Facets = Record<string, FacetValue[]>;

/** The search result every tool and page reads (spec section 3). */
export interface SearchResult<T> {
  totalCount: number;
  results: T[];
  page: number;
  perPage: number;
  hasMorePages: boolean;
  pages: number;
  facets: Facets;
}

/** Builds the result shape from one answer of the search service. */
export function toSearchResult<T>(input: {
  totalCount: number;
  results: T[];
  page: number;
  perPage: number;
  facets?: Facets;
}): SearchResult<T> {
  const pages = pageCount(input.totalCount, input.perPage);
  return {
    totalCount: input.totalCount,
    results: input.results,
    page: input.page,
    perPage: input.perPage,
    hasMorePages: input.page < pages,
    pages,
    facets: input.facets ?? {},
  };
}
