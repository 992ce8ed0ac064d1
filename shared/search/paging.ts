/** Paging rules shared by every search-driven list (spec section 9). */

export const DEFAULT_PAGE_SIZE = 25;
/** Bulk lookups page through an index this many documents at a time. */
export const BULK_PAGE_SIZE = 1000;
/** Facet value count limit per facet. */
export const FACET_COUNT_LIMIT = 1000;

/** Documents to skip for a 1-based page: (page - 1) x size. Pages below 1 count as 1. */
export function skipFor(page: number, size: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * size;
}

/** Number of pages: the total divided by the page size, rounded up. */
export function pageCount(total: number, size: number): number {
  if (size <= 0) return 0;
  return Math.ceil(total / size);
}
