/**
 * The data-layer messages of the tools (spec section 4), in the shape an
 * analytics team reads: one event name per interaction, the tool, and what
 * the visitor asked for and got. Sent through the page's one data layer, so
 * a message equal to the last one sent is not sent again.
 */

import { plainText } from "../../../shared/text-rules";
import { sendDataLayer } from "../data-layer";

/** The tool of a JSON API path: `/pim/api/pu-additives/en/products` -> `products`. */
export function toolOfApi(api: string): string {
  return api.split("/").filter(Boolean).at(-1) ?? "";
}

/** A search (the text changed) or a filter (anything else changed), with the result count. */
export function sendFinderEvent(kind: "search" | "filter", tool: string, query: string, results: number): void {
  const params = new URLSearchParams(query);
  const searchTerm = params.get("q") ?? "";
  params.delete("q");
  params.delete("page");
  sendDataLayer({ event: kind, tool, search_term: searchTerm, filters: params.toString(), results });
}

export function sendResultClick(tool: string, item: { id: string; title: string }, position: number): void {
  sendDataLayer({ event: "result_click", tool, item_id: item.id, item_name: plainText(item.title), position });
}

export function sendCompare(tool: string, items: readonly string[]): void {
  sendDataLayer({ event: "compare", tool, items: [...items] });
}

export function sendRecommendation(tool: string, answers: string, items: readonly string[]): void {
  sendDataLayer({ event: "recommendation", tool, answers, items: [...items] });
}
