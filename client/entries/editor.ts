/**
 * The Visual Editor bundle: loaded only on pages served to a verified editor.
 * It loads Storyblok's bridge, re-renders the page's content on `input`
 * events for the page's story (through the worker, so the HTML matches the
 * server's), reloads on `change` and `published`, and keeps the editor's
 * query on links to other catalogue pages.
 */

export const BRIDGE_URL = "https://app.storyblok.com/f/storyblok-v2-latest.js";
/** Same id as worker/views/blocks/story-content.tsx renders. */
export const CONTENT_ELEMENT_ID = "cms-content";
export const RENDER_PATH = "/pim/editor/render";

interface BridgeEvent {
  action?: string;
  storyId?: number | string;
  story?: { id?: number | string; [field: string]: unknown };
}

interface Bridge {
  on(events: string | string[], callback: (event?: BridgeEvent) => void): void;
}

declare global {
  interface Window {
    StoryblokBridge?: new (options?: Record<string, unknown>) => Bridge;
  }
}

function loadBridge(doc: Document): Promise<void> {
  if (window.StoryblokBridge) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = BRIDGE_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load the Storyblok bridge from ${BRIDGE_URL}`));
    doc.head.appendChild(script);
  });
}

/** The story id of the page, or null (with a console warning) when the page has none. */
export function currentStoryId(doc: Document): string | null {
  const id = doc.getElementById(CONTENT_ELEMENT_ID)?.dataset.storyId;
  if (!id) {
    console.warn("Visual Editor: the page has no story id; live updates are off");
    return null;
  }
  return id;
}

/** The editor's query (token, release) travels with the render request so the worker can check it. */
function renderUrl(location: Location): string {
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(location.search)) {
    if (key.startsWith("_storyblok")) params.append(key, value);
  }
  return `${RENDER_PATH}?${params.toString()}`;
}

/** Site and language of the edited page come from its path, as they do for the page itself. */
function pagePlace(location: Location): { site: string; lang: "en" | "de" } {
  const match = /^\/pim\/fragment\/([^/]+)\/([^/]+)/.exec(location.pathname);
  return { site: match?.[1] ?? "", lang: match?.[2] === "de" ? "de" : "en" };
}

/** The tool blocks of `root` (finders, flows, compare), outermost only, in document order. */
function toolsOf(root: Element | DocumentFragment): Element[] {
  return [...root.querySelectorAll("[data-tool]")].filter((el) => !el.parentElement?.closest("[data-tool]"));
}

/**
 * Puts the page's own tools into the live render in place of its: the render
 * has the edited story alone, not the answers the page's route loaded for its
 * tools nor the page's path, so its tools would show as failed shells whose
 * links lead to the site's start page. A tool's own settings show once the
 * story is saved (`change` reloads the page). False, and nothing moved, when
 * the edit added, removed or reordered a tool: the page then waits for that
 * save too. Exported for the browser tests.
 */
export function keepPageTools(current: Element, next: Element): boolean {
  const own = toolsOf(current);
  const rendered = toolsOf(next);
  const kind = (el: Element | undefined) => el?.getAttribute("data-tool");
  if (own.length !== rendered.length || own.some((el, i) => kind(el) !== kind(rendered[i]))) return false;
  for (const [i, el] of rendered.entries()) el.replaceWith(own[i] as Element);
  return true;
}

/** Wires the bridge's events to the page; exported for the browser tests. */
export function connect(bridge: Bridge, win: Window = window): void {
  const doc = win.document;
  let sequence = 0;

  bridge.on(["input"], async (event) => {
    const storyId = currentStoryId(doc);
    const story = event?.story;
    if (!storyId || !story) return;
    if (story.id === undefined) {
      console.warn("Visual Editor: input event without a story id");
      return;
    }
    if (String(story.id) !== storyId) return;
    const mine = ++sequence;
    const res = await fetch(renderUrl(win.location), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ story, ...pagePlace(win.location) }),
      credentials: "same-origin",
    });
    // A slower answer to an older edit must not overwrite a newer one.
    if (mine !== sequence) return;
    if (!res.ok) {
      console.warn(`Visual Editor: live update failed (${res.status})`);
      return;
    }
    const target = doc.getElementById(CONTENT_ELEMENT_ID);
    const template = doc.createElement("template");
    template.innerHTML = await res.text();
    // React puts resource hints (image preloads) before the element in a
    // fragment render, so the first element is not necessarily the content.
    const fragment = template.content;
    const next = fragment.getElementById?.(CONTENT_ELEMENT_ID) ?? fragment.firstElementChild;
    if (!target || next?.id !== CONTENT_ELEMENT_ID) {
      console.warn("Visual Editor: the live update had no content element");
      return;
    }
    if (!keepPageTools(target, next)) {
      console.warn("Visual Editor: a tool was added, removed or moved; the page shows it once the story is saved");
      return;
    }
    target.replaceWith(next);
  });

  bridge.on(["change", "published"], (event) => {
    const storyId = currentStoryId(doc);
    if (event?.storyId === undefined) {
      console.warn("Visual Editor: event without a story id");
      return;
    }
    if (storyId && String(event.storyId) === storyId) win.location.reload();
  });
}

/**
 * Links to other catalogue pages keep the editor's query: without it the next
 * page is the published one, with nothing to say so. The href is completed on
 * the click itself (capture phase, before the browser follows it), so every
 * link of the page is covered, the islands' and the navigation's too.
 */
export function keepEditorQuery(win: Window = window): void {
  const editor = [...new URLSearchParams(win.location.search)].filter(([name]) => name.startsWith("_storyblok"));
  if (editor.length === 0) return;
  win.document.addEventListener(
    "click",
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
      if (!anchor) return;
      const url = new URL(anchor.href, win.location.href);
      if (url.origin !== win.location.origin || !url.pathname.startsWith("/pim/fragment/")) return;
      if ([...url.searchParams.keys()].some((name) => name.startsWith("_storyblok"))) return;
      for (const [name, value] of editor) url.searchParams.append(name, value);
      anchor.href = url.toString();
    },
    true,
  );
}

async function start(): Promise<void> {
  // Before the bridge: links keep the editor's query even when the bridge cannot load.
  keepEditorQuery();
  await loadBridge(document);
  if (!window.StoryblokBridge) return;
  connect(new window.StoryblokBridge());
}

if (typeof window !== "undefined" && typeof document !== "undefined" && !("__EDITOR_TEST__" in window)) {
  start().catch((error) => console.warn(`Visual Editor: ${error instanceof Error ? error.message : String(error)}`));
}
