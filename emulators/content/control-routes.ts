import { Hono } from "hono";
import * as v from "valibot";
import type { ContentStore } from "./store.ts";

const slugBody = v.object({ full_slug: v.pipe(v.string(), v.minLength(1, "full_slug must not be empty")) });

/**
 * Editor actions for tests of the webhook and the caches, mounted at
 * `/__control/storyblok`: `POST /publish` and `POST /unpublish` with
 * `{ full_slug }`, `POST /cv` to bump the cache version, `GET /cv`.
 * Answers carry what the real publish webhook would report.
 */
export function createContentControl(store: ContentStore): Hono {
  const app = new Hono();
  const change = (action: "published" | "unpublished") =>
    app.post(`/${action === "published" ? "publish" : "unpublish"}`, async (c) => {
      const body = v.safeParse(slugBody, await c.req.json().catch(() => null));
      if (!body.success) return c.json({ error: "body must be JSON { full_slug: string }" }, 400);
      const done =
        action === "published" ? store.publish(body.output.full_slug) : store.unpublish(body.output.full_slug);
      if (!done) return c.json({ error: `no story with full_slug ${body.output.full_slug}` }, 404);
      return c.json({
        ok: true,
        action,
        story_id: done.story.id,
        story_uuid: done.story.uuid,
        full_slug: done.story.full_slug,
        space_id: store.space.id,
        cv: done.cv,
      });
    });
  change("published");
  change("unpublished");
  app.post("/cv", (c) => c.json({ ok: true, cv: store.bumpCv() }));
  app.get("/cv", (c) => c.json({ cv: store.cv }));
  return app;
}
