import { afterAll, describe, expect, inject, it } from "vitest";
import { signWebhookBody } from "../../worker/routes/webhooks";
import { installRecordingFetch, visit } from "./product-calls-fetch";

// The worker tsconfig does not see the global setup that declares what it provides.
const emulatorBase = () => (inject as (key: string) => string)("emulatorBase");

// Counts this isolate's own calls: the emulator's call log also holds those of the test files running beside this one.
const recorder = installRecordingFetch();
afterAll(() => recorder.restore());

const callsFor = (slug: string) =>
  recorder.calls("storyblok").filter((c) => c.path.replace(/\/$/, "").endsWith(`/cdn/stories/${slug}`)).length;

/** Moves the cv as a publish in Storyblok does, and tells the worker with a signed webhook. */
async function publishSomething() {
  await fetch(`${emulatorBase()}/__control/storyblok/cv`, { method: "POST" });
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
    const asked = callsFor(slug);
    expect(asked).toBeGreaterThan(0);

    const again = await visit(`https://catalogue.test${path}`);
    expect(again.res.status).toBe(404);
    expect(again.text).toContain(`Page Not Found: ${path}`);
    expect(callsFor(slug)).toBe(asked);

    // What Storyblok said under this cv still holds during an outage: 404, not 503.
    recorder.state.down.add("storyblok");
    try {
      expect((await visit(`https://catalogue.test${path}`)).res.status).toBe(404);
    } finally {
      recorder.state.down.clear();
    }

    await publishSomething();
    expect((await visit(`https://catalogue.test${path}`)).res.status).toBe(404);
    expect(callsFor(slug)).toBeGreaterThan(asked);
  });
});
