import * as v from "valibot";

/** Page size limits of the Content Delivery API v2. */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

const positiveInt = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, `${name} must be a positive whole number`),
      v.transform(Number),
      v.minValue(1, `${name} must be a positive whole number`),
    ),
  );

const list = v.optional(
  v.pipe(
    v.string(),
    v.transform((s) =>
      s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ),
);

/** Query parameters shared by the single-story and story-list endpoints. */
const common = {
  token: v.optional(v.string()),
  version: v.optional(v.picklist(["published", "draft"], "version must be published or draft")),
  language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}(-[a-z]{2})?$|^default$/i, "language is not a code"))),
  from_release: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, "from_release must be a release id"))),
  resolve_links: v.optional(v.picklist(["url", "story", "link", "0", "1"], "resolve_links must be url, story or link")),
  resolve_relations: list,
  resolve_level: v.optional(v.picklist(["1", "2"], "resolve_level must be 1 or 2")),
  excluding_fields: list,
  excluding_story_fields: list,
  // Accepted and ignored: this emulator always answers with the current cv (see app.ts).
  cv: v.optional(v.string()),
};

export const storyQuerySchema = v.object({
  ...common,
  find_by: v.optional(v.picklist(["uuid", "id", "slug"], "find_by must be uuid")),
});

export const storiesQuerySchema = v.object({
  ...common,
  per_page: positiveInt("per_page"),
  page: positiveInt("page"),
  starts_with: v.optional(v.string()),
  by_slugs: list,
  by_uuids: list,
  excluding_slugs: list,
  sort_by: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z_.]+(:(asc|desc))?(:(int|float))?$/i, "sort_by must look like field:asc")),
  ),
  is_startpage: v.optional(v.picklist(["0", "1", "true", "false"], "is_startpage must be 0 or 1")),
});

/** Validates a query; on failure returns the first message, naming the parameter. */
export function parseQuery<S extends typeof storyQuerySchema | typeof storiesQuerySchema>(
  schema: S,
  query: Record<string, string>,
): { ok: true; value: v.InferOutput<S> } | { ok: false; message: string } {
  const result = v.safeParse(schema, query);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const key = issue ? v.getDotPath(issue) : null;
  return { ok: false, message: key ? `${key}: ${issue?.message}` : (issue?.message ?? "invalid query") };
}
