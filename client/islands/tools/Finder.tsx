import { useEffect, useRef, useState } from "react";
import type { FinderAnswer } from "../../../shared/finder/answer";
import { compareSelection, toggleCompare } from "../../../shared/finder/compare";
import {
  activeRefinements,
  clearAllQuery,
  rangeProblems,
  withoutWrongRanges,
} from "../../../shared/finder/refinements";
import { finderResultsId, otherParameters } from "../../../shared/finder/tool-prefixes";
import type { IslandBaseProps } from "../island-props";
import { CompareForm, CompareTray } from "./CompareTray";
import { adoptCompare, followCompare, readCompare, writeCompare } from "./compare-store";
import { dataLanguageOf } from "./data-language";
import { FinderForm } from "./FinderForm";
import { FinderResults } from "./FinderResults";
import { usePageSearch } from "./page-url";
import { Refinements } from "./Refinements";
import { ResultList } from "./ResultList";
import { suggestionsOnFocus } from "./search-box/on-first-focus";
import { sendCompare, sendFinderEvent, sendResultClick, toolOfApi } from "./tool-events";
import { withParam, writeToolQuery } from "./tool-url";
import { type FinderEvent, useFinderNavigation } from "./use-finder-navigation";
import { useToolLoad } from "./use-tool-load";

export interface FinderProps {
  title: string;
  /** The title's language where it differs from the tools' English (a German page's own headline). */
  titleLang?: string;
  /** Label of the free-text field; no field when absent (listings). */
  searchLabel?: string;
  /** The tool's JSON API, e.g. `/pim/api/pu-additives/en/products`. */
  api: string;
  /** The page path the GET form submits to. */
  action: string;
  /** Prefix of this finder's parameters in the page URL. */
  prefix: string;
  /** Every bare parameter name the finder understands. */
  names: string[];
  /** The page's other parameters (other tools, the compare selection): kept by the GET form and by links. */
  carry: [string, string][];
  sorts: { value: string; label: string }[];
  sizes: number[];
  /** Preset selections of the page (e.g. the brand of products-by-brand/{brand}): fixed, not shown as facets. */
  locked: Record<string, string[]>;
  /** The first answer, rendered on the server; null when it could not be loaded. */
  answer: FinderAnswer | null;
  /**
   * The server asked for the answer and its backend failed (after its retries): the
   * island says so and offers Try again instead of asking again on its own, which
   * would keep the visitor waiting as long once more before saying the same.
   */
  failed?: boolean;
  /**
   * The state the fields show first, written like an answer's `query`: the URL's when no answer came,
   * else the answer's with a range the page did not apply as the URL asked it (`FinderIsland` works it
   * out on the server; without it, the answer's).
   */
  query?: string;
  /** Where the compare table is shown; absent when the tool has no compare. */
  compareHref?: string;
  /** The search box's suggestions module (a build entry), loaded on the box's first focus (ADR 0073). */
  searchBox?: string;
}

/**
 * A finder: a plain GET form with its results, made live when hydrated: it
 * filters as the visitor types (debounced), toggles facets, sorts and pages,
 * keeps the URL in step (shareable, back button restores) and fetches the
 * tool's JSON API.
 */
export function Finder(props: FinderProps & IslandBaseProps) {
  const { api, action, prefix, locked, islandId } = props;
  const { answer, status, slow, load: loadAnswer } = useToolLoad("checkFinderAnswer", props.answer);
  const [query, setQuery] = useState(props.query ?? answer?.query ?? "");
  // The page URL's selection, so the boxes are ticked in the server's HTML too.
  const [compare, setCompare] = useState<string[]>(() => compareSelection(new URLSearchParams(props.carry)));
  /** Ranges of the state last asked for that cannot be applied (minimum above maximum). */
  const [problems, setProblems] = useState<string[]>([]);
  const facets = answer?.facets ?? [];
  const names = new Set(props.names);
  /** The page query as last shown; this finder's own part of it is replaced by `query` wherever it is written. */
  const pageSearch = usePageSearch(new URLSearchParams(props.carry).toString());
  const heading = useRef<HTMLHeadingElement>(null);
  const lockedKeys = Object.keys(locked);
  /** A state as the page URL writes it: the page's own presets go without saying (the page and `load` apply them). */
  const pageQuery = (next: string) => {
    const params = new URLSearchParams(next);
    for (const key of lockedKeys) params.delete(key);
    return params.toString();
  };

  const tool = toolOfApi(api);
  const load = async (next: string, event?: FinderEvent) => {
    const params = new URLSearchParams(pageQuery(next));
    for (const [key, values] of Object.entries(locked)) for (const value of values) params.append(key, value);
    const loaded = await loadAnswer(`${api}?${params}`);
    if (loaded && event) sendFinderEvent(event, tool, next, loaded.totalCount);
  };

  const form = useRef<HTMLFormElement>(null);
  /**
   * Loads a state (`said`: notices of the change that made it): a range whose minimum is
   * above its maximum, or a bound that is no number, is said and left out, as the page
   * does; the tool API refuses it. History steps and Try again load the URL's state so too.
   */
  const loadShown = (next: string, event?: FinderEvent, said: string[] = []) => {
    const wrong = rangeProblems(facets, next);
    // Try again passes the notices shown, range ones among them: each is said once.
    setProblems([...new Set([...said, ...wrong])]);
    void load(wrong.length === 0 ? next : withoutWrongRanges(facets, next), event);
  };
  const { navigate, editing, history, stateOf, formEvents } = useFinderNavigation({
    api,
    prefix,
    names,
    islandId,
    facets,
    pageQuery,
    setQuery,
    loadShown,
    defaultSort: props.sorts[0]?.value,
  });

  // Once interactive: results the server did not ask for are loaded, and fields changed before (a box
  // ticked, an order picked, text typed into the server HTML or into the pending shell's box, which
  // the boot script carries over) are applied, as if changed now (one history entry, so Back returns to the
  // results the page opened with). They show the change, but the state does not hold it, no change
  // event will say so, and the next render would set them back as the server rendered them.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Rendered without results the server did not ask for (no budget, no state of its own): load them now.
    if (!props.answer && !props.failed) void load(history.read());
    const root = form.current;
    if (!root?.parentElement) return;
    // A result's compare box stands in a form of its own; the picks kept from before (this tab's, the
    // history entry's) stay beside it.
    let picks = readCompare();
    let picked = false;
    for (const box of root.parentElement.querySelectorAll<HTMLInputElement>('[name="compare"]'))
      if (box.checked !== box.defaultChecked && box.checked !== picks.includes(box.value)) {
        picks = toggleCompare(picks, box.value);
        picked = true;
      }
    if (picked) onComparePicks(picks);
    // The form as the server rendered it: a copy keeps what the fields hold, and reset() takes it back.
    const rendered = root.cloneNode(true) as HTMLFormElement;
    rendered.reset();
    const now = stateOf(root);
    const then = stateOf(rendered);
    if (now === then) return;
    const active = document.activeElement as HTMLInputElement | null;
    editing.current = active?.form === root && active.type !== "checkbox" ? active : undefined;
    navigate(
      now,
      "push",
      0,
      new URLSearchParams(now).get("q") !== new URLSearchParams(then).get("q") ? "search" : "filter",
    );
  });

  useEffect(() => {
    if (!props.compareHref) return;
    setCompare(adoptCompare());
    return followCompare(setCompare);
  }, [props.compareHref]);

  const params = new URLSearchParams(query);
  const results = finderResultsId(prefix);
  /** The page's query showing this finder in state `next` (the other tools' parameters kept). */
  const pageSearchFor = (next: string) => writeToolQuery(pageSearch, prefix, names, pageQuery(next));
  const hrefFor = (next: string) => `${action}${pageSearchFor(next)}#${results}`;
  const pageHref = (page: number) => hrefFor(withParam(query, "page", page > 1 ? String(page) : undefined));
  const carried = otherParameters(new URLSearchParams(pageSearch), prefix, names);

  const onPage = (page: number) => {
    navigate(withParam(query, "page", page > 1 ? String(page) : undefined), "push");
    heading.current?.focus();
  };
  const onRefine = (next: string) => {
    navigate(next, "push", 0, "filter");
    // The link that was followed is gone; the count that changed is where to go on.
    heading.current?.focus();
  };
  const onRetry = () => {
    // What the change asked for said (a pick dropped with another data language) still holds.
    loadShown(query, undefined, problems);
    // The link goes with the error; the count heading is where the answer shows.
    heading.current?.focus();
  };
  const onComparePicks = (next: string[]) => {
    writeCompare(next);
    sendCompare(tool, next);
  };
  const onCompare = (id: string) => onComparePicks(toggleCompare(compare, id));

  const id = (name: string) => `${islandId}-${name}`;
  /** The page query the compare keeps: this finder's state, when the table is on this page. */
  const keep = props.compareHref === action ? pageSearchFor(query) : "";
  const dataLanguage = dataLanguageOf(api, (answer ? new URLSearchParams(answer.query) : params).get("context"));
  const list = (picked: string[] | undefined) => (
    <ResultList
      results={answer?.results ?? []}
      compare={picked}
      onCompare={onCompare}
      compareFullNote={id("compare-full")}
      onOpen={(item, position) => sendResultClick(tool, item, position)}
      idBase={id("r")}
      busy={status === "loading"}
      dataLanguage={dataLanguage}
    />
  );
  const refinements = (
    <Refinements
      // A range not applied (its minimum above its maximum) has no chip: the notice and its fields speak of it.
      items={activeRefinements(facets, withoutWrongRanges(facets, query), lockedKeys)}
      clearQuery={clearAllQuery(query, lockedKeys)}
      href={hrefFor}
      onGo={onRefine}
      idBase={id("chips")}
      dataLanguage={dataLanguage}
    />
  );

  return (
    <section className="finder" aria-labelledby={id("title")}>
      <h2 id={id("title")} lang={props.titleLang}>
        {props.title}
      </h2>
      <FinderForm
        idBase={islandId}
        action={`${action}#${results}`}
        prefix={prefix}
        searchLabel={props.searchLabel}
        onSearchFocus={suggestionsOnFocus(props.searchBox, api, prefix)}
        sorts={props.sorts}
        sizes={props.sizes}
        params={params}
        carried={carried}
        locked={lockedKeys}
        facets={answer?.facets}
        stale={status === "error"}
        dataLanguage={dataLanguage}
        formRef={form}
        {...formEvents}
      />
      <FinderResults
        idBase={islandId}
        resultsId={results}
        headingRef={heading}
        status={status}
        slow={slow}
        answer={answer}
        notices={problems.length > 0 ? problems : (answer?.notices ?? [])}
        refinements={refinements}
        list={
          props.compareHref ? (
            <CompareForm
              href={props.compareHref}
              keep={keep}
              picked={compare.filter((pick) => !answer?.results.some((item) => item.comparable && item.id === pick))}
              name={{ titleId: id("title"), part: "compare" }}
            >
              {list(compare)}
            </CompareForm>
          ) : (
            list(undefined)
          )
        }
        retryHref={`${action}${pageSearchFor(query)}`}
        onRetry={onRetry}
        pageHref={pageHref}
        onPage={onPage}
      >
        {props.compareHref && (
          <CompareTray href={props.compareHref} keep={keep} picked={compare} fullNoteId={id("compare-full")} />
        )}
      </FinderResults>
    </section>
  );
}
