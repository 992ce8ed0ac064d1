import type { Context } from "hono";
import { AREAS, areaStartPath, INTRANET_AREA } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import { loadPageAssets } from "../loaders/page-assets";
import { streamDocument } from "../render/stream";
import { Document } from "../views/shell/Document";

/** Start page of a local run: every area with a link to its first page. */
export async function indexPage(c: Context<AppEnv>): Promise<Response> {
  const assets = await loadPageAssets(c.env);
  const areas = [...AREAS, INTRANET_AREA];
  const tree = (
    <Document lang="en" title="Product catalogue" assets={assets} parentOrigins={c.get("config").PARENT_ORIGINS}>
      <main id="main" className="page__main">
        <h1>Product catalogue</h1>
        <p>Brand and business-line areas. Each area opens in English; German content is under /de/.</p>
        <ul className="area-index">
          {areas.map((area) => (
            <li key={area.site}>
              <a href={areaStartPath(area, "en")}>{area.title}</a>
              <br />
              <small>{area.site === INTRANET_AREA.site ? "internal audience" : area.site}</small>
            </li>
          ))}
        </ul>
      </main>
    </Document>
  );
  return streamDocument(c, tree, { mode: "complete" });
}
