import { describe, expect, it } from "vitest";
import { signWebhookBody } from "../../worker/routes/webhooks";
import { emulatorCalls, moveCv, visit } from "./entry-visit";
import { scopedFaults } from "./product-support";

/** The outage is scoped to this file's own page name, so the test files running beside this one never see it. */
const fault = scopedFaults();

// The emulator's call log also holds the calls of the test files running beside this one: the slug is this file's own.
const callsFor = async (slug: string) =>
  (await emulatorCalls(slug, "storyblok")).filter((c) => c.path.replace(/\/$/, "").endsWith(`/cdn/stories/${slug}`))
    .length;

/** Moves the cv as a publish in Storyblok does, and tells the worker with a signed webhook. */
async function publishSomething() {
  await moveCv();
  const body = JSON.stringify({ action: "published", story_id: 1, space_id: 100000, full_slug: "vestamid/contact" });
  const res = await visit("https://catalogue.test/pim/webhooks/storyblok", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-signature": await signWebhookBody("demo-webhook-secret", body),
    },
    body,
  });
  expect(res.res.status).toBe(200);
}

describe("a page name with no story", () => {
  it("asks Storyblok once per cv, stays 404 while the content service is down, and is asked again after a publish", async () => {
    const name = `no-such-page-${Date.now()}`;
    const slug = `vestamid/${name}`;
    const path = `/pim/fragment/vestamid/en/${name}`;

    const first = await visit(`https://catalogue.test${path}`);
    expect(first.res.status).toBe(404);
    expect(first.text).toContain(`Page Not Found: ${path}`);
    const asked = await callsFor(slug);
    expect(asked).toBeGreaterThan(0);

    const again = await visit(`https://catalogue.test${path}`);
    expect(again.res.status).toBe(404);
    expect(again.text).toContain(`Page Not Found: ${path}`);
    expect(await callsFor(slug)).toBe(asked);

    // What Storyblok said under this cv still holds during an outage: 404, not 503.
    await fault("storyblok", slug, { rate5xx: 1 });
    expect((await visit(`https://catalogue.test${path}`)).res.status).toBe(404);
    await fault("storyblok", slug, {});

    await publishSomething();
    expect((await visit(`https://catalogue.test${path}`)).res.status).toBe(404);
    expect(await callsFor(slug)).toBeGreaterThan(asked);
  });
});
