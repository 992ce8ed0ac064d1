import { Hono } from "hono";
import { renderToReadableStream } from "react-dom/server";
import { assignToolPrefixes } from "../../../shared/finder/tool-prefixes";
import type { AppEnv } from "../../app-env";
import { startBlockAnswers } from "../../loaders/tools/tool-answers";
import { configLoader } from "../../middleware/config";
import { requestContext } from "../../middleware/request-context";
import { requestServices } from "../../middleware/request-services";
import { ToolRequestProvider, toolRequestFor } from "../../render/tool-request";
import { BlockContext } from "../blocks/context";
import { BlokView } from "../blocks/registry";
import { ToolPrefixContext } from "./tool-prefixes";

/**
 * For tests: renders the tool blocks named in `?blocks=` on a fragment path,
 * through the block registry, as the page
 * renderer does once it provides the tool request.
 */
export function createToolPageTestApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestContext({ sink: () => {} }));
  app.use(configLoader({ onInvalid: (c) => c.text("Service unavailable", 503) }));
  app.use(requestServices());
  app.get("/pim/fragment/:site/:lang/*", async (c) => {
    const { site, lang } = c.req.param();
    const blocks = (c.req.header("x-test-blocks") ?? "")
      .split(",")
      .filter(Boolean)
      .map((component, i) => ({ _uid: `b${i}`, component }));
    const tools = toolRequestFor(c);
    startBlockAnswers(tools, blocks, { site, lang });
    const stream = await renderToReadableStream(
      <ToolRequestProvider request={tools}>
        <BlockContext.Provider value={{ site, lang, editor: false, logger: c.var.logger }}>
          <ToolPrefixContext.Provider value={assignToolPrefixes(blocks)}>
            <main>
              {blocks.map((blok) => (
                <BlokView key={blok._uid} blok={blok} />
              ))}
            </main>
          </ToolPrefixContext.Provider>
        </BlockContext.Provider>
      </ToolRequestProvider>,
    );
    await stream.allReady;
    return new Response(stream, { headers: { "content-type": "text/html; charset=utf-8" } });
  });
  return app;
}
