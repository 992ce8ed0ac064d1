/**
 * The islands' runtime: React's client, imported by `island-boot.ts` once the
 * page has painted. It waits for the document, then hydrates each island,
 * importing its code (fetched beside the document already: the page names
 * each island's chunks as module preloads, ADR 0055).
 */
import { hydrateAll } from "../islands/hydrate";

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => hydrateAll(), { once: true });
} else {
  hydrateAll();
}
