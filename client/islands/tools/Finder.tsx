import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { type FinderAnswer, NO_DATA_TEXT } from "../../../shared/finder/answer";
import { COMPARE_PARAMETER, compareSelection, MAX_COMPARE, toggleCompare } from "../../../shared/finder/compare";
import {
  activeRefinements,
  clearAllQuery,
  rangeProblems,
  withoutWordsOfData,
  withoutWrongRanges,
  withWrongRanges,
} from "../../../shared/finder/refinements";
import { finderResultsId, otherParameters } from "../../../shared/finder/tool-prefixes";
import { DEFAULT_PAGE_SIZE } from "../../../shared/search/paging";
import type { IslandBaseProps } from "../island-props";
import { adoptCompare, COMPARE_EVENT, readCompare, restoreCompare, writeCompare } from "./compare-store";
import { dataLanguageOf } from "./data-language";
import { FacetGroup } from "./FacetGroup";
import { formQuery, readFinderQuery, withParam, writeFinderQuery } from "./finder-params";
import { inPlace } from "./in-place";
import { Pagination } from "./Pagination";
import { usePageSearch, writePageUrl } from "./page-url";
import { Refinements } from "./Refinements";
import { ResultList } from "./ResultList";
import { SLOW_LOAD_MS } from "./slow-load";
import { namedBy, type TitlePart, TitlePartText } from "./title-part";
import { sendCompare, sendFinderEvent, sendResultClick, toolOfApi } from "./tool-events";

/** Where the filters start folded; the same breakpoint as the finder styles. */
const NARROW_SCREEN = "(max-width: 40rem)";

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
  /** The state the page URL asks for, written like an answer's `query`: what the form keeps when no answer came. */
  query?: string;
  /** Where the compare table is shown; absent when the tool has no compare. */
  compareHref?: string;
}

const TYPING_DELAY_MS = 250;

/** Parameters with a field of their own in the form whatever the answer; `page` starts again at 1. */
const FORM_FIELDS = new Set(["q", "sort", "size", "context", "page"]);

/**
 * A finder: a plain GET form with its results, made live when hydrated: it
 * filters as the visitor types (debounced), toggles facets, sorts and pages,
 * keeps the URL in step (shareable, back button restores) and fetches the
 * tool's JSON API.
 */
export function Finder(props: FinderProps & IslandBaseProps) {
  const { api, action, prefix, locked, islandId } = props;
  const [answer, setAnswer] = useState(props.answer);
  const [query, setQuery] = useState(() => {
    const shown = answer?.query ?? props.query ?? "";
    // A range the page did not apply (the notice says why) stays in its fields as the URL asked it.
    return answer && props.query ? withWrongRanges(answer.facets, shown, props.query) : shown;
  });
  const [status, setStatus] = useState<"idle" | "loading" | "error">(props.answer ? "idle" : "error");
  /** The load under way has taken longer than a search normally does: the status says so instead of just waiting. */
  const [slow, setSlow] = useState(false);
  // The page URL's selection, so the boxes are ticked in the server's HTML too.
  const [compare, setCompare] = useState<string[]>(() => compareSelection(new URLSearchParams(props.carry)));
  /** Ranges of the state last asked for that cannot be applied (minimum above maximum). */
  const [problems, setProblems] = useState<string[]>([]);
  const facets = answer?.facets ?? [];
  const names = useMemo(() => new Set(props.names), [props.names]);
  /** The page query as last shown; this finder's own part of it is replaced by `query` wherever it is written. */
  const pageSearch = usePageSearch(new URLSearchParams(props.carry).toString());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const lockedKeys = useMemo(() => Object.keys(locked), [locked]);
  /** A state as the page URL writes it: the page's own presets go without saying (the page and `load` apply them). */
  const pageQuery = useCallback(
    (next: string) => {
      const params = new URLSearchParams(next);
      for (const key of lockedKeys) params.delete(key);
      return params.toString();
    },
    [lockedKeys],
  );

  const tool = toolOfApi(api);
  const load = useCallback(
    async (next: string, event?: "search" | "filter") => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setStatus("loading");
      setSlow(false);
      const slowTimer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
      const params = new URLSearchParams(pageQuery(next));
      for (const [key, values] of Object.entries(locked)) for (const value of values) params.append(key, value);
      try {
        const res = await fetch(`${api}?${params}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!res.ok) throw new Error(String(res.status));
        const loaded = (await res.json()) as FinderAnswer;
        setAnswer(loaded);
        setStatus("idle");
        if (event) sendFinderEvent(event, tool, next, loaded.totalCount);
      } catch (error) {
        if ((error as Error).name !== "AbortError") setStatus("error");
      } finally {
        clearTimeout(slowTimer);
      }
    },
    [api, locked, pageQuery, tool],
  );

  /**
   * The box the visitor ticked last. The answer may list it elsewhere (a value
   * from "Show more" joins the first values, so it stays in view without
   * script too), which makes it a new element: the focus follows it there
   * instead of falling to the page.
   */
  const ticked = useRef<{ name: string; value: string } | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  /** The field the visitor is changing (typing, or stepping through a list box). */
  const editing = useRef<EventTarget | undefined>(undefined);
  useEffect(() => {
    const last = ticked.current;
    const root = form.current;
    if (!answer || !last || !root) return;
    ticked.current = undefined;
    const active = document.activeElement;
    // The visitor has gone on elsewhere meanwhile: leave the focus where it is.
    if (active && active !== document.body && active.isConnected) return;
    for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      if (box.name === last.name && box.value === last.value) {
        // A box taken back into a folded "Show more": its summary, where the value went.
        const folded = box.closest("details:not([open])")?.querySelector<HTMLElement>("summary");
        (folded ?? box).focus();
        return;
      }
    }
  }, [answer]);

  /** This finder's part of the URL last shown, so a history step of another tool on the page leaves it alone. */
  const shownQuery = useRef<string | undefined>(undefined);

  /** A delayed change that will add a history entry is waiting: the change replacing it adds the entry instead. */
  const pendingPush = useRef(false);

  /** The address before the entry last added: a field typed back to it takes that entry away again. */
  const entryBase = useRef<string | undefined>(undefined);

  /**
   * Loads a state (`said`: notices of the change that made it): a range whose minimum is
   * above its maximum, or a bound that is no number, is said and left out, as the page
   * does; the tool API refuses it. History steps and Try again load the URL's state so too.
   */
  const loadShown = useCallback(
    (next: string, event?: "search" | "filter", said: string[] = []) => {
      const wrong = rangeProblems(facets, next);
      // Try again passes the notices shown, range ones among them: each is said once.
      setProblems([...new Set([...said, ...wrong])]);
      void load(wrong.length === 0 ? next : withoutWrongRanges(facets, next), event);
    },
    [facets, load],
  );

  /** Shows `next`: the URL first (push or replace), then the answer. */
  const navigate = useCallback(
    (asked: string, mode: "push" | "replace", delay = 0, event?: "search" | "filter") => {
      setQuery(asked);
      clearTimeout(timer.current);
      const entry = mode === "push" || pendingPush.current ? "push" : "replace";
      pendingPush.current = false;
      const run = () => {
        pendingPush.current = false;
        // Another data language than the one shown (once the visitor settles on one): picks of the
        // data's own words would match nothing there.
        const langOf = (state = "") => dataLanguageOf(api, new URLSearchParams(state).get("context"));
        const { query: next, notices } =
          langOf(asked) === langOf(shownQuery.current)
            ? { query: asked, notices: [] }
            : withoutWordsOfData(facets, asked);
        if (next !== asked) setQuery(next);
        const search = writeFinderQuery(window.location.search, prefix, names, pageQuery(next));
        const url = `${window.location.pathname}${search}`;
        const here = `${window.location.pathname}${window.location.search}`;
        // The page already shown (Enter on the search just typed) is not a second history entry.
        const same = url === here;
        if (!same && entry === "replace" && url === entryBase.current) {
          // Typed back to where the field's changes began (a search typed, then cleared): the entry
          // those changes added goes, rather than stand as a copy of the one before it for Back to
          // step through. The popstate this causes finds the state already shown.
          entryBase.current = undefined;
          editing.current = undefined;
          shownQuery.current = readFinderQuery(search, prefix, names);
          window.history.back();
        } else {
          if (!same && entry === "push") entryBase.current = here;
          writePageUrl(url, same ? "replace" : entry, { finder: islandId });
          shownQuery.current = readFinderQuery(window.location.search, prefix, names);
        }
        // Said once the visitor pauses, not while the maximum is still being typed.
        loadShown(next, event, notices);
      };
      if (delay > 0) {
        pendingPush.current = entry === "push";
        timer.current = setTimeout(run, delay);
      } else run();
    },
    [api, facets, islandId, loadShown, names, pageQuery, prefix],
  );

  // On phones the results come first: the filters fold once the finder is interactive
  // (without script they stay open, so the GET form is complete). Until then the finder
  // styles show them folded where script runs; folding and marking them ready in one
  // step leaves the layout as it was painted.
  const filters = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = filters.current;
    if (!details) return;
    if (window.matchMedia(NARROW_SCREEN).matches) details.open = false;
    details.dataset.ready = "";
  }, []);

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
    if (!props.answer && !props.failed) void load(readFinderQuery(window.location.search, prefix, names));
    // Before any change below: the data language a change keeps or leaves is the one shown.
    shownQuery.current = readFinderQuery(window.location.search, prefix, names);
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

  const onPop = useEffectEvent(() => {
    // A change typed just before Back must not land on top of the entry Back went to.
    clearTimeout(timer.current);
    pendingPush.current = false;
    // Another entry is shown: the next change adds an entry of its own, whichever field it is in.
    entryBase.current = undefined;
    editing.current = undefined;
    const next = readFinderQuery(window.location.search, prefix, names);
    // The fields show the entry's state, also where a change not yet written had moved them.
    setQuery(next);
    if (next === shownQuery.current) return;
    shownQuery.current = next;
    loadShown(next);
  });
  // Added once, not again with each answer: the browser runs the page's other popstate listeners
  // first, and their state updates make React run this island's pending effects between two
  // listeners; a listener removed and added again there misses the event it was added for (Back
  // right after an answer left the results of the entry before).
  useEffect(() => {
    const listener = () => onPop();
    window.addEventListener("popstate", listener);
    return () => window.removeEventListener("popstate", listener);
  }, []);

  useEffect(() => {
    if (!props.compareHref) return;
    setCompare(adoptCompare());
    const onCompare = (event: Event) => setCompare((event as CustomEvent<string[]>).detail);
    // The back button may undo a compare or a remove made in the table.
    const onPop = () => setCompare(restoreCompare());
    window.addEventListener(COMPARE_EVENT, onCompare);
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener(COMPARE_EVENT, onCompare);
      window.removeEventListener("popstate", onPop);
    };
  }, [props.compareHref]);

  const params = new URLSearchParams(query);
  const results = finderResultsId(prefix);
  /** The page's query showing this finder in state `next` (the other tools' parameters kept). */
  const pageSearchFor = (next: string) => writeFinderQuery(pageSearch, prefix, names, pageQuery(next));
  const hrefFor = (next: string) => `${action}${pageSearchFor(next)}#${results}`;
  const pageHref = (page: number) => hrefFor(withParam(query, "page", page > 1 ? String(page) : undefined));
  const carried = otherParameters(new URLSearchParams(pageSearch), prefix, names);

  /** The form's state without the default order and page size, so equal states share one URL. */
  const stateOf = (form: HTMLFormElement) => {
    const next = new URLSearchParams(formQuery(form, prefix, names));
    if (next.get("size") === String(DEFAULT_PAGE_SIZE)) next.delete("size");
    if (next.get("sort") === props.sorts[0]?.value) next.delete("sort");
    return next.toString();
  };
  const onChange = (event: React.ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (!target.name) return;
    if (target.type === "checkbox") ticked.current = { name: target.name, value: target.value };
    const typing = target.type === "search" || target.type === "number";
    // A list box changes on every arrow key (Chrome on Windows and Linux): one search once the visitor pauses.
    const burstable = typing || target.tagName === "SELECT";
    const kind = target.type === "search" ? "search" : "filter";
    // The first change of a field adds a history entry, so Back returns to the results before it; the
    // rest of the visitor's changes to that field, until they leave it, replace that entry.
    const mode = burstable && editing.current === target ? "replace" : "push";
    editing.current = burstable ? target : undefined;
    navigate(stateOf(event.currentTarget), mode, burstable ? TYPING_DELAY_MS : 0, kind);
  };
  const onBlur = (event: React.FocusEvent<HTMLFormElement>) => {
    if (event.target === editing.current) editing.current = undefined;
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    editing.current = undefined;
    const next = stateOf(event.currentTarget);
    navigate(next, "push", 0, new URLSearchParams(next).get("q") ? "search" : "filter");
  };
  const onPage = (page: number) => {
    navigate(withParam(query, "page", page > 1 ? String(page) : undefined), "push");
    heading.current?.focus();
  };
  const onRefine = (next: string) => {
    navigate(next, "push", 0, "filter");
    // The link that was followed is gone; the count that changed is where to go on.
    heading.current?.focus();
  };
  const onPageLink = (page: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!inPlace(event)) return;
    event.preventDefault();
    onPage(page);
  };
  const onRetry = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!inPlace(event)) return;
    event.preventDefault();
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
      {...(dataLanguage ? { dataLanguage } : {})}
    />
  );
  const statusText =
    status === "error"
      ? "The results could not be loaded. Please try again."
      : status === "loading"
        ? slow
          ? "Still loading: the search is answering slowly."
          : "Loading results…"
        : (answer?.countText ?? "");
  const paged = status === "idle" && !!answer && answer.pages > 1;
  const shown = facets.filter((facet) => !lockedKeys.includes(facet.key));
  const notices = problems.length > 0 ? problems : (answer?.notices ?? []);
  const refinements = (
    <Refinements
      // A range not applied (its minimum above its maximum) has no chip: the notice and its fields speak of it.
      items={activeRefinements(facets, withoutWrongRanges(facets, query), lockedKeys)}
      clearQuery={clearAllQuery(query, lockedKeys)}
      href={hrefFor}
      onGo={onRefine}
      idBase={id("chips")}
      {...(dataLanguage ? { dataLanguage } : {})}
    />
  );

  return (
    <section className="finder" aria-labelledby={id("title")}>
      <h2 id={id("title")} lang={props.titleLang}>
        {props.title}
      </h2>
      <form
        ref={form}
        className="finder__form"
        method="get"
        action={`${action}#${results}`}
        // Named by the title, which carries its language (aria-label cannot).
        aria-labelledby={id("title")}
        onChange={onChange}
        onBlur={onBlur}
        onSubmit={onSubmit}
      >
        {carried.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {!answer &&
          // Without an answer there are no facets to show the selections: they go on unseen, not lost.
          [...params]
            .filter(([name]) => !FORM_FIELDS.has(name) && !lockedKeys.includes(name))
            .map(([name, value]) => (
              <input key={`own-${name}=${value}`} type="hidden" name={`${prefix}${name}`} value={value} />
            ))}
        {props.searchLabel && (
          <p className="finder__search">
            <label htmlFor={id("q")}>{props.searchLabel}</label>
            <input
              type="search"
              id={id("q")}
              name={`${prefix}q`}
              value={params.get("q") ?? ""}
              onChange={() => {}}
              autoComplete="off"
              maxLength={200}
            />
          </p>
        )}
        <details className="finder__filters" open ref={filters}>
          <summary>Filters</summary>
          {/* After a failed load the counts are those of the state before: not shown as this one's. */}
          <div className="finder__facets" data-stale={status === "error" || undefined}>
            {shown.map((facet) => (
              <FacetGroup
                key={facet.key}
                facet={facet}
                params={params}
                prefix={prefix}
                idBase={id("f")}
                {...(dataLanguage ? { dataLanguage } : {})}
              />
            ))}
          </div>
        </details>
        <p className="finder__order">
          {/* Each label with its control: on a phone a row break must not part them. */}
          <span className="finder__control">
            <label htmlFor={id("sort")}>Sort by</label>
            <select
              id={id("sort")}
              name={`${prefix}sort`}
              value={params.get("sort") ?? props.sorts[0]?.value}
              onChange={() => {}}
            >
              {props.sorts.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </span>
          <span className="finder__control">
            <label htmlFor={id("size")}>Per page</label>
            <select id={id("size")} name={`${prefix}size`} value={params.get("size") ?? "25"} onChange={() => {}}>
              {props.sizes.map((size) => (
                <option key={size} value={String(size)}>
                  {size}
                </option>
              ))}
            </select>
          </span>
          <span className="finder__control">
            <label htmlFor={id("context")}>Data language</label>
            <select
              id={id("context")}
              name={`${prefix}context`}
              value={params.get("context") ?? ""}
              onChange={() => {}}
            >
              <option value="">Page language</option>
              <option value="en-us">English (en-us)</option>
              <option value="de-de">German (de-de)</option>
            </select>
          </span>
          <button type="submit">Show results</button>
        </p>
      </form>
      <div className="finder__notice" role="alert">
        {notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </div>
      {/* Named by its parts: a browser leaves a live region's text out of a heading's name from its content. */}
      <h3
        className="finder__count-heading"
        id={results}
        ref={heading}
        tabIndex={-1}
        aria-labelledby={paged ? `${id("count")} ${id("page")}` : id("count")}
      >
        <span role="status" aria-live="polite" aria-atomic="true" id={id("count")}>
          {statusText}
        </span>
        {/* Read where the focus lands after paging: which page of how many. */}
        {paged && <span className="visually-hidden" id={id("page")}>{`, page ${answer.page} of ${answer.pages}`}</span>}
      </h3>
      {status === "error" ? (
        // The list of an earlier state would read as the answer to the filters now shown.
        <>
          {refinements}
          <p className="finder__retry">
            {/* No fragment: a link to this very page with one would only scroll, not load it again. */}
            <a href={`${action}${pageSearchFor(query)}`} onClick={onRetry}>
              Try again
            </a>
          </p>
        </>
      ) : answer && answer.results.length === 0 ? (
        <>
          {answer.totalCount > 0 && answer.page > answer.pages ? (
            // A bookmarked or hand-made page number beyond the results: not "no data".
            <p className="finder__empty">
              Page {answer.page} is past the end of the results.{" "}
              <a href={pageHref(answer.pages)} onClick={onPageLink(answer.pages)}>
                Go to the last page ({answer.pages})
              </a>
            </p>
          ) : (
            <p className="finder__empty">{NO_DATA_TEXT}</p>
          )}
          {refinements}
        </>
      ) : (
        <>
          {refinements}
          {props.compareHref ? (
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
          )}
        </>
      )}
      {props.compareHref && compare.length > 0 && (
        // After the list, so that it stays at the bottom of the screen while the list scrolls by.
        <p className="finder__compare-tray">
          {compare.length === 1 ? (
            "1 product picked for compare: pick at least one more."
          ) : (
            <a href={compareLink(props.compareHref, keep, compare)}>Compare {compare.length} products</a>
          )}
          {compare.length >= MAX_COMPARE && (
            // Why the other boxes no longer take a tick.
            <span className="finder__compare-full" id={id("compare-full")}>
              {" "}
              At most {MAX_COMPARE} products can be compared: untick one to pick another.
            </span>
          )}
        </p>
      )}
      {answer && status !== "error" && (
        <Pagination
          page={answer.page}
          pages={answer.pages}
          href={pageHref}
          onPage={onPage}
          name={{ titleId: id("title"), part: "pages" }}
        />
      )}
    </section>
  );
}

interface CompareFormProps {
  /** The page with the compare table. */
  href: string;
  /** The page query to keep when the table is on this page (this finder's state), else "". */
  keep: string;
  /** Picked products not in this list (other pages of results), sent along with the ticked boxes. */
  picked: string[];
  /** The tool's title and "compare". */
  name: TitlePart;
  children: React.ReactNode;
}

/**
 * The results as a GET form to the compare table: each Compare box sends its
 * product id, so the comparison works without script. With script the boxes
 * follow the kept selection, and submitting sends the same.
 */
function CompareForm({ href, keep, picked, name, children }: CompareFormProps) {
  const kept = [...new URLSearchParams(keep)].filter(([name]) => name !== COMPARE_PARAMETER);
  return (
    <form className="finder__compare-form" method="get" action={`${href}#product-compare`} {...namedBy(name)}>
      <TitlePartText {...name} />
      {kept.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a pair; the order is the key
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      {picked.map((pick) => (
        <input key={pick} type="hidden" name={COMPARE_PARAMETER} value={pick} />
      ))}
      {children}
      <p className="finder__compare-submit">
        <button type="submit">Compare selected products</button>
      </p>
    </form>
  );
}

/** The compare table's page with the selection, keeping `keep` (the finder's state when the table is on its page). */
function compareLink(href: string, keep: string, ids: readonly string[]): string {
  const params = new URLSearchParams(keep);
  // The selection goes last, whatever the page query's order.
  params.delete(COMPARE_PARAMETER);
  params.append(COMPARE_PARAMETER, ids.join(","));
  return `${href}?${params.toString().replace(/%2C/gi, ",")}#product-compare`;
}
