/**
 * The only script a page with islands runs up front, and a small one. It
 * keeps what a visitor types into a pending finder's box while the page still
 * streams (`keepPendingInput`; a finder's pending shell names this script
 * too), and starts the island loader once the page has painted (ADR 0057).
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
    // Without them the page stays the server's HTML, which works without script.
    for (const file of files) import(/* @vite-ignore */ file).catch(() => {});
  };
  if (document.visibilityState === "hidden" || performance.getEntriesByType("paint").length > 0) start();
  else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // A paint entry is reported once its frame is on screen, not merely drawn.
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: "paint" });
  } else requestAnimationFrame(() => setTimeout(start, 0));
  // A frame that never comes (a document not rendered, an embedding page's throttled frame) holds
  // nothing back for long; long enough that a slow phone's late first frame still comes first.
  setTimeout(start, 3000);
}
