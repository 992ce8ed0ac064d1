import { Hono } from "hono";
import * as v from "valibot";
import { toHex } from "../../shared/hex";
import type { AppEnv } from "../app-env";
import { isolateCvTracker } from "../services/cache/cv-tracker";

/** The Storyblok events after which published content may differ. */
export const CONTENT_EVENTS = ["published", "unpublished", "deleted", "moved"] as const;

export const SIGNATURE_HEADER = "webhook-signature";

const PayloadSchema = v.object({
  action: v.pipe(v.string("action must be a string"), v.maxLength(100)),
  story_id: v.optional(v.union([v.number(), v.string()])),
  space_id: v.optional(v.union([v.number(), v.string()])),
  full_slug: v.optional(v.string()),
});

const encoder = new TextEncoder();

/** Storyblok signs the raw body with HMAC-SHA1 under the webhook secret, hex encoded. */
export async function signWebhookBody(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-1" }, false, [
    "sign",
  ]);
  return toHex(await crypto.subtle.sign("HMAC", key, encoder.encode(body)));
}

/** Constant-time check of a hex signature (the MAC is verified by the platform, not compared by hand). */
async function verifySignature(secret: string, body: string, signature: string): Promise<boolean> {
  if (!/^[0-9a-f]{40}$/i.test(signature)) return false;
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-1" }, false, [
    "verify",
  ]);
  const mac = new Uint8Array(signature.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? []);
  return crypto.subtle.verify("HMAC", key, mac, encoder.encode(body));
}

/**
 * `POST /pim/webhooks/storyblok`: Storyblok's story webhook. A valid
 * signature on a content event moves the cv at once, so the next request of
 * every isolate (this one immediately, others on their next cv refresh)
 * reads fresh content. Anything unsigned or wrongly signed is refused with 401
 * and changes nothing.
 */
export const webhookRoutes = new Hono<AppEnv>().post("/pim/webhooks/storyblok", async (c) => {
  const secret = c.env.STORYBLOK_WEBHOOK_SECRET;
  const body = await c.req.text();
  const signature = c.req.header(SIGNATURE_HEADER) ?? "";
  if (!secret || !(await verifySignature(secret, body, signature.trim()))) {
    return c.json({ error: "invalid webhook signature" }, 401);
  }

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return c.json({ error: "body must be JSON" }, 400);
  }
  const payload = v.safeParse(PayloadSchema, json);
  if (!payload.success) {
    return c.json({ error: payload.issues.map((issue) => issue.message).join("; ") }, 400);
  }

  const action = payload.output.action;
  if (!(CONTENT_EVENTS as readonly string[]).includes(action)) {
    return c.json({ ok: true, ignored: true }, 202);
  }
  const cv = await isolateCvTracker(c.env).bump();
  return c.json({ ok: true, action, cv });
});
