/**
 * The page-view message of the data layer (spec section 4), for the page
 * that embeds this fragment. The document loads it only when parent origins
 * are configured; it shares the islands' data layer, so its deduplication
 * covers every message of the page.
 */
import { sendDataLayer } from "../islands/data-layer";

sendDataLayer({
  event: "page_view",
  page_path: window.location.pathname,
  page_title: document.title,
  page_language: document.documentElement.lang,
});
