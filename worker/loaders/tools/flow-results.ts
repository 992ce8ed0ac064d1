/**
 * Step-flow results: recommendation documents turned into what the result
 * step shows, each recommended product linked to its page when the product
 * is in the site's catalogue (the product index, scoped like the product
 * finder, decides).
 */
import type {
  CompetitiveScoutRecommendationDocument,
  RecoToolProductDocument,
} from "../../../shared/catalogue/documents";
import type { Audience } from "../../../shared/context";
import type { ResultFact } from "../../../shared/finder/answer";
import { labelFromSlug } from "../../../shared/finder/facet-model";
import type { FlowPick, FlowResult } from "../../../shared/finder/flow-answer";
import { scopeClause } from "../../../shared/finder/query";
import { PRODUCT_FINDER } from "../../../shared/finder/tools";
import type { SearchClient } from "../../services/search/client";
import { findByIds } from "../../services/search/queries";

export interface FlowResultScope {
  audience: Audience;
  site: string;
  lang: string;
  /**
   * ISO country code -> English name: a recommendation's title is a phrase of the catalogue's own
   * ("Automotive in Germany", the industry a word made from its slug), English as the tool's other
   * words; the country step's answer beside it says the name in the data's language.
   */
  countries: Record<string, string>;
  /** Told when the product links could not be loaded. */
  degraded?: (section: string) => void;
}

type RecommendationDoc = Partial<Omit<CompetitiveScoutRecommendationDocument, "UserTypeID">> &
  Partial<Omit<RecoToolProductDocument, "UserTypeID">>;

/** The site's products among the documents' cross references: id -> name. */
async function siteProducts(
  search: SearchClient,
  docs: readonly RecommendationDoc[],
  scope: FlowResultScope,
): Promise<Map<string, string>> {
  const ids = docs.flatMap((doc) => [
    ...(doc.ProductCrossReference ?? []).map((ref) => ref.ProductId),
    ...(doc.AT_ProductId ? [doc.AT_ProductId] : []),
  ]);
  if (ids.length === 0) return new Map();
  const products = await findByIds<{ ID: string; Name: string }>(search, "products", ids, {
    select: ["ID", "Name"],
    extraFilter: scopeClause(PRODUCT_FINDER, { audience: scope.audience, site: scope.site }),
    cache: "catalogue",
  });
  return new Map(products.map((p) => [p.ID, p.Name]));
}

function picks(
  doc: RecommendationDoc,
  named: readonly [string, string | null | undefined][],
  products: Map<string, string>,
  scope: FlowResultScope,
): FlowPick[] {
  const refs = (doc.ProductCrossReference ?? []).map((ref) => ref.ProductId);
  const out: FlowPick[] = [];
  for (const [rank, name] of named) {
    if (!name) continue;
    // Recommendations name their products; the document's cross references say which ids those are.
    const id = refs.find((ref) => products.get(ref) === name);
    out.push({
      rank,
      name,
      ...(id ? { href: `/pim/fragment/${scope.site}/${scope.lang}/product/${id}`, productId: id } : {}),
    });
  }
  return out;
}

function scoutResult(doc: RecommendationDoc, products: Map<string, string>, scope: FlowResultScope): FlowResult {
  return {
    id: String(doc.ID),
    title: doc.AT_CompetitiveProduct ?? doc.Name ?? String(doc.ID),
    meta: [
      doc.AT_Competitor ? { label: "by", value: doc.AT_Competitor } : undefined,
      doc.AT_Industry,
      doc.AT_Effect,
      doc.AT_Region,
    ].filter((m): m is ResultFact => !!m),
    picks: picks(
      doc,
      [
        ["First recommendation", doc.AT_FirstRecommendation],
        ["Second recommendation", doc.AT_SecondRecommendation],
        ["Third recommendation", doc.AT_ThirdRecommendation],
      ],
      products,
      scope,
    ),
    facts: [
      { label: "Technologies", values: doc.AT_Technologies ?? [] },
      { label: "Markets", values: doc.AT_Markets ?? [] },
      { label: "Applications", values: doc.AT_Applications ?? [] },
    ].filter((fact) => fact.values.length > 0),
  };
}

function recoResult(doc: RecommendationDoc, products: Map<string, string>, scope: FlowResultScope): FlowResult {
  const country = doc.AT_CountryCode ? (scope.countries[doc.AT_CountryCode] ?? doc.AT_CountryCode) : undefined;
  const industry = doc.AT_Industry ? labelFromSlug(doc.AT_Industry) : undefined;
  return {
    id: String(doc.ID),
    title: [industry, country].filter(Boolean).join(" in ") || (doc.Name ?? String(doc.ID)),
    meta: [doc.AT_Region].filter((m): m is string => !!m),
    picks: picks(
      doc,
      [
        ["First choice", doc.AT_FirstChoice],
        ["Second choice", doc.AT_SecondChoice],
        ["Alternative", doc.AT_Alternative],
      ],
      products,
      scope,
    ),
    facts: [],
  };
}

/** Result items of a step flow's documents. */
export async function flowResults(
  search: SearchClient,
  tool: string,
  docs: readonly Record<string, unknown>[],
  scope: FlowResultScope,
): Promise<FlowResult[]> {
  const typed = docs as readonly RecommendationDoc[];
  // Links are decoration: without the product lookup the recommendations still show, unlinked.
  const products = await siteProducts(search, typed, scope).catch(() => {
    scope.degraded?.(`flow-links:${tool}`);
    return new Map<string, string>();
  });
  const map = tool === "competitive-scout" ? scoutResult : recoResult;
  return typed.map((doc) => map(doc, products, scope));
}
