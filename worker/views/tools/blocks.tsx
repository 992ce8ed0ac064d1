/**
 * The tool blocks of the content space, each rendering its island with the
 * results for the request URL's state, so the page is complete before (and
 * without) any script. The block registry (`blocks/blocks-by-name.ts`) lists them.
 */
import { FinderIsland, ProductCompareIsland } from "../../../client/islands/tools";
import { withParam } from "../../../client/islands/tools/tool-url";
import type { CompareAnswer, FinderAnswer } from "../../../shared/finder/answer";
import { blockLoadId, FINDER_BLOCKS, finderBlockState } from "../../../shared/finder/block-loads";
import {
  COMPARE_PARAMETER,
  MAX_COMPARE,
  requestedCompare,
  unreadableCompare,
  unreadableCompareNotice,
} from "../../../shared/finder/compare";
import { presetFor } from "../../../shared/finder/presets";
import { PAGE_SIZES, parameterNames } from "../../../shared/finder/state";
import { SORT_LABELS } from "../../../shared/finder/tool-definition";
import { finderResultsId, otherParameters } from "../../../shared/finder/tool-prefixes";
import { findTool } from "../../../shared/finder/tools";
import { findArea } from "../../../shared/sites";
import { type BlokComponent, type BlokProps, cx } from "../blocks/blok-props";
import { useBlockContext } from "../blocks/context";
import { text } from "../blocks/fields";
import { BudgetedAnswer } from "./answer-budget";
import { FINDER_CSS } from "./finder-styles";
import { FLOW_BLOCK_COMPONENTS } from "./flow-blocks";
import { islandQuery } from "./island-query";
import { titleLangOf, toolFrameLang } from "./tool-language";
import { ToolPending } from "./tool-pending";
import { useToolPrefix } from "./tool-prefixes";
import { useToolRequest } from "./tool-request";

function ToolStyles() {
  return (
    <style href="pim-tools" precedence="default">
      {FINDER_CSS}
    </style>
  );
}

/**
 * Where picked products are compared: this page when it holds the product
 * compare, else the area's products page (which does) when this is not that
 * page; else nowhere, and the finder offers no compare (a link to a page
 * without the table did nothing).
 */
function compareHrefFor(
  site: string,
  lang: string,
  page: { path: string; name: string; compareOnPage: boolean },
): string | undefined {
  if (page.compareOnPage) return page.path;
  const pages = findArea(site)?.pages.map((p) => p.path) ?? [];
  const products = ["products", "products-and-solutions/product-portfolio"].find((p) => pages.includes(p));
  return products && products !== page.name ? `/pim/fragment/${site}/${lang}/${products}` : undefined;
}

/** A finder block: which finder follows from the component name. */
export function FinderBlock({ blok, attrs }: BlokProps) {
  const { tool, listing = false } = FINDER_BLOCKS[blok.component] ?? { tool: "" };
  const def = findTool(tool);
  const { site, lang } = useBlockContext();
  const request = useToolRequest();
  const prefix = useToolPrefix(blok._uid, blok.component);
  if (!def) return null;
  const names = parameterNames(def);
  const locked = request ? presetFor(tool, request.pageName) : {};
  const pageParams = request?.url.searchParams ?? new URLSearchParams();
  const state = finderBlockState(def, prefix, pageParams, locked);
  const action = request?.url.pathname ?? `/pim/fragment/${site}/${lang}/`;
  const headline = text(blok.headline);
  const title = headline || def?.title || tool;
  const titleLang = titleLangOf(headline, lang);
  const carry = otherParameters(pageParams, prefix, names);
  const load = request?.answers.finder(blockLoadId.finder(blok._uid));
  const compareHref =
    tool === "products"
      ? compareHrefFor(site, lang, {
          path: action,
          name: request?.pageName ?? "",
          compareOnPage: request?.compareOnPage ?? false,
        })
      : undefined;
  // `failed`: the loader asked and the backend failed; without a load the island asks itself.
  const island = (answer: FinderAnswer | null, failed = false) => (
    <FinderIsland
      title={title}
      {...titleLang}
      {...(listing ? {} : { searchLabel: def?.searchLabel ?? "Search" })}
      api={`/pim/api/${site}/${lang}/${tool}`}
      action={action}
      prefix={prefix}
      names={names}
      carry={carry}
      sorts={(def?.sorts ?? []).map((value) => ({ value, label: SORT_LABELS[value] }))}
      sizes={[...PAGE_SIZES]}
      locked={locked}
      answer={answer}
      {...(failed ? { failed } : {})}
      {...(state ? { query: islandQuery(def, state, pageParams, prefix, names) } : {})}
      {...(compareHref ? { compareHref } : {})}
    />
  );
  return (
    <div {...cx(attrs, "cms-tool", `cms-tool--${blok.component}`)} {...toolFrameLang(lang)} data-tool={blok.component}>
      <ToolStyles />
      {load && state ? (
        <BudgetedAnswer
          load={load}
          pending={
            <ToolPending
              title={title}
              {...titleLang}
              lang={lang}
              anchor={finderResultsId(prefix)}
              {...(listing
                ? {}
                : {
                    search: {
                      action,
                      label: def.searchLabel,
                      name: `${prefix}q`,
                      value: state.q,
                      carry,
                    },
                  })}
            />
          }
        >
          {(answer) => island(answer, answer === null)}
        </BudgetedAnswer>
      ) : (
        island(null)
      )}
    </div>
  );
}

/** The request's path and query without one parameter. */
function pageWithout(url: URL | undefined, name: string): string {
  if (!url) return "";
  const query = withParam(url.search, name, undefined);
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

function ProductCompareBlock({ blok, attrs }: BlokProps) {
  const { site, lang } = useBlockContext();
  const request = useToolRequest();
  const params = request?.url.searchParams ?? new URLSearchParams();
  const requested = requestedCompare(params);
  const ids = requested.slice(0, MAX_COMPARE);
  const asked = requested.length;
  const notice = [
    asked > MAX_COMPARE
      ? `${asked} products were picked; at most ${MAX_COMPARE} can be compared, so the first ${MAX_COMPARE} are shown.`
      : undefined,
    unreadableCompareNotice(unreadableCompare(params)),
  ]
    .filter(Boolean)
    .join(" ");
  const headline = text(blok.headline);
  const title = headline || "Product compare";
  const titleLang = titleLangOf(headline, lang);
  const load = request?.answers.compare(blockLoadId.compare(blok._uid));
  const island = (answer: CompareAnswer | null) => (
    <ProductCompareIsland
      title={title}
      {...titleLang}
      api={`/pim/api/${site}/${lang}/compare`}
      answer={answer}
      page={pageWithout(request?.url, COMPARE_PARAMETER)}
      asked={ids.length}
      {...(answer !== null && ids.length > 0 ? { compared: ids } : {})}
      {...(answer === null && ids.length > 0 ? { failedSelection: ids } : {})}
      {...(notice ? { notice } : {})}
    />
  );
  return (
    <div {...cx(attrs, "cms-tool", "cms-tool--product-compare")} {...toolFrameLang(lang)} data-tool="product-compare">
      <ToolStyles />
      {load && ids.length > 0 ? (
        <BudgetedAnswer
          load={load}
          pending={<ToolPending title={title} {...titleLang} lang={lang} anchor="product-compare" />}
        >
          {island}
        </BudgetedAnswer>
      ) : (
        island(request && ids.length === 0 ? { products: [], rows: [] } : null)
      )}
      {/* Outside the island, so they cost no script: shown with a table only (the styles), the address on paper only. */}
      <p className="compare__legend">
        <span className="compare__differs">Differs</span>: not every product compared has the same value (Yes, yes and
        true count as the same).
      </p>
      {request && ids.length > 0 && (
        <p className="print-url">{`${request.url.origin}${request.url.pathname}?${COMPARE_PARAMETER}=${ids.join(",")}`}</p>
      )}
    </div>
  );
}

/** Tool block components by component name. */
export const TOOL_BLOCK_COMPONENTS: Readonly<Record<string, BlokComponent>> = {
  ...Object.fromEntries(Object.keys(FINDER_BLOCKS).map((name) => [name, FinderBlock])),
  "product-compare": ProductCompareBlock,
  ...FLOW_BLOCK_COMPONENTS,
};
