import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signWebhookBody } from "../../worker/routes/webhooks";
import { isolateCvTracker } from "../../worker/services/cache/cv-tracker";
import { emulatorCalls, moveCv, untilHit, visit } from "./entry-visit";

const SECRET = "demo-webhook-secret";

/**
 * A published content page of the demo space that no other test file asks for
 * (the emulators' call log holds their calls too), and the page of the
 * catalogue worker that renders it.
 */
const SLUG = "visiomer/markets/oil-and-gas";
const PAGE = "/pim/fragment/visiomer/en/markets/oil-and-gas";

const storyCalls = async (slug: string) =>
  (await emulatorCalls(slug, "storyblok")).filter((c) => c.path.endsWith(`/cdn/stories/${slug}`)).length;

/** A streamed page carries a fresh nonce per response; the rest is the page. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

/** Posts a Storyblok webhook event to the catalogue worker. */
const hook = async (body: string, signature: string) =>
  visit("https://catalogue.test/pim/webhooks/storyblok", {
    method: "POST",
    headers: { "content-type": "application/json", "webhook-signature": signature },
    body,
  });

describe("Storyblok publish webhook", () => {
  it("refuses a bad signature with 401 and changes nothing; a valid one moves the cv and the next request reloads content", async () => {
    const slug = SLUG;
    const page = `https://catalogue.test${PAGE}?webhook=${Date.now()}`;

    const first = await visit(page);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(await storyCalls(slug)).toBeGreaterThan(0);
    const calls = await storyCalls(slug);
    // Stored in the background after the first answer.
    await untilHit(page);

    const cvBefore = await isolateCvTracker(env).current();
    const body = JSON.stringify({ action: "published", story_id: 1, space_id: 100000, full_slug: slug });
    const forged = await hook(body, await signWebhookBody("not-the-secret", body));
    expect(forged.res.status).toBe(401);
    const unsigned = await hook(body, "");
    expect(unsigned.res.status).toBe(401);
    expect(await isolateCvTracker(env).current()).toBe(cvBefore);
    expect((await visit(page)).res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(await storyCalls(slug)).toBe(calls);

    // Storyblok moves its cv on publish; the emulator does the same here.
    await moveCv();
    const valid = await hook(body, await signWebhookBody(SECRET, body));
    expect(valid.res.status).toBe(200);
    const { cv } = JSON.parse(valid.text) as { cv: number };
    expect(cv).toBeGreaterThan(cvBefore ?? 0);
    expect(await isolateCvTracker(env).current()).toBe(cv);

    const after = await visit(page);
    expect(after.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(withoutNonces(after.text)).toBe(withoutNonces(first.text));
    expect(await storyCalls(slug)).toBeGreaterThan(calls);
  });

  it("acknowledges events that do not change published content without moving the cv", async () => {
    const before = await isolateCvTracker(env).current();
    const body = JSON.stringify({ action: "workflow_stage_changed", story_id: 1 });
    const res = await hook(body, await signWebhookBody(SECRET, body));
    expect(res.res.status).toBe(202);
    expect(await isolateCvTracker(env).current()).toBe(before);
  });
});
