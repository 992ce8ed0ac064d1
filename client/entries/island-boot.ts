/**
 * The only script a page with islands runs up front, and a small one. It
 * keeps what a visitor types into a pending finder's box while the page still
 * streams (`keepPendingInput`; a finder's pending shell names this script
 * too), and starts the island loader once the page's first text or image is
 * on screen (ADR 0057).
 *
 * The loader is React's client and the hydration: evaluating it takes a
 * phone a few hundred milliseconds, and run before the first frame (an async
 * module runs as soon as it has arrived, at once from the cache) it holds
 * that frame back. After the first paint it only delays what the page already
 * does without script. The loader's URL is the build's (hashed), so the
 * server names it on this script's element.
 */
import { keepPendingInput } from "../islands/pending-input";

keepPendingInput(document);

// The loader first, then the files it imports: asked for together, not one after the other.
const files = document.querySelector<HTMLScriptElement>("script[data-island-loader]")?.dataset.islandLoader?.split(" ");
if (files?.[0]) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const file of files)
      import(/* @vite-ignore */ file).catch(() => {
        // The tools keep their no-script forms; what waits for hydration (a phone's folded filters) shows now.
        document.documentElement.dataset.islandError = "true";
      });
  };
  // A first paint that never comes (a document not rendered, an embedding page's throttled frame) holds
  // nothing back for long; long enough that a slow phone's late first paint still comes first.
  setTimeout(start, 3000);
  const FIRST_PAINT = "first-contentful-paint";
  if (document.visibilityState === "hidden" || performance.getEntriesByName(FIRST_PAINT).length > 0) start();
  else if (typeof PerformanceObserver === "function") {
    // Reported once the frame with the page's first text or image is on screen, not merely drawn.
    // A browser without paint entries reports none: the timeout above starts the loader there.
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName(FIRST_PAINT).length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint" });
  }
}
