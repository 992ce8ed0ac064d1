/**
 * The label finder, competitive scout and recommendation tool blocks, each
 * rendering its island with the answer for the request URL's state, so the
 * page is complete before (and without) any script. Registered with the
 * other tool blocks in `blocks.tsx`.
 */
import { FinderIsland, StepFlowIsland } from "../../../client/islands/tools";
import type { FinderAnswer } from "../../../shared/finder/answer";
import { blockLoadId, competitorPrefix, finderBlockState, flowBlockState } from "../../../shared/finder/block-loads";
import type { FlowAnswer } from "../../../shared/finder/flow-answer";
import { COMPETITIVE_SCOUT, recommendationToolFor } from "../../../shared/finder/flows";
import { COMPETITOR_PRODUCT_FINDER, LABEL_FINDER } from "../../../shared/finder/list-tools";
import { PAGE_SIZES, parameterNames } from "../../../shared/finder/state";
import { type FlowDefinition, flowFilterNames } from "../../../shared/finder/step-flow";
import { SORT_LABELS, type ToolDefinition } from "../../../shared/finder/tool-definition";
import { finderResultsId, flowStepId, otherParameters } from "../../../shared/finder/tool-prefixes";
import { type BlokComponent, type BlokProps, cx } from "../blocks/blok-props";
import { useBlockContext } from "../blocks/context";
import { text } from "../blocks/fields";
import { BudgetedAnswer } from "./answer-budget";
import { FINDER_CSS } from "./finder-styles";
import { FLOW_CSS } from "./flow-styles";
import { islandQuery } from "./island-query";
import { titleLangOf, toolFrameLang } from "./tool-language";
import { ToolPending } from "./tool-pending";
import { useToolPrefix } from "./tool-prefixes";
import { useToolRequest } from "./tool-request";

function Styles() {
  return (
    <>
      <style href="pim-tools" precedence="default">
        {FINDER_CSS}
      </style>
      <style href="pim-flow-tools" precedence="default">
        {FLOW_CSS}
      </style>
    </>
  );
}

/** A list finder (labels, competitor products) as a finder island. */
function ListFinder({
  def,
  prefix,
  headline,
  uid,
}: {
  def: ToolDefinition;
  prefix: string;
  headline: string;
  uid: string;
}) {
  const { site, lang } = useBlockContext();
  const title = headline || def.title;
  const titleLang = titleLangOf(headline, lang);
  const request = useToolRequest();
  const names = parameterNames(def);
  const pageParams = request?.url.searchParams ?? new URLSearchParams();
  const state = finderBlockState(def, prefix, pageParams, {});
  const action = request?.url.pathname ?? `/pim/fragment/${site}/${lang}/`;
  const carry = otherParameters(pageParams, prefix, names);
  // `failed`: the loader asked and the backend failed; without a load the island asks itself.
  const island = (answer: FinderAnswer | null, failed = false) => (
    <FinderIsland
      title={title}
      {...titleLang}
      searchLabel={def.searchLabel}
      api={`/pim/api/${site}/${lang}/${def.tool}`}
      action={action}
      prefix={prefix}
      names={names}
      carry={carry}
      sorts={def.sorts.map((value) => ({ value, label: SORT_LABELS[value] }))}
      sizes={[...PAGE_SIZES]}
      locked={{}}
      answer={answer}
      {...(failed ? { failed } : {})}
      {...(state ? { query: islandQuery(def, state, pageParams, prefix, names) } : {})}
    />
  );
  const load = request?.answers.listFinder(blockLoadId.list(uid, def));
  if (!load || !state) return island(null);
  return (
    <BudgetedAnswer
      load={load}
      pending={
        <ToolPending
          title={title}
          {...titleLang}
          lang={lang}
          anchor={finderResultsId(prefix)}
          search={{ action, label: def.searchLabel, name: `${prefix}q`, value: state.q, carry }}
        />
      }
    >
      {(answer) => island(answer, answer === null)}
    </BudgetedAnswer>
  );
}

/** A step flow as a step-flow island. */
function Flow({ def, prefix, headline, uid }: { def: FlowDefinition; prefix: string; headline: string; uid: string }) {
  const { site, lang } = useBlockContext();
  const title = headline || def.title;
  const titleLang = titleLangOf(headline, lang);
  const request = useToolRequest();
  const pageParams = request?.url.searchParams ?? new URLSearchParams();
  const state = flowBlockState(def, prefix, pageParams);
  // `failed`: the loader asked and the backend failed; without a load the island asks itself.
  const island = (answer: FlowAnswer | null, failed = false) => (
    <StepFlowIsland
      title={title}
      {...titleLang}
      api={`/pim/api/${site}/${lang}/${def.tool}`}
      action={request?.url.pathname ?? `/pim/fragment/${site}/${lang}/`}
      prefix={prefix}
      pageSearch={pageParams.toString()}
      keys={def.steps.map((step) => step.key)}
      {...(def.registration ? { filters: flowFilterNames(def) } : {})}
      answer={answer}
      {...(failed ? { failed } : {})}
      compare={def.tool !== COMPETITIVE_SCOUT.tool && (request?.compareOnPage ?? false)}
    />
  );
  const load = request?.answers.stepFlow(blockLoadId.flow(uid));
  if (!load || !state) return island(null);
  return (
    <BudgetedAnswer
      load={load}
      pending={<ToolPending title={title} {...titleLang} lang={lang} anchor={flowStepId(prefix)} />}
    >
      {(answer) => island(answer, answer === null)}
    </BudgetedAnswer>
  );
}

function LabelFinderBlock({ blok, attrs }: BlokProps) {
  const { lang } = useBlockContext();
  const prefix = useToolPrefix(blok._uid, blok.component);
  return (
    <div {...cx(attrs, "cms-tool", "cms-tool--label-finder")} {...toolFrameLang(lang)} data-tool="label-finder">
      <Styles />
      <ListFinder def={LABEL_FINDER} prefix={prefix} headline={text(blok.headline)} uid={blok._uid} />
    </div>
  );
}

function CompetitiveScoutBlock({ blok, attrs }: BlokProps) {
  const { lang } = useBlockContext();
  const prefix = useToolPrefix(blok._uid, blok.component);
  return (
    <div
      {...cx(attrs, "cms-tool", "cms-tool--competitive-scout")}
      {...toolFrameLang(lang)}
      data-tool="competitive-scout"
    >
      <Styles />
      <Flow def={COMPETITIVE_SCOUT} prefix={prefix} headline={text(blok.headline)} uid={blok._uid} />
      <ListFinder def={COMPETITOR_PRODUCT_FINDER} prefix={competitorPrefix(prefix)} headline="" uid={blok._uid} />
    </div>
  );
}

function RecommendationToolBlock({ blok, attrs }: BlokProps) {
  const { site, lang } = useBlockContext();
  const def = recommendationToolFor(site);
  const prefix = useToolPrefix(blok._uid, blok.component);
  return (
    <div
      {...cx(attrs, "cms-tool", "cms-tool--recommendation-tool")}
      {...toolFrameLang(lang)}
      data-tool="recommendation-tool"
    >
      <Styles />
      <Flow def={def} prefix={prefix} headline={text(blok.headline)} uid={blok._uid} />
    </div>
  );
}

/** These tools' block components by component name. */
export const FLOW_BLOCK_COMPONENTS: Readonly<Record<string, BlokComponent>> = {
  "label-finder": LabelFinderBlock,
  "competitive-scout": CompetitiveScoutBlock,
  "recommendation-tool": RecommendationToolBlock,
};
