import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { REGISTRATION_REGIONS } from "../../shared/catalogue/product-attributes";
import type { FlowAnswer } from "../../shared/finder/flow-answer";
import { axeViolations } from "../support/axe";
import { scriptContexts } from "../support/browser";

/**
 * The recommendation results' registration filter in a browser, with script
 * and without, in en and de, on both recommendation flows. What a pick should
 * leave comes from the demo data as the search emulator holds it: the
 * per-region status field of each result's first-choice product, never the
 * worker's answer.
 */
const chromium = scriptContexts({ bypassCSP: true });
const COUNTING: Record<string, string[]> = {
  en: ["Listed", "Registered", "Exempt", "Polymer exemption"],
  de: ["Gelistet", "Registriert", "Ausgenommen", "Polymerausnahme"],
};
const FLOWS = [
  ["silica-specialist", "silica-recommendation-tool"],
  ["visiomer", "reco-specialty-methacrylates"],
] as const;

type Doc = { ID: string; [field: string]: unknown };

async function docs(index: string): Promise<Map<string, Doc>> {
  const res = await fetch(
    `${inject("e2eEmulatorBase")}/search/public/indexes/${index}/docs/search?api-version=2020-06-30`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "api-key": "demo-public-key" },
      body: JSON.stringify({ top: 1000 }),
    },
  );
  expect(res.status).toBe(200);
  return new Map(((await res.json()) as { value: Doc[] }).value.map((doc) => [doc.ID, doc]));
}

/** The answers that reach the results (the option with most documents at each step), and the results' ids. */
async function walk(site: string, lang: string): Promise<{ answers: URLSearchParams; ids: string[] }> {
  const api = `${inject("baseUrl")}/pim/api/${site}/${lang}/recommendation-tool`;
  const answers = new URLSearchParams();
  let body = (await (await fetch(api)).json()) as FlowAnswer;
  while (body.current < body.stepCount) {
    const step = body.steps[body.current];
    if (!step) throw new Error("no step");
    const options = [...step.options].sort((a, b) => b.count - a.count);
    for (const option of step.multi ? options : options.slice(0, 1)) answers.append(step.key, option.value);
    body = (await (await fetch(`${api}?${answers}`)).json()) as FlowAnswer;
  }
  return { answers, ids: body.results.map((r) => r.id) };
}

/**
 * Two regions the visitor is offered (every result's first choice may be placed on the market there)
 * where those first choices hold two different statuses: picking the first region's status makes
 * "any" and "every" differ.
 */
async function regionsOf(site: string, lang: "en" | "de") {
  const { answers, ids } = await walk(site, lang);
  expect(ids.length).toBeGreaterThan(0);
  const context = lang === "en" ? "en-us" : "de-de";
  const recos = await docs(`recotoolproducts-${context}`);
  const products = await docs(`products-${context}`);
  const words = COUNTING[lang] ?? [];
  /** The status every result's first choice holds in a region, when they share one that counts. */
  const shared = (region: string): string | undefined => {
    const found = new Set(
      ids.map((id) => products.get(String(recos.get(id)?.AT_ProductId))?.[`AT_RegStatus${region}_Value`]),
    );
    const [word] = found;
    return found.size === 1 && words.includes(word as string) ? (word as string) : undefined;
  };
  const a = REGISTRATION_REGIONS.find((r) => shared(r.key));
  const b = REGISTRATION_REGIONS.find((r) => shared(r.key) && shared(r.key) !== (a && shared(a.key)));
  if (!a || !b) throw new Error("the demo data has no two regions of different statuses here");
  // The form names a status in the finder's words, whatever the data language.
  const status = ["Listed", "Registered", "Exempt", "Polymer exemption"][words.indexOf(shared(a.key) ?? "")] ?? "";
  return { answers, total: ids.length, a, b, status };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const regionBox = (flow: Locator, r: { en: string; inventory: string }) =>
  flow.getByRole("checkbox", { name: new RegExp(`^${escaped(`${r.en} (${r.inventory})`)}`) });
const countOf = (flow: Locator) => flow.locator(".finder__count-heading").textContent();
const recommendations = (n: number) => `${n} ${n === 1 ? "Recommendation" : "Recommendations"}`;

async function open(context: BrowserContext, path: string): Promise<{ page: Page; flow: Locator }> {
  const page = await context.newPage();
  const res = await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  expect(res?.status()).toBe(200);
  const flow = page.locator('[data-island="step-flow"]').first();
  if (context === chromium.withJs) await expect.poll(() => flow.getAttribute("data-hydrated")).toBe("true");
  return { page, flow };
}

describe.each(FLOWS)("the registration filter of %s's recommendations", (site, slug) => {
  describe.each(["en", "de"] as const)("in %s", (lang) => {
    const path = (query: string) => `/pim/fragment/${site}/${lang}/${slug}?${query}`;

    it("without script: the GET form narrows to the first choices registered in any or every picked region", async () => {
      const { answers, total, a, b, status } = await regionsOf(site, lang);
      const { page, flow } = await open(chromium.withoutJs, path(answers.toString()));
      // The count is a status message in the server's HTML.
      expect(await flow.locator('[role="status"][aria-live="polite"]').textContent()).toBe(recommendations(total));
      const filters = flow.getByRole("form", { name: "Filter the results" });
      const send = async () => {
        await filters.getByRole("button", { name: "Show results" }).click();
        await page.waitForLoadState("load");
      };
      await regionBox(filters, a).check();
      await regionBox(filters, b).check();
      await send();
      expect(await countOf(flow)).toBe(recommendations(total));
      expect(new URL(page.url()).searchParams.getAll("reg")).toEqual([a.key, b.key]);
      // The answers are kept beside the picks.
      for (const [name, value] of answers) expect(new URL(page.url()).searchParams.getAll(name)).toContain(value);
      await filters.getByRole("checkbox", { name: new RegExp(`^${status}`) }).check();
      await send();
      expect(await countOf(flow)).toBe(recommendations(total));
      await filters.getByRole("checkbox", { name: /^Every picked region/ }).check();
      await send();
      expect(await countOf(flow)).toBe(recommendations(0));
      expect(await flow.locator('[role="status"]').textContent()).toBe(recommendations(0));
      // Chips and Clear all, as plain links: two regions, a status, the switch.
      expect(await flow.getByRole("link", { name: /^Remove filter / }).count()).toBe(4);
      await flow.getByRole("link", { name: "Clear all" }).click();
      await page.waitForLoadState("load");
      expect(new URL(page.url()).searchParams.getAll("reg")).toEqual([]);
      expect(await countOf(flow)).toBe(recommendations(total));
      await page.close();
    });

    it("with script: the same picks in place, the URL kept in step, axe clean", async () => {
      const { answers, total, a, b, status } = await regionsOf(site, lang);
      const { page, flow } = await open(chromium.withJs, path(answers.toString()));
      const filters = flow.getByRole("form", { name: "Filter the results" });
      // Each tick applies at once; the next one waits for its answer.
      const tick = async (box: Locator, param: string, count: number) => {
        await box.check();
        await expect.poll(() => new URL(page.url()).searchParams.getAll(param).length).toBe(count);
        await expect.poll(() => box.isChecked()).toBe(true);
      };
      await tick(regionBox(filters, a), "reg", 1);
      await tick(regionBox(filters, b), "reg", 2);
      await expect.poll(() => countOf(flow)).toBe(recommendations(total));
      await tick(filters.getByRole("checkbox", { name: new RegExp(`^${status}`) }), "regstatus", 1);
      await expect.poll(() => countOf(flow)).toBe(recommendations(total));
      await tick(filters.getByRole("checkbox", { name: /^Every picked region/ }), "regmatch", 1);
      await expect.poll(() => countOf(flow)).toBe(recommendations(0));
      const params = new URL(page.url()).searchParams;
      expect(params.getAll("reg")).toEqual([a.key, b.key]);
      expect(params.get("regmatch")).toBe("all");
      expect(await axeViolations(page)).toEqual([]);
      // Removing the switch's chip: any one region is enough again.
      await flow.getByRole("link", { name: /^Remove filter Regions to match/ }).click();
      await expect.poll(() => countOf(flow)).toBe(recommendations(total));
      expect(new URL(page.url()).searchParams.has("regmatch")).toBe(false);
      await flow.getByRole("link", { name: "Clear all" }).click();
      await expect.poll(() => new URL(page.url()).searchParams.getAll("reg")).toEqual([]);
      for (const [name, value] of answers) expect(new URL(page.url()).searchParams.getAll(name)).toContain(value);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });
});
