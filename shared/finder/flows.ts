/**
 * The step-flow tools as data (spec sections 2 to 4): the competitive scout
 * (competitive product -> industry -> effect -> region, then first, second
 * and third recommendations) and the recommendation tool (region -> country
 * -> industry -> choices, then first choice, second choice and alternative).
 * Field names are those of `shared/catalogue/documents.ts`.
 */
import type { FlowDefinition } from "./step-flow.ts";

/** The recommendation tool's first two questions (spec section 2, finder text). */
export const REGION_PROMPT = "First please choose a Region";
export const COUNTRY_PROMPT = "Second please choose a Country";

export const COMPETITIVE_SCOUT: FlowDefinition = {
  tool: "competitive-scout",
  index: "competitivescoutrecommendations",
  title: "Competitive Scout",
  steps: [
    {
      kind: "single-value",
      key: "product",
      field: "AT_CompetitiveProduct",
      prompt: "Which competitive product do you use?",
      label: "Competitive product",
    },
    { kind: "single-value", key: "industry", field: "AT_Industry", prompt: "In which industry?", label: "Industry" },
    { kind: "single-value", key: "effect", field: "AT_Effect", prompt: "For which effect?", label: "Effect" },
    { kind: "region", key: "region", field: "AT_Region", prompt: "In which region?", label: "Region" },
  ],
  select: [
    "ID",
    "Name",
    "ProductCrossReference",
    "AT_CompetitiveProduct",
    "AT_Competitor",
    "AT_FirstRecommendation",
    "AT_SecondRecommendation",
    "AT_ThirdRecommendation",
    "AT_Technologies",
    "AT_Markets",
    "AT_Applications",
  ],
  nameField: "Name",
  noun: ["Recommendation", "Recommendations"],
};

export const RECOMMENDATION_TOOL: FlowDefinition = {
  tool: "recommendation-tool",
  index: "recotoolproducts",
  title: "Recommendation Tool",
  steps: [
    { kind: "region", key: "region", field: "AT_Region", prompt: REGION_PROMPT, label: "Region" },
    {
      kind: "country",
      key: "country",
      field: "AT_CountryCode",
      prompt: COUNTRY_PROMPT,
      label: "Country",
      labels: "countries",
    },
    {
      kind: "single-value",
      key: "industry",
      field: "AT_Industry",
      prompt: "Third please choose an Industry",
      label: "Industry",
      labels: "slug",
    },
    {
      kind: "choices",
      key: "form",
      field: "AT_Choices",
      collection: true,
      prefix: "form",
      prompt: "Which form do you need?",
      label: "Form",
      labels: "slug",
    },
    {
      kind: "choices",
      key: "surface",
      field: "AT_Choices",
      collection: true,
      prefix: "surface",
      prompt: "Which surface do you need?",
      label: "Surface",
      labels: "slug",
    },
    {
      kind: "choices",
      key: "function",
      field: "AT_Choices",
      collection: true,
      prefix: "function",
      multi: true,
      prompt: "Which functions should it fulfil? (one or more)",
      label: "Function",
      labels: "slug",
    },
  ],
  select: [
    "ID",
    "Name",
    "ProductCrossReference",
    "AT_Industry",
    "AT_CountryCode",
    "AT_Region",
    "AT_FirstChoice",
    "AT_SecondChoice",
    "AT_Alternative",
    "AT_ProductId",
  ],
  nameField: "Name",
  noun: ["Recommendation", "Recommendations"],
};

/** Every step flow, by the path segment of its JSON API. */
export const FLOWS: Readonly<Record<string, FlowDefinition>> = Object.fromEntries(
  [COMPETITIVE_SCOUT, RECOMMENDATION_TOOL].map((def) => [def.tool, def]),
);

export function findFlow(name: string): FlowDefinition | undefined {
  return Object.hasOwn(FLOWS, name) ? FLOWS[name] : undefined;
}
