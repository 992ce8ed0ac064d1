/**
 * One finder answer for a state: the page of results, the count text and the
 * facet models with their labels, bounds and classification tree. Used by
 * the JSON API and by the server render of a finder block, so both show the
 * same thing for the same URL.
 */

import * as v from "valibot";
import type { PlantDocument } from "../../../shared/catalogue/documents";
import type { Audience } from "../../../shared/context";
import type { FinderAnswer, ResultItem } from "../../../shared/finder/answer";
import {
  buildClassificationTree,
  type ClassificationEntry,
  countsFromFacet,
  isMarketApplicationId,
  limitDepth,
  type TreeNode,
} from "../../../shared/finder/classification-tree";
import { buildFacetModels, type FacetExtras, listedSearchedValues } from "../../../shared/finder/facet-model";
import { buildFinderPlan, mergeFacetCounts } from "../../../shared/finder/facet-plan";
import {
  buildValueSearchPlan,
  isCutAtLimit,
  isSearchableFacet,
  type SearchableFacet,
} from "../../../shared/finder/facet-values";
import { facetRequest, scopeClause } from "../../../shared/finder/query";
import { pickedUnit } from "../../../shared/finder/range-unit";
import { type FinderState, serialiseFinderState } from "../../../shared/finder/state";
import type { ClassificationFacet, FacetDefinition, ToolDefinition } from "../../../shared/finder/tool-definition";
import { alternativesText, fuzzyText, hasSearchText, similarWordsNotice } from "../../../shared/search/forgiving-text";
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, markedTitle } from "../../../shared/search/highlight-marks";
import { and, eq } from "../../../shared/search/odata";
import { FACET_COUNT_LIMIT, pageCount } from "../../../shared/search/paging";
import { plantDisplayName } from "../../../shared/search/plant-name";
import type { Facets } from "../../../shared/search/result";
import { resultCountText } from "../../../shared/search/result-count";
import type { Logger } from "../../logger";
import type { SearchAnswer, SearchClient, SearchOptions } from "../../services/search/client";
import { attributeRange, bulkLookup, findByIds } from "../../services/search/queries";
import { countryNames, languageNames } from "./full-lists";
import { ITEM_MAPPERS } from "./result-items";

export type { FinderAnswer };

export interface FinderDeps {
  search: SearchClient;
  /** Market tree of the product connector, for `M2A_` selections. */
  marketTree?: { elements(ids: readonly string[]): Promise<ClassificationEntry[]> };
  logger: Logger;
  today?: Date;
  /** Told when a decoration (labels, bounds, links) could not be loaded: the answer is usable, not complete. */
  degraded?: (section: string) => void;
  /** The most values a value facet asks for; the spec's count limit when not given. */
  facetLimit?: number;
}

export interface FinderScopeInput {
  audience: Audience;
  site: string;
  lang: string;
}

const COUNT_NOUNS = { product: "product", formulation: "formulation", contact: "contact" } as const;

/** `3 Products`, `1 Contact`; documents and items use the same pattern. */
export function countText(def: ToolDefinition, total: number): string {
  const noun = def.noun;
  if (noun in COUNT_NOUNS) return resultCountText(COUNT_NOUNS[noun as keyof typeof COUNT_NOUNS], total);
  const [one, many] = noun === "download" ? ["Document", "Documents"] : ["Item", "Items"];
  return `${total} ${total === 1 ? one : many}`;
}

/** Plant ID -> display name (`Marl, Europe (MRL)`), for every plant. */
export async function plantLabels(search: SearchClient): Promise<Record<string, string>> {
  const plants = await bulkLookup<PlantDocument>(search, "plants", {
    select: ["ID", "Name", "AT_SAP_LocationName", "AT_Abbreviation", "ClassificationReference"],
  });
  return Object.fromEntries(
    plants.map((plant) => {
      const region = plant.ClassificationReference?.find((ref) => ref.Type === "Plant2Region")?.Name;
      return [plant.ID, plantDisplayName(plant, region)];
    }),
  );
}

async function classificationEntries(search: SearchClient): Promise<ClassificationEntry[]> {
  return bulkLookup<ClassificationEntry>(search, "classifications", {
    filter: "search.in(UserTypeID, 'Market|Application|MarketApplication', '|')",
    select: ["ID", "Name", "UserTypeID", "ClassificationReference"],
  });
}

/** Keeps the nodes that have matches, lead to some, or are selected. */
function prune(nodes: TreeNode[], selected: ReadonlySet<string>): TreeNode[] {
  const out: TreeNode[] = [];
  for (const node of nodes) {
    const children = prune(node.children, selected);
    if (children.length > 0 || selected.has(node.value) || node.count > 0) {
      out.push({ ...node, children });
    }
  }
  return out;
}

async function classificationTree(
  deps: FinderDeps,
  facet: ClassificationFacet,
  state: FinderState,
  counts: Map<string, number>,
  incomplete: (error: unknown) => void,
): Promise<TreeNode[]> {
  const selected = state.values[facet.key] ?? [];
  const pairings = selected.filter(isMarketApplicationId);
  let connector: { error: unknown } | undefined;
  const [entries, market] = await Promise.all([
    classificationEntries(deps.search),
    pairings.length && deps.marketTree
      ? deps.marketTree.elements(pairings).catch((error: unknown) => {
          connector = { error };
          return [];
        })
      : Promise.resolve([]),
  ]);
  const byId = new Map<string, ClassificationEntry>(entries.map((e) => [e.ID, e]));
  for (const element of market) if (!byId.has(element.ID)) byId.set(element.ID, element);
  // Without the connector the tree still has everything the index holds; only a picked pairing
  // the index lacks, which the connector would have named, is missing, and the answer says so.
  if (connector && pairings.some((id) => !byId.has(id))) incomplete(connector.error);
  // Only the pairings the results carry (or the visitor picked): there is one per market and application.
  const shown = [...byId.values()].filter(
    (e) => !isMarketApplicationId(e.ID) || counts.has(e.ID) || selected.includes(e.ID),
  );
  const tree = buildClassificationTree(shown, counts);
  return limitDepth(prune(tree, new Set(selected)), facet.depth);
}

/** The data's language: the one the context switch asked, else the page's. */
function dataLanguage(state: FinderState, scope: FinderScopeInput): string {
  return state.context?.slice(0, 2) ?? scope.lang;
}

/** Facet labels, full lists, range bounds and trees the answer's facets need. */
async function facetExtras(
  deps: FinderDeps,
  def: ToolDefinition,
  state: FinderState,
  scope: FinderScopeInput,
  facets: Record<string, { value?: unknown; count: number }[]>,
  totals: Record<string, number>,
  known: Record<string, Record<string, string>> = {},
): Promise<{ extras: FacetExtras; notices: string[] }> {
  const extras: Required<FacetExtras> = { labels: {}, fullLists: {}, bounds: {}, trees: {}, totals, cut: new Set() };
  const scopeFilter = scopeClause(def, { audience: scope.audience, site: scope.site });
  let plants: Promise<Record<string, string>> | undefined;
  // Names of countries and languages are in the language of the data they stand beside (the context switch's).
  const dataLang = dataLanguage(state, scope);
  const failed: { facet: FacetDefinition; error: unknown }[] = [];
  const tasks = def.facets.map(async (facet) => {
    const incomplete = (error: unknown) => failed.push({ facet, error });
    if (facet.kind === "range") {
      // A range over several units has the bounds of the unit picked, and none while it waits for one.
      const unitFacet = def.facets.find((f) => f.key === facet.unitFrom);
      const unit = unitFacet ? pickedUnit(facet, state.values[unitFacet.key]) : undefined;
      if (facet.unitFrom && (unit === undefined || unitFacet === undefined)) return;
      const filter = unit !== undefined && unitFacet ? and(scopeFilter, eq(unitFacet.field, unit)) : scopeFilter;
      extras.bounds[facet.key] = (await attributeRange(deps.search, def.index, facet.field, filter)) ?? undefined;
      return;
    }
    if (facet.kind === "classification") {
      extras.trees[facet.key] = await classificationTree(
        deps,
        facet,
        state,
        countsFromFacet(facets[facet.field]),
        incomplete,
      );
      return;
    }
    if (facet.kind !== "value") return;
    if (facet.fullList === "countries") extras.fullLists[facet.key] = countryNames(dataLang);
    if (facet.fullList === "languages") extras.fullLists[facet.key] = languageNames(dataLang);
    if (facet.labels === "countries") extras.labels[facet.key] = countryNames(dataLang);
    if (facet.labels === "plants") {
      plants ??= plantLabels(deps.search);
      extras.labels[facet.key] = await plants;
    }
    if (facet.labels === "classifications" || facet.labels === "products") {
      // Names the values' search found are not asked again: only the picks it did not find.
      const named = known[facet.key] ?? {};
      const picked = state.values[facet.key] ?? [];
      // A list searched on the server shows its most frequent values only (ADR 0084): only theirs are named.
      const shown =
        facet.valueSearch && !state.valueQueries?.[facet.key]
          ? listedSearchedValues(facets[facet.field] ?? [], picked)
          : [...(facets[facet.field] ?? []).map((f) => String(f.value)), ...picked];
      const ids = [...new Set(shown)].filter((id) => !Object.hasOwn(named, id));
      if (ids.length === 0) {
        extras.labels[facet.key] = { ...named };
        return;
      }
      const docs = await findByIds<{ ID: string; Name: string }>(
        deps.search,
        facet.labels === "products" ? "products" : "classifications",
        ids,
        { select: ["ID", "Name"], cache: "reference" },
      );
      extras.labels[facet.key] = { ...named, ...Object.fromEntries(docs.map((d) => [d.ID, d.Name])) };
    }
  });
  const settled = await Promise.allSettled(tasks);
  settled.forEach((outcome, i) => {
    const facet = def.facets[i];
    if (outcome.status === "rejected" && facet) failed.push({ facet, error: outcome.reason });
  });
  // Labels, bounds and trees are decoration: without them the finder still works on raw values.
  // A filter whose choices are missing or unnamed says so; a range without its bounds still takes any.
  const notices = new Set<string>();
  for (const { facet, error } of failed) {
    deps.degraded?.(`finder-facets:${def.tool}`);
    deps.logger.warn("Finder facet details unavailable", {
      tool: def.tool,
      facet: facet.key,
      error: error instanceof Error ? error.message : String(error),
    });
    if (facet.kind === "classification") notices.add(`${facet.label}: not every choice could be loaded at the moment.`);
    else if (facet.kind === "value")
      notices.add(`${facet.label}: the names of the choices could not be loaded at the moment.`);
  }
  return { extras, notices: [...notices] };
}

const limitOf = (deps: FinderDeps) => deps.facetLimit ?? FACET_COUNT_LIMIT;

/** The keys of the facets the service cut at the count limit (ADR 0077): their values are searched, not listed whole. */
export function cutFacets(deps: FinderDeps, def: ToolDefinition, facets: Facets): Set<string> {
  return new Set(
    def.facets
      .filter((facet) => isSearchableFacet(facet) && isCutAtLimit(facets[facet.field], limitOf(deps)))
      .map((facet) => facet.key),
  );
}

/**
 * Each searched facet's values: the documents whose names hold the words
 * typed, then the facet counted among them under every other selection, both
 * cached like any search answer (the `catalogue` strategy). The names' search
 * stands in for the facet's cut list in `facets`; a facet whose words name
 * nothing lists no value but the selected.
 */
export async function searchedValues(
  deps: FinderDeps,
  def: ToolDefinition,
  state: FinderState,
  scope: FinderScopeInput,
  facets: Facets,
  text: ForgivingText | undefined,
): Promise<{ facets: Facets; names: Record<string, Record<string, string>>; notices: string[] }> {
  const limit = limitOf(deps);
  const names: Record<string, Record<string, string>> = {};
  const notices: string[] = [];
  const next: Facets = { ...facets };
  await Promise.all(
    def.facets.filter(isSearchableFacet).map(async (facet) => {
      // The values' search is a help beside the answer: without it the list shows as the service cut it.
      try {
        await searchOne(facet);
      } catch (error) {
        deps.degraded?.(`finder-facets:${def.tool}`);
        deps.logger.warn("Finder facet values not searched", {
          tool: def.tool,
          facet: facet.key,
          error: error instanceof Error ? error.message : String(error),
        });
        notices.push(`${facet.label}: its values could not be searched at the moment.`);
      }
    }),
  );
  return { facets: next, names, notices };

  async function searchOne(facet: SearchableFacet): Promise<void> {
    const typed = state.valueQueries?.[facet.key];
    if (!typed) return;
    const plan = buildValueSearchPlan(def, facet, state, { audience: scope.audience, site: scope.site }, typed, limit);
    if (!plan) return;
    const { index, ...nameSearch } = plan.names;
    const found = await deps.search.search<Record<string, unknown>>(index, { ...nameSearch, cache: "catalogue" });
    const valueField = facet.valueSearch.valueField ?? "ID";
    const named = Object.fromEntries(
      found.value
        .filter((doc) => doc[valueField] !== undefined && doc[valueField] !== null)
        .map((doc) => [String(doc[valueField]), String(doc[facet.valueSearch.field] ?? doc[valueField])]),
    );
    names[facet.key] = named;
    const ids = Object.keys(named);
    if (ids.length === 0) {
      next[facet.field] = [];
      return;
    }
    const { index: countIndex, ...count } = plan.counts(ids);
    // Counted with the text the results were found by, so that the counts agree with them.
    const counted = await deps.search.search<Record<string, unknown>>(countIndex, {
      ...count,
      ...text,
      cache: "catalogue",
    });
    next[facet.field] = counted.facets[facet.field] ?? [];
  }
}

/**
 * The main search and, in parallel, one count search per facet with a
 * selection (disjunctive facets); all go through the same client, so each is
 * cached like any search answer.
 */
export async function searchWithFacetCounts(
  deps: FinderDeps,
  def: ToolDefinition,
  state: FinderState,
  scope: FinderScopeInput,
  adjust?: (main: SearchOptions) => void,
  text?: ForgivingText,
): Promise<Found> {
  const plan = buildFinderPlan(def, state, { audience: scope.audience, site: scope.site }, limitOf(deps));
  const { index, ...options } = plan.main;
  adjust?.(options);
  // A fallback search replaces the text of every search of the plan, so that its counts agree with its results.
  const [answer, ...own] = await Promise.all([
    deps.search.search<Record<string, unknown>>(index, { ...options, ...text }),
    ...plan.facetCounts.map(({ query: { index: countIndex, ...count } }) =>
      deps.search.search<Record<string, unknown>>(countIndex, { ...count, ...text }),
    ),
  ]);
  const facets = mergeFacetCounts(
    answer.facets,
    plan,
    own.map((a) => a.facets),
  ) as Facets;
  // Per facet field, the matches its counts are out of: the main search's, or its own search's (its selection left out).
  const totals: Record<string, number> = Object.fromEntries(def.facets.map((facet) => [facet.field, answer.count]));
  plan.facetCounts.forEach((entry, i) => {
    const count = own[i]?.count;
    if (count !== undefined) totals[entry.field] = count;
  });
  return { answer, facets, totals, ...(text ? { text } : {}) };
}

/**
 * `state` without the picks of facets whose values are the data's own words (product type:
 * "Aminkatalysator" in German data, "Amine catalyst" in English) that the data language searched
 * does not have: a form sent, a chip removed or a link followed with another data language than
 * the picks were made in. Left in, such a pick matches nothing (no results, under a checked box of
 * a word of the other language); it is dropped and said, as the finder with script does when its
 * data language changes. Asked only for a pick the facet's counts do not list; a facet whose
 * values fill the count limit may have more than listed, so its picks stay.
 */
async function withoutForeignWords(
  deps: FinderDeps,
  def: ToolDefinition,
  state: FinderState,
  scope: FinderScopeInput,
  facets: Facets,
): Promise<FinderState> {
  let next = state;
  for (const facet of def.facets) {
    const picks = state.values[facet.key] ?? [];
    const listed = new Set((facets[facet.field] ?? []).map((entry) => String(entry.value)));
    if (facet.kind !== "value" || !facet.localized || picks.every((pick) => listed.has(pick))) continue;
    const filter = scopeClause(def, { audience: scope.audience, site: scope.site });
    // Without this answer the picks stay as asked (a checked box counted 0, to undo): nothing is lost.
    const all = await deps.search
      .search<Record<string, unknown>>(def.index, {
        search: "*",
        ...(filter ? { filter } : {}),
        facets: [facetRequest(facet) as string],
        top: 0,
        select: ["ID"],
      })
      .catch(() => undefined);
    if (!all) continue;
    const words = (all.facets?.[facet.field] ?? []).map((entry) => String(entry.value));
    if (words.length >= FACET_COUNT_LIMIT) continue;
    const foreign = picks.filter((pick) => !words.includes(pick));
    if (foreign.length === 0) continue;
    const { [facet.key]: _dropped, ...values } = next.values;
    const kept = picks.filter((pick) => words.includes(pick));
    const named = foreign.map((pick) => `“${pick}”`).join(", ");
    next = {
      ...next,
      values: kept.length > 0 ? { ...values, [facet.key]: kept } : values,
      notices: [
        ...(next.notices ?? []),
        `${facet.label}: ${named} removed, as no ${def.noun} here has ${foreign.length === 1 ? "it" : "them"} in the data language shown.`,
      ],
    };
  }
  return next;
}

/** The main search of a state with words asks for the words it matched in the name (ADR 0072). */
function highlighted(def: ToolDefinition, state: FinderState): ((main: SearchOptions) => void) | undefined {
  if (!hasSearchText(state.q)) return undefined;
  return (main) => {
    main.highlight = { fields: [def.nameField], preTag: HIGHLIGHT_PRE_TAG, postTag: HIGHLIGHT_POST_TAG };
  };
}

const HighlightsSchema = v.record(v.string(), v.array(v.string()));

/** The item's title with the matched words marked, when the service's highlight of the name fits it. */
function withMarks(item: ResultItem, doc: Record<string, unknown>, def: ToolDefinition): ResultItem {
  const highlights = v.safeParse(HighlightsSchema, doc["@search.highlights"]);
  const first = highlights.success ? highlights.output[def.nameField]?.[0] : undefined;
  const title = first === undefined ? undefined : markedTitle(item.title, first);
  return title ? { ...item, title } : item;
}

/** The finders ask again after an empty answer only when it came this quickly (ADR 0071). */
const FORGIVING_WITHIN_MS = 3000;

/** A plan's answer: the results, the facets counted disjunctively, and per facet field the matches its counts are out of. */
export type Found = {
  answer: SearchAnswer<Record<string, unknown>>;
  facets: Facets;
  totals: Record<string, number>;
  /** The text that replaced the visitor's in every search of the plan (a forgiving search). */
  text?: ForgivingText;
};
type ForgivingText = { search: string; queryType: "full" };

/**
 * A plan's answer, asked again forgivingly when it found nothing (ADR 0071),
 * for every finder with a search box: the same words whole (synonym maps
 * apply) and hyphen-less CAS numbers as written, then fuzzy words, each one
 * more plan of searches; the fuzzy one's results carry a notice. The asking
 * again is a help, not the answer: a service that took long to say "nothing"
 * (since `started`) is not asked twice more, since the page would wait for
 * it, and if the asking again fails (a slow service past the request's
 * deadline) the spec's answer stands.
 */
export async function forgiven(
  deps: FinderDeps,
  def: ToolDefinition,
  state: FinderState,
  scope: FinderScopeInput,
  found: Found,
  started: number,
  adjust: ((main: SearchOptions) => void) | undefined,
): Promise<Found & { notice?: string }> {
  if (found.answer.count > 0 || Date.now() - started > FORGIVING_WITHIN_MS) return found;
  const ask = (search: string) => searchWithFacetCounts(deps, def, state, scope, adjust, { search, queryType: "full" });
  try {
    const exact = alternativesText(state.q);
    if (!exact) return found;
    const again = await ask(exact);
    if (again.answer.count > 0) return again;
    const fuzzy = fuzzyText(state.q);
    if (!fuzzy) return again;
    const near = await ask(fuzzy);
    return near.answer.count > 0 ? { ...near, notice: similarWordsNotice(state.q, scope.lang) } : again;
  } catch (error) {
    deps.logger.warn("Finder search asked again without an answer", {
      tool: def.tool,
      error: error instanceof Error ? error.message : String(error),
    });
    return found;
  }
}

/** Runs a finder for a state; search failures are rethrown (the caller answers them). */
export async function runFinder(
  deps: FinderDeps,
  def: ToolDefinition,
  asked: FinderState,
  scope: FinderScopeInput,
): Promise<FinderAnswer> {
  const started = Date.now();
  let { answer, facets, totals } = await searchWithFacetCounts(deps, def, asked, scope, highlighted(def, asked));
  const state = await withoutForeignWords(deps, def, asked, scope, facets);
  // Without the foreign picks the results are others (a pick that matches nothing empties its facet's OR).
  if (state !== asked)
    ({ answer, facets, totals } = await searchWithFacetCounts(deps, def, state, scope, highlighted(def, state)));
  const found = await forgiven(deps, def, state, scope, { answer, facets, totals }, started, highlighted(def, state));
  ({ answer, facets, totals } = found);
  const cut = cutFacets(deps, def, facets);
  const searched = await searchedValues(deps, def, state, scope, facets, found.text);
  facets = searched.facets;
  // The names found are the values' labels: looked up by ID only for the picks they leave out.
  const { extras, notices: incomplete } = await facetExtras(deps, def, state, scope, facets, totals, searched.names);
  extras.cut = cut;
  const notices = [
    ...(found.notice ? [found.notice] : []),
    ...(state.notices ?? []),
    ...incomplete,
    ...searched.notices,
  ];
  const map = ITEM_MAPPERS[def.tool];
  const itemLabels = Object.assign({}, ...Object.values(extras.labels ?? {})) as Record<string, string>;
  const context = {
    site: scope.site,
    lang: scope.lang,
    dataLang: dataLanguage(state, scope),
    today: deps.today ?? new Date(),
    labels: itemLabels,
  };
  const pages = pageCount(answer.count, state.size);
  return {
    tool: def.tool,
    query: serialiseFinderState(def, state).toString(),
    totalCount: answer.count,
    countText: countText(def, answer.count),
    page: state.page,
    perPage: state.size,
    pages,
    hasMorePages: state.page < pages,
    results: map ? answer.value.map((doc) => withMarks(map(doc, context), doc, def)) : [],
    facets: buildFacetModels(def, state, facets, extras),
    ...(notices.length ? { notices } : {}),
  };
}
