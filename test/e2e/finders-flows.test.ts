import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { FlowAnswer } from "../../shared/finder/flow-answer";
import { axeViolations } from "../support/axe";
import { scriptContexts } from "../support/browser";

/**
 * The step flows (recommendation tool, competitive scout) in a browser: one
 * question at a time to the results, the back button and the Change links,
 * and the same answers through the plain GET form without JavaScript. What
 * the page shows is checked against the flow's JSON API.
 */
interface FlowCase {
  name: string;
  path: string;
  block: string;
  api: string;
  prefix: string;
  keys: string[];
}

const CASES: FlowCase[] = [
  {
    name: "recommendation tool",
    path: "/pim/fragment/silica-specialist/en/silica-recommendation-tool",
    block: '[data-tool="recommendation-tool"]',
    api: "/pim/api/silica-specialist/en/recommendation-tool",
    prefix: "",
    keys: ["region", "country", "industry", "form", "surface", "function"],
  },
  {
    name: "competitive scout",
    path: "/pim/fragment/intranet/en/products",
    block: '[data-tool="competitive-scout"]',
    api: "/pim/api/intranet/en/competitive-scout",
    prefix: "scout-",
    keys: ["product", "industry", "effect", "region"],
  },
];

const base = () => inject("baseUrl");

function stateOf(pageUrl: string, c: FlowCase): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of new URL(pageUrl).searchParams) {
    const bare = name.slice(c.prefix.length);
    if (name.startsWith(c.prefix) && [...c.keys, "page", "change"].includes(bare) && value !== "")
      out.append(bare, value);
  }
  return out;
}

async function api(c: FlowCase, query: URLSearchParams): Promise<FlowAnswer> {
  const res = await fetch(`${base()}${c.api}?${query}`);
  const body = await res.text();
  expect(res.status, `${c.api}?${query}: ${body.slice(0, 300)}`).toBe(200);
  return JSON.parse(body) as FlowAnswer;
}

function flowOf(page: Page, c: FlowCase): Locator {
  return page.locator(`${c.block} [data-island="step-flow"]`);
}

/** The page shows the API's answer for the page URL's state: the step's prompt and options, or the results. */
async function expectShowsApiAnswer(page: Page, c: FlowCase): Promise<FlowAnswer> {
  const flow = flowOf(page, c);
  const answer = await api(c, stateOf(page.url(), c));
  const step = answer.steps[answer.current];
  if (step) {
    await expect
      .poll(() => flow.locator(".finder__count-heading").textContent())
      .toBe(`Step ${answer.current + 1} of ${answer.stepCount}: ${step.prompt}`);
    await expect.poll(() => flow.locator(".flow__step legend").textContent()).toBe(step.prompt);
    expect(
      await flow.locator(".flow__step input").evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value)),
    ).toEqual(step.options.map((o) => o.value));
    // A question asked again (Change) shows its earlier answer checked; a single option is checked for the visitor.
    const checked =
      step.selected.length > 0 ? step.selected : step.options.length === 1 ? [step.options[0]?.value] : [];
    expect(
      await flow
        .locator(".flow__step input:checked")
        .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value)),
    ).toEqual(checked);
  } else {
    await expect.poll(() => flow.locator(".finder__count-heading").textContent()).toBe(answer.countText);
    expect(await flow.locator(".flow__result .finder__result-title").allTextContents()).toEqual(
      answer.results.map((r) => r.title),
    );
  }
  return answer;
}

const chromium = scriptContexts();

/**
 * Answers each step with its first option until `stop` holds (or the results show); answers the
 * URL of every step and the last answer shown.
 */
async function answerUntil(
  page: Page,
  c: FlowCase,
  js: boolean,
  stop: (answer: FlowAnswer) => boolean,
): Promise<{ urls: string[]; final: FlowAnswer }> {
  const flow = flowOf(page, c);
  const urls = [page.url()];
  let answer = await expectShowsApiAnswer(page, c);
  for (let guard = 0; answer.current < answer.stepCount && !stop(answer) && guard < c.keys.length; guard++) {
    const step = answer.steps[answer.current];
    expect(step?.options.length, `options of ${step?.key}`).toBeGreaterThan(0);
    await flow.locator(".flow__step input").first().check();
    const before = page.url();
    const loaded = js
      ? page.waitForResponse((r) => r.url().startsWith(`${base()}${c.api}?`) || r.url() === `${base()}${c.api}`)
      : undefined;
    await Promise.all([
      page.waitForURL((url) => url.href !== before),
      flow.getByRole("button", { name: /^(Next|Show recommendations)$/ }).click(),
    ]);
    if (loaded) await (await loaded).finished();
    urls.push(page.url());
    answer = await expectShowsApiAnswer(page, c);
  }
  return { urls, final: answer };
}

/** Answers each step with its first option until the results show; answers the URL of every step. */
async function answerAll(page: Page, c: FlowCase, js: boolean): Promise<{ urls: string[]; final: FlowAnswer }> {
  const answered = await answerUntil(page, c, js, () => false);
  expect(answered.final.current).toBe(answered.final.stepCount);
  return answered;
}

/** The answer's current step takes several answers. */
const atMultiStep = (answer: FlowAnswer) => !!answer.steps[answer.current]?.multi;

describe.each(CASES)("$name", (c) => {
  it("with JavaScript: one question at a time to the results; back and Change return to earlier questions", async () => {
    const page = await chromium.withJs.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${base()}${c.path}`);
    await page.locator(`${c.block} [data-island="step-flow"][data-hydrated="true"]`).waitFor();
    const entries = await page.evaluate(() => history.length);
    const { urls, final } = await answerAll(page, c, true);
    // Each step was a history entry, not a reload.
    expect(await page.evaluate(() => history.length)).toBe(entries + urls.length - 1);
    expect(final.totalCount).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    const previous = urls[urls.length - 2] as string;
    const back = page.waitForResponse((r) => r.url().startsWith(`${base()}${c.api}`));
    await page.goBack();
    await (await back).finished();
    expect(page.url()).toBe(previous);
    await expectShowsApiAnswer(page, c);

    const change = page.waitForResponse((r) => r.url().startsWith(`${base()}${c.api}`));
    await flowOf(page, c)
      .getByRole("link", { name: /^Change / })
      .first()
      .click();
    await (await change).finished();
    const asked = stateOf(page.url(), c);
    expect(asked.get("change")).toBe(c.keys[0]);
    const first = await expectShowsApiAnswer(page, c);
    expect(first.current).toBe(0);
    expect(first.steps[0]?.selected).toEqual(final.steps[0]?.selected);
    // Cancel goes back to where the visitor was, the later answers kept.
    const cancelled = page.waitForResponse((r) => r.url().startsWith(`${base()}${c.api}`));
    await flowOf(page, c)
      .getByRole("link", { name: new RegExp(`^Cancel changing ${first.steps[0]?.label}$`) })
      .click();
    await (await cancelled).finished();
    expect(stateOf(page.url(), c).toString()).toBe(stateOf(previous, c).toString());
    expect(new URL(page.url()).searchParams.has(`${c.prefix}change`)).toBe(false);
    expect((await expectShowsApiAnswer(page, c)).current).toBe(c.keys.length - 1);
    const again = page.waitForResponse((r) => r.url().startsWith(`${base()}${c.api}`));
    await flowOf(page, c)
      .getByRole("link", { name: /^Change / })
      .first()
      .click();
    await (await again).finished();
    // Answering it again goes on to the second question.
    const next = page.waitForResponse((r) => r.url().startsWith(`${base()}${c.api}`));
    await flowOf(page, c)
      .getByRole("button", { name: /^(Next|Show recommendations)$/ })
      .click();
    await (await next).finished();
    expect(stateOf(page.url(), c).has("change")).toBe(false);
    expect((await expectShowsApiAnswer(page, c)).current).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("without JavaScript: the same answers through the GET form reach the same results", async () => {
    const page = await chromium.withoutJs.newPage();
    await page.goto(`${base()}${c.path}`);
    const { urls, final } = await answerAll(page, c, false);
    expect(final.totalCount).toBeGreaterThan(0);
    // Each step's page opens at the tool's step heading, not at the top of the page.
    const url = new URL(page.url());
    expect(url.hash).toMatch(/flow-step$/);
    const heading = page.locator(`[id="${url.hash.slice(1)}"]`);
    expect(await heading.count()).toBe(1);
    expect(await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(100);
    // Change links are plain links too.
    await Promise.all([
      page.waitForURL((url) => url.href !== urls.at(-1)),
      flowOf(page, c)
        .getByRole("link", { name: /^Change / })
        .first()
        .click(),
    ]);
    const again = await expectShowsApiAnswer(page, c);
    expect(again.current).toBe(0);
    expect(again.steps[0]?.selected).toEqual(final.steps[0]?.selected);
    // Cancel is a plain link back to the results.
    const changing = page.url();
    await Promise.all([
      page.waitForURL((url) => url.href !== changing),
      flowOf(page, c)
        .getByRole("link", { name: /^Cancel changing / })
        .click(),
    ]);
    // The same state (the form's URL also names the step it was sent from).
    expect(stateOf(page.url(), c).toString()).toBe(stateOf(urls.at(-1) as string, c).toString());
    expect(new URL(page.url()).searchParams.has(`${c.prefix}change`)).toBe(false);
    expect((await expectShowsApiAnswer(page, c)).results.map((r) => r.title)).toEqual(
      final.results.map((r) => r.title),
    );
    await page.close();
  });
});

describe("a multi-answer step sent without an answer", () => {
  it("says to choose one, in place: no request, no new history entry", async () => {
    const c = CASES[0] as FlowCase;
    const page = await chromium.withJs.newPage();
    await page.goto(`${base()}${c.path}`);
    await page.locator(`${c.block} [data-island="step-flow"][data-hydrated="true"]`).waitFor();
    const flow = flowOf(page, c);
    // Answer the single-answer steps until a step takes several answers.
    const { final: answer } = await answerUntil(page, c, true, atMultiStep);
    expect(answer.steps[answer.current]?.multi).toBe(true);
    for (const box of await flow.locator(".flow__step input:checked").all()) await box.uncheck();
    const before = { url: page.url(), entries: await page.evaluate(() => history.length) };
    let asked = 0;
    page.on("request", (r) => {
      if (r.url().startsWith(`${base()}${c.api}`)) asked++;
    });
    await flow.getByRole("button", { name: /^(Next|Show recommendations)$/ }).click();
    await expect.poll(() => flow.getByRole("alert").textContent()).toBe("Please choose at least one answer.");
    expect(page.url()).toBe(before.url);
    expect(await page.evaluate(() => history.length)).toBe(before.entries);
    expect(asked).toBe(0);
    expect(await flow.locator(".flow__step").getAttribute("aria-describedby")).toBeTruthy();
    // Choosing one goes on.
    await flow.locator(".flow__step input").first().check();
    await Promise.all([
      page.waitForURL((url) => url.href !== before.url),
      flow.getByRole("button", { name: /^(Next|Show recommendations)$/ }).click(),
    ]);
    await expect.poll(() => flow.getByRole("alert").count()).toBe(0);
    await page.close();
  });
});

describe("a multi-answer step sent without an answer, without JavaScript", () => {
  it("is asked again with a word on why", async () => {
    const c = CASES[0] as FlowCase;
    const page = await chromium.withoutJs.newPage();
    await page.goto(`${base()}${c.path}`);
    const flow = flowOf(page, c);
    const { final: answer } = await answerUntil(page, c, false, atMultiStep);
    for (const box of await flow.locator(".flow__step input:checked").all()) await box.uncheck();
    const before = page.url();
    await Promise.all([
      page.waitForURL((url) => url.href !== before),
      flow.getByRole("button", { name: /^(Next|Show recommendations)$/ }).click(),
    ]);
    expect(await flow.getByRole("alert").textContent()).toContain("Please choose at least one answer.");
    expect(await flow.locator(".flow__step legend").textContent()).toBe(answer.steps[answer.current]?.prompt);
    await page.close();
  });
});

describe("a link that answers a later question without an earlier one", () => {
  const NOTICE = "The link answers “Country” but not “Region”, which comes before it. Please choose again.";
  it.each([
    ["en", true],
    ["en", false],
    ["de", true],
    ["de", false],
  ] as const)("says why the region is asked (%s, JavaScript %s)", async (lang, js) => {
    const c = CASES[0] as FlowCase;
    const path = c.path.replace("/en/", `/${lang}/`);
    const page = await (js ? chromium.withJs : chromium.withoutJs).newPage();
    await page.goto(`${base()}${path}?country=JP`);
    if (js) await page.locator(`${c.block} [data-island="step-flow"][data-hydrated="true"]`).waitFor();
    const flow = flowOf(page, c);
    expect(await flow.getByRole("alert").textContent()).toBe(NOTICE);
    expect(await flow.locator(".flow__step legend").textContent()).toBe("First please choose a Region");
    // The tools' words are English on a German page too (ADR 0045), and say so.
    expect(await flow.getByRole("alert").evaluate((el) => el.closest("[lang]")?.getAttribute("lang"))).toBe("en");
    // Answering the region goes on, and the notice, which spoke of the link, is gone.
    const before = page.url();
    await flow.locator(".flow__step input").first().check();
    await Promise.all([
      page.waitForURL((url) => url.href !== before),
      flow.getByRole("button", { name: "Next" }).click(),
    ]);
    await expect.poll(() => flow.locator(".flow__step legend").textContent()).toBe("Second please choose a Country");
    expect(await flow.getByRole("alert").count()).toBe(0);
    if (js) {
      // Back to the link: the island asks the server again, which says the same.
      await page.goBack();
      await expect.poll(() => flow.getByRole("alert").textContent(), { timeout: 20_000 }).toBe(NOTICE);
      expect(await flow.locator(".flow__step legend").textContent()).toBe("First please choose a Region");
    }
    await page.close();
  });
});

describe("recommendation tool with product compare", () => {
  it("shows a recommendation's products side by side in the page's compare", async () => {
    const c = CASES[0] as FlowCase;
    const page = await chromium.withJs.newPage();
    await page.goto(`${base()}${c.path}`);
    await page.locator(`${c.block} [data-island="step-flow"][data-hydrated="true"]`).waitFor();
    await page.locator('[data-island="product-compare"][data-hydrated="true"]').waitFor();
    const { final } = await answerAll(page, c, true);
    const index = final.results.findIndex((r) => r.picks.filter((p) => p.productId).length > 1);
    expect(index, "a recommendation with two or more catalogue products").toBeGreaterThanOrEqual(0);
    const ids = (final.results[index]?.picks ?? []).flatMap((p) => (p.productId ? [p.productId] : []));
    const loaded = page.waitForResponse((r) => r.url().includes("/compare?"));
    await flowOf(page, c)
      .locator(".flow__result")
      .nth(index)
      .getByRole("link", { name: /^Compare these \d+ products/ })
      .click();
    await (await loaded).finished();
    await expect.poll(() => new URL(page.url()).searchParams.get("compare")).toBe(ids.join(","));
    const compare = page.locator('[data-island="product-compare"]');
    await expect.poll(() => compare.getByRole("status").textContent()).toBe(`Comparing ${ids.length} products`);
    expect(await compare.locator("thead th a:not(.compare__remove)").count()).toBe(ids.length);
    expect(await axeViolations(page)).toEqual([]);
    // Back undoes the compare and stays in the tool, at its results.
    const results = page.url();
    await page.goBack();
    await expect.poll(() => compare.getByRole("status").textContent()).toMatch(/^Products picked to compare/);
    expect(new URL(page.url()).searchParams.has("compare")).toBe(false);
    expect(new URL(page.url()).pathname).toBe(new URL(results).pathname);
    expect(await flowOf(page, c).locator(".flow__result").count()).toBe(final.results.length);
    await page.close();
  });
});

describe("Cancel after a change, with an answer waiting that is no longer offered", () => {
  it("shows the page for the state it leads to: the stale answer dropped, with a word on why", async () => {
    const c = CASES[1] as FlowCase;
    const [first, second] = c.keys as [string, string, string];
    const start = await api(c, new URLSearchParams());
    const product = start.steps[0]?.options[0]?.value ?? "";
    const next = await api(c, new URLSearchParams({ [first]: product }));
    const industry = next.steps[1]?.options[0]?.value ?? "";
    const third = c.keys[2] as string;
    const query = new URLSearchParams({
      [`${c.prefix}${first}`]: product,
      [`${c.prefix}${second}`]: industry,
      [`${c.prefix}${third}`]: "no such answer",
      [`${c.prefix}change`]: second,
    });
    const page = await chromium.withJs.newPage();
    await page.goto(`${base()}${c.path}?${query}`);
    await page.locator(`${c.block} [data-island="step-flow"][data-hydrated="true"]`).waitFor();
    const flow = flowOf(page, c);
    await Promise.all([page.waitForEvent("load"), flow.getByRole("link", { name: /^Cancel changing / }).click()]);
    expect(new URL(page.url()).searchParams.has(`${c.prefix}change`)).toBe(false);
    await expect
      .poll(() => flow.getByRole("alert").first().textContent())
      .toContain("is not offered after the earlier answers");
    // Asked again: the step whose answer was dropped, as the API asks it after the two answers kept.
    const asked = await api(c, new URLSearchParams({ [first]: product, [second]: industry }));
    expect(asked.current).toBe(2);
    expect(await flow.locator(".flow__step legend").textContent()).toBe(asked.steps[2]?.prompt);
    expect(await flow.locator(".flow__step input:checked").count()).toBe(asked.steps[2]?.options.length === 1 ? 1 : 0);
    await page.close();
  });
});

describe("a flow beside another tool of the page", () => {
  it("keeps what the visitor did in the other tool: in the URL of its next step and in its links, and the other way round", async () => {
    // The intranet's products page holds the product finder and, after it, the competitive scout.
    const c = CASES[1] as FlowCase;
    const page = await chromium.withJs.newPage();
    await page.goto(`${base()}${c.path}`);
    await page.locator(`${c.block} [data-island="step-flow"][data-hydrated="true"]`).waitFor();
    const finder = page.locator('[data-tool="product-finder"] [data-island="finder"]');
    await page.locator('[data-tool="product-finder"] [data-island="finder"][data-hydrated="true"]').waitFor();
    const searched = page.waitForResponse(
      (r) => r.url().startsWith(`${base()}/pim/api/intranet/en/products?`) && r.url().includes("q=care"),
    );
    await finder.locator('.finder__search input[type="search"]').fill("care");
    await (await searched).finished();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("care");

    await answerUntil(page, c, true, (answer) => answer.current >= 1);
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe("care");
    expect(url.searchParams.has(`${c.prefix}${c.keys[0]}`)).toBe(true);
    const change = await flowOf(page, c)
      .getByRole("link", { name: /^Change / })
      .first()
      .getAttribute("href");
    expect(new URL(change ?? "", page.url()).searchParams.get("q")).toBe("care");
    // The finder's links carry the flow's answer it did not write itself.
    const next = await finder.locator('.finder__pagination a[rel="next"]').getAttribute("href");
    expect(new URL(next ?? "", page.url()).searchParams.get(`${c.prefix}${c.keys[0]}`)).toBe(
      url.searchParams.get(`${c.prefix}${c.keys[0]}`),
    );
    await page.close();
  });
});
