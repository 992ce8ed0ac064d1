/**
 * A product ID typed in a product finder's search box goes straight to that
 * product: without script the box is a plain GET form, so the page request
 * itself carries it (`?q=PR_12345678`, or the finder's own prefix on a page
 * with several tools, ADR 0013). With script the box's suggestions offer
 * the product first and picking it goes to the same page.
 */
import { assignToolPrefixes } from "../../shared/finder/tool-prefixes";
import { typedProductId } from "../../shared/search/suggestions";

/** The finders whose box searches products (their `q` holds what was typed there). */
const PRODUCT_BOXES = new Set(["product-finder", "product-listing"]);

function productBoxUids(node: unknown, out: Set<string>, seen: Set<unknown>): void {
  if (typeof node !== "object" || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const child of node) productBoxUids(child, out, seen);
    return;
  }
  const record = node as Record<string, unknown>;
  if (typeof record._uid === "string" && typeof record.component === "string" && PRODUCT_BOXES.has(record.component))
    out.add(record._uid);
  for (const value of Object.values(record)) productBoxUids(value, out, seen);
}

/** The product page a page request's product finder box names, or undefined. */
export function productIdTarget(content: unknown, url: URL, page: { site: string; lang: string }): string | undefined {
  if (!/pr_/i.test(url.search)) return undefined;
  const boxes = new Set<string>();
  productBoxUids(content, boxes, new Set());
  for (const [uid, prefix] of assignToolPrefixes(content)) {
    if (!boxes.has(uid)) continue;
    const typed = url.searchParams.getAll(`${prefix}q`);
    const id = typed.length === 1 ? typedProductId(typed[0] as string) : undefined;
    if (id) return `/pim/fragment/${page.site}/${page.lang}/product/${id}`;
  }
  return undefined;
}
