import { afterAll, afterEach, describe, expect, it } from "vitest";
import { installRecordingFetch, visit } from "./product-calls-fetch";

// With the content service down, a path that reaches the page-name route answers
// 503 (its story cannot be read): a 404 proves a route's own check answered it.
const recorder = installRecordingFetch();
afterAll(() => recorder.restore());
afterEach(() => recorder.state.down.clear());

const ORIGIN = "https://route-checks.test";

async function withContentDown(path: string) {
  recorder.state.down.add("storyblok");
  recorder.reset();
  const { res, text } = await visit(`${ORIGIN}${path}`);
  const storyReads = recorder.calls("storyblok").filter((call) => call.path.includes("/cdn/stories/"));
  return { status: res.status, text, storyReads };
}

describe("route checks", () => {
  it.each([
    "/pim/fragment/pu-additives/en/product/PR_1234567",
    "/pim/fragment/pu-additives/en/product/pr_12345678",
    "/pim/fragment/visiomer/de/formulation/FO_1",
    "/pim/fragment/nowhere/en/product/PR_12345678",
    "/pim/fragment/pu-additives/fr/contact",
    `/pim/fragment/pu-additives/en/${"a".repeat(201)}`,
  ])("answers %s with the 404 page without looking up a page story", async (path) => {
    const { status, text, storyReads } = await withContentDown(path);
    expect(status).toBe(404);
    expect(text).toContain(`Page Not Found: ${path}`);
    expect(storyReads).toEqual([]);
  });

  it("looks up a deeper path below product/ as a page name", async () => {
    const { status } = await withContentDown("/pim/fragment/pu-additives/en/product/PR_12345678/extra");
    expect(status).toBe(503);
  });
});
