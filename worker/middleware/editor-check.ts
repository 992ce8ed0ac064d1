import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import { sha1Hex } from "../../shared/hex";
import type { AppEnv } from "../app-env";
import { contentSpaceId } from "../services/content/space";
import { waitUntilOf } from "./wait-until";

/** How long a Visual Editor token stays valid. */
export const EDITOR_TOKEN_MAX_AGE_SECONDS = 3600;

const EditorQuery = v.object({
  spaceId: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
  timestamp: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
  token: v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/i)),
});
const ReleaseId = v.pipe(v.string(), v.regex(/^\d{1,20}$/));

/** Constant-time comparison: the token check must not leak how many characters matched. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export interface EditorTokenCheck {
  previewToken: string | undefined;
  nowSeconds: number;
  /**
   * The id of the content space the preview token belongs to, or null when it
   * cannot be learnt. Asked only once the token's hash has checked out.
   */
  contentSpace: () => Promise<number | null>;
}

/**
 * True when the Visual Editor's `_storyblok_tk` parameters check out against
 * the preview token: `sha1(space_id:previewToken:timestamp) == token`, the
 * timestamp is less than an hour old (and not in the future beyond a minute
 * of clock skew), and `space_id` is the content space itself. A space that
 * cannot be learnt checks out nothing.
 */
export async function verifyEditorToken(
  params: { spaceId: string | undefined; timestamp: string | undefined; token: string | undefined },
  check: EditorTokenCheck,
): Promise<boolean> {
  const { previewToken, nowSeconds } = check;
  // All three are needed; an incomplete set is refused before validation builds its issues.
  if (!previewToken || !params.spaceId || !params.timestamp || !params.token) return false;
  const parsed = v.safeParse(EditorQuery, params);
  if (!parsed.success) return false;
  const { spaceId, timestamp, token } = parsed.output;
  const age = nowSeconds - Number(timestamp);
  if (age >= EDITOR_TOKEN_MAX_AGE_SECONDS || age < -60) return false;
  if (!sameText(await sha1Hex(`${spaceId}:${previewToken}:${timestamp}`), token.toLowerCase())) return false;
  const space = await check.contentSpace();
  return space !== null && String(space) === spaceId;
}

export interface EditorCheckOptions {
  /** Clock in seconds; tests pin it. */
  now?: () => number;
  /** The content space's id; defaults to `cdn/spaces/me` asked with the preview token, once per isolate. */
  contentSpace?: (c: Context<AppEnv>) => Promise<number | null>;
}

/** The space the configured preview token belongs to, learnt once per isolate. */
async function previewTokenSpace(c: Context<AppEnv>): Promise<number | null> {
  const config = c.get("config");
  if (!config.STORYBLOK_PREVIEW_TOKEN) return null;
  const id = await contentSpaceId({
    apiUrl: config.storyblokApiUrl,
    token: config.STORYBLOK_PREVIEW_TOKEN,
    keepAlive: waitUntilOf(c),
  });
  if (id === null) c.get("logger").warn("Content space unknown (cdn/spaces/me did not answer): no draft served");
  return id;
}

/**
 * Serves draft content (and a release) only to a verified Visual Editor
 * request; every other request gets published content whatever its query
 * says. A request that carried editor parameters which failed is marked
 * `editorRejected` so the page can say why it shows published content.
 */
export function editorCheck(options: EditorCheckOptions = {}): MiddlewareHandler<AppEnv> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const contentSpace = options.contentSpace ?? previewTokenSpace;
  return async function editorCheckMiddleware(c, next) {
    const q = (name: string) => c.req.query(name);
    const params = {
      spaceId: q("_storyblok_tk[space_id]"),
      timestamp: q("_storyblok_tk[timestamp]"),
      token: q("_storyblok_tk[token]"),
    };
    const present = params.spaceId !== undefined || params.timestamp !== undefined || params.token !== undefined;
    if (present) {
      const ctx = c.get("ctx");
      const verified = await verifyEditorToken(params, {
        previewToken: c.get("config").STORYBLOK_PREVIEW_TOKEN,
        nowSeconds: now(),
        contentSpace: () => contentSpace(c),
      });
      if (verified) {
        const release = q("_storyblok_release");
        c.set("ctx", {
          ...ctx,
          editor: true,
          version: "draft",
          release: release !== undefined && v.is(ReleaseId, release) && release !== "0" ? release : undefined,
        });
      } else {
        c.set("ctx", { ...ctx, editorRejected: true });
        c.get("logger").warn("Editor token rejected; serving published content");
      }
    }
    await next();
  };
}
