import { useEffect, useState } from "react";

/**
 * The page URL the tools of one page share. Each tool keeps its parameters in
 * the page's query beside the other tools' ones, and its links and forms
 * carry all of them. The History API fires no event for `pushState` or
 * `replaceState`, so a tool that writes the URL says so with this event;
 * without it the other tools' links and their next step were built from the
 * query as it was when they last moved, and dropped what the visitor had
 * done since in another tool.
 */
export const PAGE_URL_EVENT = "pim:page-url";

/** Writes the page URL (a new history entry or the current one) and tells the other tools. */
export function writePageUrl(url: string, mode: "push" | "replace", state: unknown): void {
  if (mode === "push") window.history.pushState(state, "", url);
  else window.history.replaceState(state, "", url);
  window.dispatchEvent(new Event(PAGE_URL_EVENT));
}

/**
 * The page's query as the tools last wrote it or the back button left it:
 * `rendered` (what the server rendered for) until hydrated, then the URL's.
 */
export function usePageSearch(rendered: string): string {
  const [search, setSearch] = useState(rendered);
  useEffect(() => {
    const update = () => setSearch(window.location.search);
    update();
    window.addEventListener(PAGE_URL_EVENT, update);
    window.addEventListener("popstate", update);
    return () => {
      window.removeEventListener(PAGE_URL_EVENT, update);
      window.removeEventListener("popstate", update);
    };
  }, []);
  return search;
}
