import type { MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";

/** How long a Visual Editor token stays valid. */
export const EDITOR_TOKEN_MAX_AGE_SECONDS = 3600;

const EditorQuery = v.object({
  spaceId: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
  timestamp: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
  token: v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/i)),
});
const ReleaseId = v.pipe(v.string(), v.regex(/^\d{1,20}$/));

async function sha1Hex(input: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(input));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Constant-time comparison: the token check must not leak how many characters matched. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * True when the Visual Editor's `_storyblok_tk` parameters check out against
 * the preview token: `sha1(space_id:previewToken:timestamp) == token` and the
 * timestamp is less than an hour old (and not in the future beyond a minute
 * of clock skew).
 */
export async function verifyEditorToken(
  params: { spaceId: string | undefined; timestamp: string | undefined; token: string | undefined },
  previewToken: string | undefined,
  nowSeconds: number,
): Promise<boolean> {
  if (!previewToken) return false;
  const parsed = v.safeParse(EditorQuery, params);
  if (!parsed.success) return false;
  const { spaceId, timestamp, token } = parsed.output;
  const age = nowSeconds - Number(timestamp);
  if (age >= EDITOR_TOKEN_MAX_AGE_SECONDS || age < -60) return false;
  return sameText(await sha1Hex(`${spaceId}:${previewToken}:${timestamp}`), token.toLowerCase());
}

export interface EditorCheckOptions {
  /** Clock in seconds; tests pin it. */
  now?: () => number;
}

/**
 * Serves draft content (and a release) only to a verified Visual Editor
 * request; every other request gets published content whatever its query
 * says. A request that carried editor parameters which failed is marked
 * `editorRejected` so the page can say why it shows published content.
 */
export function editorCheck(options: EditorCheckOptions = {}): MiddlewareHandler<AppEnv> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
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
      if (await verifyEditorToken(params, c.get("config").STORYBLOK_PREVIEW_TOKEN, now())) {
        ctx.editor = true;
        ctx.version = "draft";
        const release = q("_storyblok_release");
        ctx.release = release !== undefined && v.is(ReleaseId, release) && release !== "0" ? release : undefined;
      } else {
        ctx.editorRejected = true;
        c.get("logger").warn("Editor token rejected; serving published content");
      }
    }
    await next();
  };
}
