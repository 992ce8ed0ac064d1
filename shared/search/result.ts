export interface FacetValue {
  value?: string | number | boolean;
  from?: number;
  to?: number;
  count: number;
}

export type Facets = Record<string, FacetValue[]>;
