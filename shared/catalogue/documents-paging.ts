/**
 * Paging of a product's documents. A product may carry hundreds of documents
 * (regional safety data sheets, data sheets in many languages, certificates
 * per plant): its page shows one page of them and links to the others as
 * plain addresses, `?documents=N`, so they work without script and each page
 * is its own page-cache entry.
 */
import * as v from "valibot";
import { pageCount, skipFor } from "../search/paging.ts";

/** The query parameter naming the page of documents; page 1 is the address without it. */
export const DOCUMENTS_PARAM = "documents";
/**
 * The query parameter naming the page of safety data sheets. The data-sheet
 * service answers a product's whole list (it knows no paging), so only the
 * page shown is bounded, not the load.
 */
export const SHEETS_PARAM = "sheets";
/** Documents per page when the site's product template names no other size. */
export const DEFAULT_DOCUMENTS_PER_PAGE = 25;
/** The sizes a template may choose: small enough to read, large enough to stay few pages. */
export const MIN_DOCUMENTS_PER_PAGE = 5;
export const MAX_DOCUMENTS_PER_PAGE = 100;

/** A page number as a visitor writes it: digits only, no sign, no leading zero, at most 6 digits. */
const PageParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number));

/** A template's `documents_per_page`: a whole number in range (a string from the editor's field counts too). */
const PerPageSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(MIN_DOCUMENTS_PER_PAGE),
  v.maxValue(MAX_DOCUMENTS_PER_PAGE),
);

/** The template's page size, or the default when it names none or one out of range. */
export function documentsPerPage(value: unknown): number {
  const result = v.safeParse(PerPageSchema, value);
  return result.success ? result.output : DEFAULT_DOCUMENTS_PER_PAGE;
}

/** One page of a product's documents: which to ask the search service for, and how many pages there are. */
export interface DocumentsPlan {
  /** 1-based. */
  page: number;
  size: number;
  /** Pages over the documents the product names (at least 1, so an empty list is page 1 of 1). */
  pages: number;
  /** `$skip` and `$top` of the one search that loads this page. */
  skip: number;
  top: number;
}

/**
 * The page a request asks for, checked against the documents the product
 * names (`total`, known from the product document before any document is
 * loaded): null for junk (`abc`, `0`, `-1`, `01`, a repeated parameter) and
 * for a page past the last, which the route answers as not found.
 */
export function documentsPlan(raw: readonly string[], total: number, size: number): DocumentsPlan | null {
  const first = firstDocumentsPage(total, size);
  if (raw.length === 0) return first;
  if (raw.length > 1) return null;
  const parsed = v.safeParse(PageParamSchema, raw[0]);
  if (!parsed.success || parsed.output > first.pages) return null;
  return { ...first, page: parsed.output, skip: skipFor(parsed.output, size) };
}

/**
 * The page number a request asks for before the total is known: 1 without
 * the parameter, null for junk or a repeated parameter.
 */
export function requestedPage(raw: readonly string[]): number | null {
  if (raw.length === 0) return 1;
  if (raw.length > 1) return null;
  const parsed = v.safeParse(PageParamSchema, raw[0]);
  return parsed.success ? parsed.output : null;
}

/** Page 1 of `total` documents, `size` a page. */
export function firstDocumentsPage(total: number, size: number): DocumentsPlan {
  return { page: 1, size, pages: Math.max(1, pageCount(total, size)), skip: 0, top: size };
}

/** The page's own query for page `n` of the documents: none for page 1, the one address of the first page. */
export function documentsQuery(n: number, param: string = DOCUMENTS_PARAM): string {
  return n <= 1 ? "" : `?${param}=${n}`;
}

/** "Showing 26-50 of 340": the first and last position shown, from what the search answered. */
export function shownRange(plan: DocumentsPlan, shown: number): { first: number; last: number } {
  return shown === 0 ? { first: 0, last: 0 } : { first: plan.skip + 1, last: plan.skip + shown };
}
