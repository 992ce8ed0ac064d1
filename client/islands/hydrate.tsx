import { type ComponentType, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadIsland } from "./registry";
import { onChunkFailure } from "./reload-guard";

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

let reloading = false;

/**
 * Reloads once on a failed chunk; past the guard, marks the island as failed.
 * Every island whose import fails reports here: one decision per page.
 */
export function handleChunkFailure(element: Element | undefined): void {
  if (reloading) return;
  if (onChunkFailure(safeSessionStorage(), Date.now()) === "reload") {
    reloading = true;
    window.location.reload();
    return;
  }
  const target = element ?? document.querySelector("[data-island]");
  if (target && !target.querySelector(".island-error")) {
    const note = document.createElement("p");
    note.className = "island-error";
    note.setAttribute("role", "alert");
    note.textContent = "This part of the page could not be loaded. Please try again later.";
    target.appendChild(note);
  }
  document.documentElement.dataset.islandError = "true";
}

function readProps(id: string): Record<string, unknown> | undefined {
  const script = document.querySelector(`script[data-island-props="${CSS.escape(id)}"]`);
  try {
    const parsed: unknown = JSON.parse(script?.textContent ?? "");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Says the island is interactive once React has committed it and run its
 * effects: hydration as a transition starts at once but commits later, and a
 * visitor's (or a test's) input before that is the server HTML's.
 */
function Committed({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = "true";
  }, [element]);
  return children;
}

/** Hydrates one island element: loads its code from the URL the server named, then attaches React to the server HTML. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  // A chunk that loads without the expected export yields undefined, hence the loose type.
  if (element.dataset.hydrated) return;
  element.dataset.hydrated = "pending";
  const name = element.dataset.island ?? "";
  const id = element.dataset.islandId ?? "";
  const props = readProps(id);
  const src = element.dataset.islandSrc;
  if (!props || !src) {
    console.warn(`Island ${name || "(unnamed)"} has no props or code`);
    return;
  }
  let Component: ComponentType<Record<string, unknown>> | undefined;
  try {
    Component = (await loadIsland(src)) as ComponentType<Record<string, unknown>> | undefined;
  } catch {
    Component = undefined;
  }
  if (typeof Component !== "function") {
    handleChunkFailure(element);
    return;
  }
  // As a transition React hydrates in slices and yields between them, so a large island
  // (a finder with long facet lists) never holds the main thread in one long task.
  startTransition(() => {
    hydrateRoot(
      element,
      <Committed element={element}>
        <Component {...props} />
      </Committed>,
    );
  });
}

/** Hydrates every island present now. */
export function hydrateAll(root: ParentNode = document): void {
  // The server renders each island as a div; nothing else on the page claims to be one.
  for (const element of root.querySelectorAll<HTMLElement>("div[data-island]")) void hydrateIsland(element);
}
