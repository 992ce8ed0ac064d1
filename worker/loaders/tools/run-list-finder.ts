/**
 * The label finder and the competitor product finder: the shared finder
 * query, facet models and answer shape, with their own result items, count
 * words and (for third-party products) the Name-then-Company order.
 */
import type { LabelDocument, ThirdPartyProductDocument } from "../../../shared/catalogue/documents";
import type { FinderAnswer, ResultFact, ResultItem } from "../../../shared/finder/answer";
import { buildFacetModels, type FacetExtras } from "../../../shared/finder/facet-model";
import { LIST_NOUNS } from "../../../shared/finder/list-tools";
import { type FinderState, serialiseFinderState } from "../../../shared/finder/state";
import type { ToolDefinition } from "../../../shared/finder/tool-definition";
import { pageCount } from "../../../shared/search/paging";
import { plainText } from "../../../shared/text-rules";
import type { SearchOptions } from "../../services/search/client";
import { findByIds } from "../../services/search/queries";
import {
  cutFacets,
  type FinderDeps,
  type FinderScopeInput,
  forgiven,
  plantLabels,
  searchedValues,
  searchWithFacetCounts,
} from "./run-finder";

export function labelItem(doc: Partial<LabelDocument>, plants: Record<string, string>): ResultItem {
  const plant = doc.AT_PlantId ? (plants[doc.AT_PlantId] ?? doc.AT_PlantName ?? doc.AT_PlantId) : undefined;
  const meta = [
    doc.AT_Label ? { label: "Label", value: doc.AT_Label } : undefined,
    doc.AT_ProductName,
    plant ? { label: "Plant", value: plant } : undefined,
    doc.AT_LayoutType ? { label: "Layout", value: doc.AT_LayoutType } : undefined,
  ].filter((m): m is ResultFact => !!m);
  return {
    id: String(doc.ID),
    title: doc.Name ?? String(doc.ID),
    meta,
    ...(doc.AT_Url
      ? { actions: [{ kind: "download" as const, href: doc.AT_Url, label: "Download label (PDF)" }] }
      : {}),
  };
}

export function thirdPartyItem(doc: Partial<ThirdPartyProductDocument>): ResultItem {
  return {
    id: String(doc.ID),
    title: doc.Name ?? String(doc.ID),
    meta: [doc.Company, doc.AT_INCIName ? { label: "INCI", value: doc.AT_INCIName } : undefined].filter(
      (m): m is ResultFact => !!m,
    ),
    ...(doc.AT_ChemicalDescription ? { description: doc.AT_ChemicalDescription } : {}),
  };
}

/** Third-party products by Name then Company; relevance first when there is text to rank by. */
function thirdPartyOrder(state: FinderState): string[] | undefined {
  if (state.sort === "name-desc") return ["Name desc", "Company asc"];
  if (state.sort === "relevance" && state.q.trim() !== "") return undefined;
  return ["Name asc", "Company asc"];
}

/** Runs the label finder or the competitor product finder; search failures are rethrown. */
export async function runListFinder(
  deps: FinderDeps,
  def: ToolDefinition,
  state: FinderState,
  scope: FinderScopeInput,
): Promise<FinderAnswer> {
  const started = Date.now();
  const adjust = (options: SearchOptions) => {
    if (def.index !== "thirdpartyproducts") return;
    const order = thirdPartyOrder(state);
    if (order) options.orderby = order;
    else delete options.orderby;
  };
  // A misspelt name finds what it resembles here too, with the same notice (ADR 0071).
  const found = await forgiven(
    deps,
    def,
    state,
    scope,
    await searchWithFacetCounts(deps, def, state, scope, adjust),
    started,
    adjust,
  );
  const { answer } = found;
  // Lists the service cut at the count limit are searched by the words typed (ADR 0077).
  const cut = cutFacets(deps, def, found.facets);
  const searched = await searchedValues(deps, def, state, scope, found.facets, found.text);
  const { facets } = searched;

  const extras: FacetExtras = { labels: {}, cut };
  let plants: Record<string, string> = {};
  if (def.index === "labels") {
    // Names the values' search found are not asked again.
    const named = searched.names.product ?? {};
    const productIds = [
      ...new Set([...(facets.AT_ProductId ?? []).map((f) => String(f.value)), ...(state.values.product ?? [])]),
    ].filter((id) => !Object.hasOwn(named, id));
    // Names are decoration: without them the finder still works on raw ids.
    const [plantNames, products] = await Promise.all([
      plantLabels(deps.search).catch(() => {
        deps.degraded?.(`finder-labels:${def.tool}`);
        return {};
      }),
      productIds.length === 0
        ? Promise.resolve([])
        : findByIds<{ ID: string; Name: string }>(deps.search, "products", productIds, {
            select: ["ID", "Name"],
            cache: "reference",
          }).catch(() => {
            deps.degraded?.(`finder-labels:${def.tool}`);
            return [];
          }),
    ]);
    plants = plantNames;
    extras.labels = {
      plant: plants,
      product: { ...named, ...Object.fromEntries(products.map((p) => [p.ID, plainText(p.Name)])) },
    };
  }

  const [one, many] = LIST_NOUNS[def.tool] ?? ["Item", "Items"];
  const pages = pageCount(answer.count, state.size);
  return {
    tool: def.tool,
    query: serialiseFinderState(def, state).toString(),
    totalCount: answer.count,
    countText: `${answer.count} ${answer.count === 1 ? one : many}`,
    page: state.page,
    perPage: state.size,
    pages,
    hasMorePages: state.page < pages,
    results: answer.value.map((doc) =>
      def.index === "labels" ? labelItem(doc as Partial<LabelDocument>, plants) : thirdPartyItem(doc),
    ),
    facets: buildFacetModels(def, state, facets, extras),
    ...(found.notice || state.notices?.length || searched.notices.length
      ? { notices: [...(found.notice ? [found.notice] : []), ...(state.notices ?? []), ...searched.notices] }
      : {}),
  };
}
