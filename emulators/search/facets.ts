import { invalidParameter } from "./errors.ts";
import { comparableOf, type IndexField, isComplex, isNumeric, resolveFieldPath, valuesAt } from "./index-field.ts";

export type FacetBucket = { value: unknown; count: number } | { from?: unknown; to?: unknown; count: number };

interface FacetSpec {
  name: string;
  path: string[];
  field: IndexField;
  count: number;
  sort: "count" | "-count" | "value" | "-value";
  ranges?: (number | string)[];
  interval?: number;
}

const fail = (detail: string): never => {
  throw invalidParameter("facets", detail);
};

/** Parses `Field,count:N,sort:...,values:a|b,interval:N` against the schema; bad specs are a 400. */
export function parseFacet(spec: string, fields: readonly IndexField[]): FacetSpec {
  const [name = "", ...params] = spec.split(",").map((s) => s.trim());
  const path = name.split("/");
  const resolved = resolveFieldPath(fields, path);
  if (!resolved) return fail(`Could not find a property named '${name}' on type 'search.document'.`);
  const { field } = resolved;
  if (isComplex(field))
    fail(`The field '${name}' is a complex field and cannot be faceted; facet one of its sub-fields.`);
  if (field.facetable === false) fail(`The field '${name}' is not facetable.`);
  const out: FacetSpec = { name, path, field, count: 10, sort: "count" };
  for (const param of params) {
    const colon = param.indexOf(":");
    const key = param.slice(0, colon);
    const value = param.slice(colon + 1);
    if (colon < 0) fail(`Facet parameter '${param}' of '${name}' is not of the form name:value.`);
    switch (key) {
      case "count": {
        const n = Number(value);
        if (!/^\d+$/.test(value) || n < 0)
          fail(`The facet count of '${name}' must be a non-negative integer, not '${value}'.`);
        out.count = n;
        break;
      }
      case "sort":
        if (value !== "count" && value !== "-count" && value !== "value" && value !== "-value") {
          fail(`The facet sort of '${name}' must be count, -count, value or -value, not '${value}'.`);
        }
        out.sort = value as FacetSpec["sort"];
        break;
      case "values": {
        const parts = value.split("|");
        if (isNumeric(field)) {
          const nums = parts.map(Number);
          if (nums.some((n) => Number.isNaN(n))) fail(`The facet values of '${name}' must be numbers.`);
          out.ranges = nums;
        } else if (field.type === "Edm.DateTimeOffset") {
          if (parts.some((p) => Number.isNaN(Date.parse(p)))) fail(`The facet values of '${name}' must be dates.`);
          out.ranges = parts;
        } else fail(`Range facets (values:) need a numeric or date field; '${name}' is '${field.type}'.`);
        break;
      }
      case "interval": {
        const n = Number(value);
        if (!isNumeric(field)) fail(`Interval facets on '${name}' of type '${field.type}' are not supported here.`);
        if (!(n > 0)) fail(`The facet interval of '${name}' must be a positive number, not '${value}'.`);
        out.interval = n;
        break;
      }
      default:
        fail(`Unknown facet parameter '${key}' on '${name}'.`);
    }
  }
  return out;
}

type Bucket = { value: unknown; count: number };

/**
 * Counts one facet over the matching documents (a collection value counts
 * once per document). A normalized field is counted, and answered, by its
 * normalized values: `Essen` and `ESSEN` are one bucket, named as the
 * normalizer writes it.
 */
export function computeFacet(spec: FacetSpec, docs: Record<string, unknown>[]): FacetBucket[] {
  if (spec.ranges) return rangeBuckets(spec, spec.ranges, docs);
  const comparable = comparableOf(spec.field);
  const counts = new Map<unknown, number>();
  for (const doc of docs) {
    const seen = new Set<unknown>();
    for (let v of valuesAt(doc, spec.path).map(comparable)) {
      if (spec.interval !== undefined && typeof v === "number") v = Math.floor(v / spec.interval) * spec.interval;
      if (seen.has(v)) continue;
      seen.add(v);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  }
  const buckets = [...counts].map(([value, count]) => ({ value, count }));
  if (spec.interval !== undefined) return buckets.sort((a, b) => compareValues(a.value, b.value));
  const bySort: Record<FacetSpec["sort"], (a: Bucket, b: Bucket) => number> = {
    count: (a, b) => b.count - a.count || compareValues(a.value, b.value),
    "-count": (a, b) => a.count - b.count || compareValues(a.value, b.value),
    value: (a, b) => compareValues(a.value, b.value),
    "-value": (a, b) => compareValues(b.value, a.value),
  };
  buckets.sort(bySort[spec.sort]);
  return spec.count > 0 ? buckets.slice(0, spec.count) : buckets;
}

function rangeBuckets(spec: FacetSpec, ranges: (number | string)[], docs: Record<string, unknown>[]): FacetBucket[] {
  const key = (v: unknown) => (typeof v === "string" ? Date.parse(v) : (v as number));
  const bounds = ranges.map(key);
  const counts = new Array<number>(bounds.length + 1).fill(0);
  for (const doc of docs) {
    const hit = new Set<number>();
    for (const raw of valuesAt(doc, spec.path)) {
      const v = key(raw);
      if (typeof v !== "number" || Number.isNaN(v)) continue;
      let b = 0;
      while (b < bounds.length && v >= (bounds[b] as number)) b++;
      hit.add(b);
    }
    for (const b of hit) counts[b] = (counts[b] ?? 0) + 1;
  }
  return counts.map((count, b) => {
    const bucket: { from?: unknown; to?: unknown; count: number } = { count };
    if (b > 0) bucket.from = ranges[b - 1];
    if (b < ranges.length) bucket.to = ranges[b];
    return bucket;
  });
}

/** Ordinal order for strings, numeric for numbers, false before true; nulls first. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return a ? 1 : -1;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}
