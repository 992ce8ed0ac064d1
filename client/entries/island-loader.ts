/**
 * The only script a page with islands loads up front. It waits for the
 * document, then hydrates each island, importing its code on demand. A
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
