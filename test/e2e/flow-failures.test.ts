import type { Locator } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { scriptContexts } from "../support/browser";
import { control } from "../support/emulator-control";

/**
 * A step flow whose next step loads slowly or fails: the visitor sees that it
 * is loading, and after a failure the step before does not stand as if it
 * were the answer, and Try again loads the step the URL now names.
 */
const PATH = "/pim/fragment/silica-specialist/en/silica-recommendation-tool";
const chromium = scriptContexts();

/** The page with its flow hydrated, and the region answers of its first step (the last ones, which no other test picks). */
async function openFlow(): Promise<{ flow: Locator; regions: string[]; close: () => Promise<void> }> {
  const page = await chromium.withJs.newPage();
  await page.goto(`${inject("baseUrl")}${PATH}`);
  const flow = page.locator('[data-tool="recommendation-tool"] [data-island="step-flow"]');
  await expect.poll(() => flow.getAttribute("data-hydrated")).toBe("true");
  const regions = await flow
    .locator(".flow__step input")
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  expect(regions.length).toBeGreaterThan(2);
  return { flow, regions: regions.reverse(), close: () => page.close() };
}

async function answer(flow: Locator, value: string): Promise<void> {
  await flow.locator(`.flow__step input[value="${value}"]`).check();
  await flow.getByRole("button", { name: "Next" }).click();
}

describe("a step flow whose next step fails", () => {
  it("says so where it is seen, hides the step before, and Try again loads the step asked for", async () => {
    const { flow, regions, close } = await openFlow();
    const region = regions[0] ?? "";
    await control("faults/search", { match: region, rate5xx: 1 });
    try {
      await answer(flow, region);
      await expect
        .poll(() => flow.locator(".finder__count-heading").textContent(), { timeout: 20_000 })
        .toBe("The tool could not be loaded. Please try again.");
      expect(await flow.locator(".finder__retry").textContent()).toBe("Try again");
      expect(await flow.getByRole("link", { name: "Start again" }).count()).toBe(1);
      // The region step is not shown as if it were the answer to the URL, which already names the region.
      expect(await flow.locator(".flow__step").count()).toBe(0);
      expect(await flow.getByRole("status").textContent()).toBe("The tool could not be loaded. Please try again.");
      // Next went with the step: the focus is on the flow's heading, not lost to the top of the page.
      expect(
        await flow.evaluate(
          (el) => document.activeElement?.className === "finder__count-heading" && el.contains(document.activeElement),
        ),
      ).toBe(true);
      // Trying again while the search is still slow: the step before stays hidden while it loads.
      await control("faults/search", { match: region, latencyMs: 2500 });
      // What the heading says as it takes the focus is what a screen reader reads: not the failure again.
      await flow
        .locator(".finder__count-heading")
        .evaluate((el) =>
          el.addEventListener("focus", () => el.setAttribute("data-said", el.textContent ?? ""), { once: true }),
        );
      await flow.getByRole("link", { name: "Try again" }).click();
      expect(await flow.locator(".finder__count-heading").getAttribute("data-said")).toBe("Loading…");
      await expect.poll(() => flow.locator(".finder__count-heading").textContent()).toBe("Loading…");
      expect(await flow.locator(".flow__step").count()).toBe(0);
    } finally {
      await control("faults/search", { match: region });
    }
    await expect.poll(() => flow.locator(".flow__step legend").textContent(), { timeout: 20_000 }).toMatch(/country/i);
    expect(await flow.locator(".finder__retry").count()).toBe(0);
    expect(await flow.locator(".flow__answers").textContent()).toContain(region);
    await close();
  });

  it("shows that the next step is loading, and that the search is slow", async () => {
    const { flow, regions, close } = await openFlow();
    const region = regions[1] ?? "";
    await control("faults/search", { match: region, latencyMs: 6000 });
    try {
      await answer(flow, region);
      await expect.poll(() => flow.locator(".finder__empty").textContent()).toBe("Loading…");
      expect(await flow.locator("form.finder__form").getAttribute("aria-busy")).toBe("true");
      await expect
        .poll(() => flow.locator(".finder__empty").textContent(), { timeout: 15_000 })
        .toBe("Still loading: the search is answering slowly.");
      await expect
        .poll(() => flow.locator(".flow__step legend").textContent(), { timeout: 20_000 })
        .toMatch(/country/i);
      expect(await flow.locator("form.finder__form").getAttribute("aria-busy")).toBe("false");
    } finally {
      await control("faults/search", { match: region });
    }
    await close();
  });

  it("adds one history entry for a step, however often Next is pressed while it loads", async () => {
    const { flow, regions, close } = await openFlow();
    const page = flow.page();
    const region = regions[2] ?? "";
    const legend = (await flow.locator(".flow__step legend").textContent()) ?? "";
    const entries = await page.evaluate(() => history.length);
    await control("faults/search", { match: region, latencyMs: 2000 });
    try {
      await answer(flow, region);
      await expect.poll(() => flow.locator(".finder__empty").textContent()).toBe("Loading…");
      await flow.getByRole("button", { name: "Next" }).click();
      await flow.getByRole("button", { name: "Next" }).click();
      await expect
        .poll(() => flow.locator(".flow__step legend").textContent(), { timeout: 20_000 })
        .toMatch(/country/i);
    } finally {
      await control("faults/search", { match: region });
    }
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    // One Back returns to the question answered.
    await page.goBack();
    await expect.poll(() => flow.locator(".flow__step legend").textContent()).toBe(legend);
    await close();
  });

  it("says at once that a flow the server could not load failed, asks no more on its own, and Try again loads it", {
    timeout: 60_000,
  }, async () => {
    const text = `zzflowinit${Date.now()}`;
    await control("faults/search", { match: text, rate5xx: 1 });
    const page = await chromium.withJs.newPage();
    const flow = page.locator('[data-tool="competitive-scout"] [data-island="step-flow"]');
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/pim/api/intranet/en/competitive-scout")) asked.push(request.url());
    });
    try {
      await page.goto(`${inject("baseUrl")}/pim/fragment/intranet/en/products?scout-product=${text}`);
      await expect.poll(() => flow.getAttribute("data-hydrated"), { timeout: 40_000 }).toBe("true");
      // Hydrated and settled: an own load of the island would have been sent by now.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      expect(asked).toEqual([]);
      expect(await flow.locator(".finder__count-heading").textContent()).toBe(
        "The tool could not be loaded. Please try again.",
      );
      // Nothing the visitor did moved: the focus stays where the page put it.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    } finally {
      await control("faults/search", { match: text });
    }
    // The search is back: Try again asks for the flow (an unknown product, so the page says to choose again).
    await flow.getByRole("link", { name: "Try again" }).click();
    await expect.poll(() => flow.locator(".finder__count-heading").textContent()).toContain("Step 1 of 4");
    // Asked once: by Try again (its refusal reloads the page, which renders the step itself).
    expect(asked.length).toBe(1);
    await page.close();
  });
});
