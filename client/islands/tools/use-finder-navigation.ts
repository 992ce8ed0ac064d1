import { useRef } from "react";
import type { FacetModel } from "../../../shared/finder/facet-model";
import { withoutWordsOfData } from "../../../shared/finder/refinements";
import { DEFAULT_PAGE_SIZE } from "../../../shared/search/paging";
import { dataLanguageOf } from "./data-language";
import { formQuery, readToolQuery, useToolHistory, writeToolQuery } from "./tool-url";

export type FinderEvent = "search" | "filter";

interface FinderNavigation {
  api: string;
  prefix: string;
  names: ReadonlySet<string>;
  islandId: string;
  /** The facets of the answer shown: a change of data language drops picks of their data's own words. */
  facets: FacetModel[];
  /** A state as the page URL writes it (the page's presets go without saying). */
  pageQuery: (query: string) => string;
  /** Sets the state the fields show. */
  setQuery: (query: string) => void;
  /** Loads a state (`said`: notices of the change that made it). */
  loadShown: (query: string, event?: FinderEvent, said?: string[]) => void;
  /** The order a state without `sort` has. */
  defaultSort: string | undefined;
}

const TYPING_DELAY_MS = 250;

/**
 * How a finder moves through the page's history: each change shows its state
 * in the URL first (a new entry, or the current one replaced), then loads its
 * answer; a field's burst of changes (typing, a list box stepped through)
 * makes one entry, written once the visitor pauses; typed back to where it
 * began, the field takes its entry away again; Back and Forward show the
 * entry's state. The form's events (`formEvents`) make its changes such steps.
 */
export function useFinderNavigation(finder: FinderNavigation) {
  const { api, prefix, names, islandId, facets, pageQuery, setQuery, loadShown, defaultSort } = finder;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The field the visitor is changing (typing, or stepping through a list box). */
  const editing = useRef<EventTarget | undefined>(undefined);
  /** A delayed change that will add a history entry is waiting: the change replacing it adds the entry instead. */
  const pendingPush = useRef(false);
  /** The address before the entry last added: a field typed back to it takes that entry away again. */
  const entryBase = useRef<string | undefined>(undefined);

  const history = useToolHistory(prefix, names, ["finder", islandId], (next, changed) => {
    // A change typed just before Back must not land on top of the entry Back went to.
    clearTimeout(timer.current);
    pendingPush.current = false;
    // Another entry is shown: the next change adds an entry of its own, whichever field it is in.
    entryBase.current = undefined;
    editing.current = undefined;
    // The fields show the entry's state, also where a change not yet written had moved them.
    setQuery(next);
    if (changed) loadShown(next);
  });
  const { shown, write } = history;

  /** Shows `asked`: the URL first (push or replace), then the answer. */
  const navigate = (asked: string, mode: "push" | "replace", delay = 0, event?: FinderEvent) => {
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
        langOf(asked) === langOf(shown.current) ? { query: asked, notices: [] } : withoutWordsOfData(facets, asked);
      if (next !== asked) setQuery(next);
      const search = writeToolQuery(window.location.search, prefix, names, pageQuery(next));
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
        shown.current = readToolQuery(search, prefix, names);
        window.history.back();
      } else {
        if (!same && entry === "push") entryBase.current = here;
        write(url, same ? "replace" : entry);
      }
      // Said once the visitor pauses, not while the maximum is still being typed.
      loadShown(next, event, notices);
    };
    if (delay > 0) {
      pendingPush.current = entry === "push";
      timer.current = setTimeout(run, delay);
    } else run();
  };

  /** The form's state without the default order and page size, so equal states share one URL. */
  const stateOf = (form: HTMLFormElement) => {
    const next = new URLSearchParams(formQuery(form, prefix, names));
    if (next.get("size") === String(DEFAULT_PAGE_SIZE)) next.delete("size");
    if (next.get("sort") === defaultSort) next.delete("sort");
    return next.toString();
  };
  const onChange = (event: React.ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (!target.name) return;
    // Typed fields: the search box and the range bounds (text with a decimal keypad, `FacetGroup`).
    const typing = target.type === "search" || target.type === "number" || target.inputMode === "decimal";
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

  return { navigate, editing, history, stateOf, formEvents: { onChange, onBlur, onSubmit } };
}
