/**
 * The bare render of a product page inside workerd: the same tree and data
 * as the bench's bare render in Node (`bare-tree.tsx`), so the uncached
 * product page can also be set against a bare React render on the runtime it
 * runs on. `POST /load` takes the data (`BareProductData` as JSON), `/render`
 * renders it to the end (`?n=N`: N times) and answers `ok`, `/stream`
 * answers React's stream of it as the page (a worker that does nothing but
 * render), anything else answers `ok` at once (the same worker's floor).
 */
import { createLogger } from "../../worker/logger";
import { type BareProductData, renderBareProduct, streamBareProduct } from "./bare-tree";

let data: BareProductData | null = null;
const logger = createLogger({ level: "error" });

export default {
  async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (request.method === "POST" && path === "/load") {
      data = (await request.json()) as BareProductData;
      return new Response("loaded");
    }
    if (path === "/stream") {
      if (!data) return new Response("nothing loaded", { status: 409 });
      return new Response(await streamBareProduct(data, logger), {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    }
    if (path === "/render") {
      if (!data) return new Response("nothing loaded", { status: 409 });
      const n = Number(new URL(request.url).searchParams.get("n") ?? 1);
      for (let i = 0; i < n; i++) await renderBareProduct(data, logger);
    }
    return new Response("ok");
  },
};
