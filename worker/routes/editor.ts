import { Hono } from "hono";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import * as v from "valibot";
import { LANGS, SITES } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import type { Story } from "../model/content";
import { StoryContent } from "../views/blocks";

/** A live edit is one story; anything larger is not an editor preview. */
export const MAX_EDITOR_BODY_BYTES = 1_000_000;

const BlokSchema = v.looseObject({ _uid: v.optional(v.string()), component: v.pipe(v.string(), v.minLength(1)) });
const StorySchema = v.looseObject({
  id: v.pipe(v.number(), v.integer()),
  uuid: v.optional(v.string(), ""),
  name: v.optional(v.string(), ""),
  slug: v.optional(v.string(), ""),
  full_slug: v.pipe(v.string(), v.minLength(1)),
  lang: v.optional(v.string()),
  content: BlokSchema,
});
// Site and language are the edited page's path, sent by the editor bundle: a
// translated story's full_slug carries a language folder and names neither.
const RenderBody = v.object({ story: StorySchema, site: v.picklist(SITES), lang: v.optional(v.picklist(LANGS), "en") });

const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * The Visual Editor's live re-render, mounted at `/pim/editor`:
 * `POST /render?_storyblok_tk[...]` with `{ story, site, lang? }` answers the HTML
 * of the story's content element. Only for a request the editor check has
 * verified (token, age and content space): this answer renders whatever
 * draft JSON it is sent. Mounted without that check, it refuses everything.
 */
export const editorRoutes = new Hono<AppEnv>();

editorRoutes.post("/render", async (c) => {
  if (!c.get("ctx")?.editor)
    return c.json({ error: "Not in the Visual Editor: the editor token is missing or invalid" }, 403, PRIVATE_HEADERS);

  const length = Number(c.req.header("content-length") ?? "0");
  if (length > MAX_EDITOR_BODY_BYTES) return c.json({ error: "Story too large" }, 413, PRIVATE_HEADERS);
  const raw = await c.req.text();
  if (raw.length > MAX_EDITOR_BODY_BYTES) return c.json({ error: "Story too large" }, 413, PRIVATE_HEADERS);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return c.json({ error: "Body must be JSON: { story }" }, 400, PRIVATE_HEADERS);
  }
  const parsed = v.safeParse(RenderBody, json);
  if (!parsed.success) {
    const fields = parsed.issues.map((i) => v.getDotPath(i) ?? "body");
    return c.json({ error: `Invalid story: ${[...new Set(fields)].join(", ")}` }, 400, PRIVATE_HEADERS);
  }
  const story = parsed.output.story as unknown as Story;
  const stream = await renderToReadableStream(
    createElement(StoryContent, {
      story,
      site: parsed.output.site,
      lang: parsed.output.lang,
      editor: true,
      logger: c.get("logger"),
    }),
  );
  await stream.allReady;
  return c.body(stream, 200, { ...PRIVATE_HEADERS, "Content-Type": "text/html; charset=utf-8" });
});
