/**
 * Suggestions for a finder's search box: the finder's index through its
 * suggester (`docs/suggest`), limited to the finder's scope (site, audience)
 * as its results are; a product ID typed whole is looked up and offered
 * first, as a product the box can go straight to.
 */
import { scopeClause } from "../../../shared/finder/query";
import type { ToolDefinition } from "../../../shared/finder/tool-definition";
import { fuzzyText } from "../../../shared/search/forgiving-text";
import {
  COMPLETION_COUNT,
  SUGGESTING_TOOLS,
  SUGGESTION_COUNT,
  type SuggestingTool,
  type SuggestionItem,
  type SuggestionsAnswer,
  suggestText,
  typedProductId,
} from "../../../shared/search/suggestions";
import type { SearchClient } from "../../services/search/client";
import { findByIds } from "../../services/search/queries";
import type { FinderScopeInput } from "./run-finder";

type Named = { ID: string; Name: string };

/** Suggestions for `input` in finder `def`; search failures are rethrown (the route answers them). */
export async function loadSuggestions(
  search: SearchClient,
  def: ToolDefinition & { tool: SuggestingTool },
  input: string,
  scope: FinderScopeInput,
): Promise<SuggestionsAnswer> {
  const kind = SUGGESTING_TOOLS[def.tool];
  const text = suggestText(input);
  if (!text) return { suggestions: [], completions: [] };
  const filter = scopeClause(def, { audience: scope.audience, site: scope.site });
  const href = (id: string) =>
    kind === "product" || kind === "formulation"
      ? { href: `/pim/fragment/${scope.site}/${scope.lang}/${kind}/${id}` }
      : {};
  const productId = kind === "product" ? typedProductId(input) : undefined;
  // Cached as search answers are (the `catalogue` strategy): the same few letters are typed by many.
  const suggest = (fuzzy: boolean) =>
    search.suggest<Named>(def.index, {
      search: text,
      filter,
      select: ["ID", def.nameField],
      top: SUGGESTION_COUNT,
      ...(fuzzy ? { fuzzy } : {}),
      cache: "catalogue",
    });
  const [byId, suggested, completions] = await Promise.all([
    productId
      ? findByIds<Named>(search, "products", [productId], { select: ["ID", "Name"], extraFilter: filter })
      : Promise.resolve([]),
    suggest(false),
    // The word being typed, completed from the same fields (the earlier words must occur with it).
    search.autocomplete(def.index, { search: text, filter, top: COMPLETION_COUNT, cache: "catalogue" }),
  ]);
  // Words typed with a slip find nothing as a prefix: the suggester is asked again with one edit allowed, as
  // the finder's own search forgives them (ADR 0071): only then, since fuzzy matching costs the service more,
  // only for a word long enough to be forgiven, and a failure leaves the empty answer standing.
  const forgivable = suggested.length === 0 && byId.length === 0 && fuzzyText(text) !== undefined;
  const forgiven = forgivable ? await suggest(true).catch(() => suggested) : suggested;
  const items: SuggestionItem[] = byId.map((doc) => ({ id: doc.ID, label: doc.Name, kind, ...href(doc.ID) }));
  for (const { text: matched, document } of forgiven) {
    if (items.some((item) => item.id === document.ID)) continue;
    const label = String((document as Record<string, unknown>)[def.nameField] ?? matched);
    items.push({ id: document.ID, label, ...(matched !== label ? { matched } : {}), kind, ...href(document.ID) });
  }
  return { suggestions: items.slice(0, SUGGESTION_COUNT), completions };
}
