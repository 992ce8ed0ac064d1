import { SELF } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { countryNames } from "../../worker/loaders/tools/full-lists";
import { BASE } from "./tool-scope-support";

async function html(path: string): Promise<string> {
  const res = await SELF.fetch(`${BASE}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The opening tag of each tool block's frame. */
const frames = (page: string) => [...page.matchAll(/<div [^>]*data-tool="[^"]+"[^>]*>/g)].map((m) => m[0]);

describe("the tools' languages on a German page", () => {
  it("say their frame is English and the story's headline German", async () => {
    const page = await html("/pim/fragment/pu-additives/de/products");
    expect(page).toContain('<html lang="de">');
    const tags = frames(page);
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) expect(tag).toContain('lang="en"');
    // The tool's own words are English inside the frame: no mark of their own.
    expect(page).toContain("<summary>Filters</summary>");
    // A page the story translates: its tool's headline is the German one, and says so.
    const contacts = await html("/pim/fragment/visiomer/de/contacts");
    expect(frames(contacts).every((tag) => tag.includes('lang="en"'))).toBe(true);
    expect(contacts).toMatch(/<h2 id="[^"]+" lang="de">Kontaktsuche<\/h2>/);
  });

  it("mark what the finder shows from the German data German", async () => {
    const page = await html("/pim/fragment/pu-additives/de/products");
    expect(page).toMatch(/<h3 class="finder__result-title"><a href="[^"]+" lang="de">/);
    // A fact's word of the tool's own stays English beside its German value.
    expect(page).toMatch(/ · (<!-- -->)?Flash point <span lang="de">\d/);
    expect(page).toMatch(/<label for="[^"]+" lang="de">/);
  });

  it("mark a step flow's answers from the data German", async () => {
    const page = await html("/pim/fragment/silica-specialist/de/silica-recommendation-tool");
    // The first step asks for the region: the index's own (translated) values.
    const options = [...page.matchAll(/<label for="[^"]+"( lang="de")?>([^<]+)/g)].map((m) => !!m[1]);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every(Boolean)).toBe(true);
    expect(page).toMatch(/<legend>[^<]+<\/legend>/);
  });

  it("mark a step flow's results: the data's values German, the tool's own words and phrases English", async () => {
    type Flow = import("../../shared/finder/flow-answer").FlowAnswer;
    /** Answers every step with its first option. */
    const walk = async (api: string) => {
      const params = new URLSearchParams();
      let body = (await (await SELF.fetch(`${BASE}${api}`)).json()) as Flow;
      while (body.current < body.stepCount) {
        const step = body.steps[body.current];
        params.append(step?.key ?? "", step?.options[0]?.value ?? "");
        body = (await (await SELF.fetch(`${BASE}${api}?${params}`)).json()) as Flow;
      }
      return { params, body };
    };
    // The scout's facts: "by" stays English before the competitor's name, which is the data's.
    const scout = await walk("/pim/api/intranet/de/competitive-scout");
    expect(scout.body.results.length).toBeGreaterThan(0);
    const prefixed = [...scout.params].map(([k, v]) => `scout-${k}=${encodeURIComponent(v)}`).join("&");
    const scoutPage = await html(`/pim/fragment/intranet/de/products?${prefixed}`);
    expect(scoutPage).toMatch(/<p class="finder__meta">by <span lang="de">[^<]+<\/span><\/p>/);
    // A recommendation's title is the catalogue's own English phrase: the same on the German page.
    const german = await walk("/pim/api/silica-specialist/de/recommendation-tool");
    const code = german.params.get("country") ?? "";
    const germanName = german.body.steps.find((step) => step.key === "country")?.options.find((o) => o.value === code);
    const title = german.body.results[0]?.title ?? "";
    expect(germanName?.label).not.toBe(countryNames("en")[code]);
    expect(title).toMatch(new RegExp(` in ${countryNames("en")[code]}$`));
    const recoPage = await html(`/pim/fragment/silica-specialist/de/silica-recommendation-tool?${german.params}`);
    expect(recoPage).toContain(
      `<h4 class="finder__result-title">${title.replaceAll("&", "&amp;").replaceAll("'", "&#x27;")}</h4>`,
    );
    // Its region is the data's.
    expect(recoPage).toMatch(/<\/h4><p class="finder__meta"><span lang="de">[^<]+<\/span><\/p>/);
  });

  it("mark a contact card's show email and phone buttons English", async () => {
    const page = await html("/pim/fragment/pu-additives/de/contact");
    const islands = [...page.matchAll(/<div data-island="contact-action"[^>]*>/g)].map((m) => m[0]);
    expect(islands.length).toBeGreaterThan(0);
    for (const tag of islands) expect(tag).toContain('lang="en"');
    const english = await html("/pim/fragment/pu-additives/en/contact");
    const englishIslands = [...english.matchAll(/<div data-island="contact-action"[^>]*>/g)].map((m) => m[0]);
    expect(englishIslands.length).toBeGreaterThan(0);
    for (const tag of englishIslands) expect(tag).not.toContain("lang=");
  });

  it("keep English data English on a German page: the frame says so, nothing in it says German", async () => {
    // The context switch asks for the English data on the German page; the reverse marks the German data.
    const page = await html("/pim/fragment/pu-additives/de/products?context=en-us");
    const frame = /<div [^>]*data-tool="product-finder"[^>]*>/.exec(page)?.[0] ?? "";
    expect(frame).toContain('lang="en"');
    const finder = page.slice(page.indexOf(frame), page.indexOf('data-tool="product-compare"'));
    const titles = [...finder.matchAll(/<h3 class="finder__result-title"><a href="[^"]+"( lang="[^"]+")?>/g)];
    expect(titles.length).toBeGreaterThan(0);
    for (const [, lang] of titles) expect(lang).toBeUndefined();
    // Only the story's own German headline carries German inside the frame.
    expect([...finder.matchAll(/<(\w+)[^>]* lang="de"/g)].map((m) => m[1])).toEqual(["h2"]);
    const reverse = await html("/pim/fragment/pu-additives/en/products?context=de-de");
    expect(reverse).toMatch(/<h3 class="finder__result-title"><a href="[^"]+" lang="de">/);
  });

  it("mark a German product page's words made from slugs English", async () => {
    const res = await fetch(
      `${inject("emulatorBase")}/search/public/indexes/products-de-de/docs/search?api-version=2020-06-30`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "api-key": "demo-public-key" },
        body: JSON.stringify({
          filter: "AT_Applications/any() and AT_Websites/any(w: w eq 'pu-additives')",
          select: "ID",
          top: 1,
        }),
      },
    );
    const id = ((await res.json()) as { value: { ID: string }[] }).value[0]?.ID;
    expect(id).toBeDefined();
    const german = await html(`/pim/fragment/pu-additives/de/product/${id}`);
    expect(german).toMatch(/<dt>Anwendungen<\/dt><dd lang="en">[A-Z][^<]+<\/dd>/);
    const english = await html(`/pim/fragment/pu-additives/en/product/${id}`);
    expect(english).toMatch(/<dt>Applications<\/dt><dd>[A-Z][^<]+<\/dd>/);
  });

  it("leave an English page as it was: no frame marked", async () => {
    const page = await html("/pim/fragment/pu-additives/en/products");
    for (const tag of frames(page)) expect(tag).not.toContain("lang=");
    expect(page).not.toMatch(/lang="de"/);
  });
});
