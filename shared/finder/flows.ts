/**
 * The step-flow tools as data (spec sections 2 to 4): the competitive scout
 * (competitive product -> industry -> effect -> region, then first, second
 * and third recommendations) and the recommendation tool (region -> country
 * -> the site's own questions, then first choice, second choice and
 * alternative). Each site with a recommendation tool asks its own questions
 * over its own documents: silica by industry, form, surface and function;
 * specialty methacrylates by market, functional group and property.
 * Field names are those of `shared/catalogue/documents.ts`.
 */
import type { FlowDefinition } from "./step-flow.ts";
import type { RegistrationFacet } from "./tool-definition.ts";

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
  siteField: "AT_Websites",
};

const RECOMMENDATION_SELECT = [
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
] as const;

const REGION_STEP = {
  kind: "region",
  key: "region",
  field: "AT_Region",
  prompt: REGION_PROMPT,
  label: "Region",
} as const;
const COUNTRY_STEP = {
  kind: "country",
  key: "country",
  field: "AT_CountryCode",
  prompt: COUNTRY_PROMPT,
  label: "Country",
  labels: "countries",
} as const;

/** The recommendations' registration filter: the first choice's statuses, under the product finder's parameters. */
const RECOMMENDATION_REGISTRATION: RegistrationFacet = {
  kind: "registration",
  key: "reg",
  field: "AT_RegistrationStatus",
  label: "First choice registered in",
};

/** The silica recommendation tool, and the shape of a recommendation tool on a site without its own. */
export const RECOMMENDATION_TOOL: FlowDefinition = {
  tool: "recommendation-tool",
  index: "recotoolproducts",
  title: "Recommendation Tool",
  steps: [
    REGION_STEP,
    COUNTRY_STEP,
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
  select: RECOMMENDATION_SELECT,
  nameField: "Name",
  noun: ["Recommendation", "Recommendations"],
  siteField: "AT_Websites",
  registration: RECOMMENDATION_REGISTRATION,
};

/** VISIOMER's specialty-methacrylates recommendation tool: same API, its own questions. */
export const METHACRYLATE_RECOMMENDATION_TOOL: FlowDefinition = {
  tool: "recommendation-tool",
  index: "recotoolproducts",
  title: "Specialty Methacrylates Recommendation Tool",
  steps: [
    REGION_STEP,
    COUNTRY_STEP,
    {
      kind: "single-value",
      key: "market",
      field: "AT_Industry",
      prompt: "Third please choose a Market",
      label: "Market",
      labels: "slug",
    },
    {
      kind: "choices",
      key: "group",
      field: "AT_Choices",
      collection: true,
      prefix: "group",
      prompt: "Which functional group should the monomer carry?",
      label: "Functional group",
      labels: "slug",
    },
    {
      kind: "choices",
      key: "property",
      field: "AT_Choices",
      collection: true,
      prefix: "property",
      multi: true,
      prompt: "Which properties should it improve? (one or more)",
      label: "Property",
      labels: "slug",
    },
  ],
  select: RECOMMENDATION_SELECT,
  nameField: "Name",
  noun: ["Recommendation", "Recommendations"],
  siteField: "AT_Websites",
  registration: RECOMMENDATION_REGISTRATION,
};

/** Recommendation tools that ask their own questions, by site. */
const SITE_RECOMMENDATION_TOOLS: Readonly<Record<string, FlowDefinition>> = {
  visiomer: METHACRYLATE_RECOMMENDATION_TOOL,
};

/** The recommendation tool of a site (it reads that site's documents only, whichever questions it asks). */
export function recommendationToolFor(site: string): FlowDefinition {
  return (
    (Object.hasOwn(SITE_RECOMMENDATION_TOOLS, site) ? SITE_RECOMMENDATION_TOOLS[site] : undefined) ??
    RECOMMENDATION_TOOL
  );
}

/** Every step flow, by the path segment of its JSON API (the recommendation tool in its default shape). */
export const FLOWS: Readonly<Record<string, FlowDefinition>> = Object.fromEntries(
  [COMPETITIVE_SCOUT, RECOMMENDATION_TOOL].map((def) => [def.tool, def]),
);

/** Every definition of a step flow, each site's recommendation tool included. */
export const ALL_FLOWS: readonly FlowDefinition[] = [
  ...Object.values(FLOWS),
  ...Object.values(SITE_RECOMMENDATION_TOOLS),
];

/** The step flow of a JSON API path segment, as asked on `site`. */
export function findFlow(name: string, site = ""): FlowDefinition | undefined {
  if (name === RECOMMENDATION_TOOL.tool) return recommendationToolFor(site);
  return Object.hasOwn(FLOWS, name) ? FLOWS[name] : undefined;
}
