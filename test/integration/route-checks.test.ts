import { describe, expect, it } from "vitest";
import { emulatorCalls, visit } from "./entry-visit";
import { scopedFaults } from "./product-support";

/**
 * A route's own check answers a path it refuses (the 404 page) without looking
 * up a page story: the emulators' call log shows no story read for the path.
 * A path that does reach the page-name route, with the content service down
 * for its story (a fault scoped to that story, which no other test file
 * reads), answers 503: its story cannot be read.
 */
const fault = scopedFaults();
const ORIGIN = "https://route-checks.test";

/** The story slug the page-name route would read for `path` (`{site}/{page name}`). */
const slugOf = (path: string) => {
  const [site = "", , ...page] = path.replace("/pim/fragment/", "").split("/");
  return `${site}/${page.join("/")}`;
};

async function storyReadsOf(path: string) {
  const log = () => emulatorCalls("/cdn/stories/", "storyblok");
  const since = (await log()).length;
  const { res, text } = await visit(`${ORIGIN}${path}`);
  const slug = slugOf(path);
  const storyReads = (await log()).slice(since).filter((call) => call.path.includes(slug));
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
    const { status, text, storyReads } = await storyReadsOf(path);
    expect(status).toBe(404);
    expect(text).toContain(`Page Not Found: ${path}`);
    expect(storyReads).toEqual([]);
  });

  it("looks up a deeper path below product/ as a page name", async () => {
    const path = "/pim/fragment/pu-additives/en/product/PR_12345678/extra";
    await fault("storyblok", slugOf(path), { rate5xx: 1 });
    const { status, storyReads } = await storyReadsOf(path);
    expect(status).toBe(503);
    expect(storyReads.length).toBeGreaterThan(0);
  });
});
