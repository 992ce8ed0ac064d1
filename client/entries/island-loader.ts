/**
 * The only script a page with islands runs up front (the islands' chunks are
 * fetched beside it, named by the page as module preloads, ADR 0055). It
 * waits for the document, then hydrates each island, importing its code. A
 * finder's pending shell names it too, so it runs while the page still
 * streams and keeps what the visitor types there (`keepPendingInput`).
 */
import { hydrateAll } from "../islands/hydrate";
import { keepPendingInput } from "../islands/pending-input";

keepPendingInput(document);

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => hydrateAll(), { once: true });
} else {
  hydrateAll();
}
