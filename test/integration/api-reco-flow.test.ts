import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FlowAnswer } from "../../shared/finder/flow-answer";
import { toolHtml } from "./tool-scope-support";

type Body = FlowAnswer & { error?: { parameter?: string; message: string } };
async function reco(query = "", site = "silica-specialist"): Promise<{ res: Response; body: Body }> {
  const res = await SELF.fetch(`http://example.com/pim/api/${site}/en/recommendation-tool?${query}`);
  return { res, body: (await res.json()) as Body };
}

/** Answers every step with its first option. */
async function walk(site = "silica-specialist"): Promise<{ params: URLSearchParams; body: Body }> {
  const params = new URLSearchParams();
  let { body } = await reco("", site);
  while (body.current < body.stepCount) {
    const step = body.steps[body.current];
    params.append(step?.key ?? "", step?.options[0]?.value ?? "");
    body = (await reco(params.toString(), site)).body;
  }
  return { params, body };
}

describe("recommendation tool API", () => {
  it("names the countries in the page language, as the regions beside them are", async () => {
    const countryOf = async (lang: string, code: string) => {
      const api = `http://example.com/pim/api/silica-specialist/${lang}/recommendation-tool`;
      const first = (await (await SELF.fetch(api)).json()) as FlowAnswer;
      for (const region of first.steps[0]?.options ?? []) {
        const next = (await (
          await SELF.fetch(`${api}?region=${encodeURIComponent(region.value)}`)
        ).json()) as FlowAnswer;
        const country = next.steps[1]?.options.find((o) => o.value === code);
        if (country) return { region: region.label, country: country.label };
      }
      return undefined;
    };
    expect(await countryOf("en", "DE")).toEqual({ region: "Europe, Middle East & Africa", country: "Germany" });
    expect((await countryOf("de", "DE"))?.country).toBe("Deutschland");
  });

  it("asks first for a Region, then for a Country of that region", async () => {
    const first = (await reco()).body;
    expect(first.steps[0]?.prompt).toBe("First please choose a Region");
    const region = "North America";
    expect(first.steps[0]?.options.map((o) => o.value)).toContain(region);
    const second = (await reco(`region=${encodeURIComponent(region)}`)).body;
    expect(second.current).toBe(1);
    expect(second.steps[1]?.prompt).toBe("Second please choose a Country");
    expect(second.steps[1]?.options.map((o) => o.label).sort()).toEqual(
      ["Canada", "Mexico", "United States of America"].filter((name) =>
        second.steps[1]?.options.some((o) => o.label === name),
      ),
    );
    expect(second.steps[1]?.options.every((o) => ["US", "CA", "MX"].includes(o.value))).toBe(true);
  });

  it("ends with first choice, second choice and alternative, linked to the site's products", async () => {
    const { body } = await walk();
    expect(body.current).toBe(body.stepCount);
    expect(body.totalCount).toBeGreaterThan(0);
    const result = body.results[0];
    expect(result?.picks[0]?.rank).toBe("First choice");
    expect(result?.picks.map((p) => p.rank)).toEqual(
      ["First choice", "Second choice", "Alternative"].slice(0, result?.picks.length),
    );
    expect(result?.picks[0]?.href).toMatch(/^\/pim\/fragment\/silica-specialist\/en\/product\/PR_\d{8}$/);
    expect(result?.picks[0]?.productId).toMatch(/^PR_\d{8}$/);
  });

  it("takes several functions at once", async () => {
    const { params } = await walk();
    params.delete("function");
    const step = (await reco(params.toString())).body;
    const options = step.steps[step.current]?.options ?? [];
    expect(step.steps[step.current]?.multi).toBe(true);
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) params.append("function", option.value);
    const { res, body } = await reco(params.toString());
    expect(res.status).toBe(200);
    expect(body.current).toBe(body.stepCount);
  });

  it("asks VISIOMER's own questions and recommends VISIOMER's products, linked", async () => {
    const { params, body } = await walk("visiomer");
    expect([...params.keys()]).toEqual(["region", "country", "market", "group", "property"]);
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.results.length).toBeGreaterThan(0);
    for (const result of body.results) {
      expect(result.picks.length).toBeGreaterThan(0);
      for (const pick of result.picks) expect(pick.href).toMatch(/^\/pim\/fragment\/visiomer\/en\/product\/PR_\d{8}$/);
    }
  });

  it.each([
    ["country=US", "country"],
    ["region=Atlantis", "region"],
    ["region=North+America&country=DE", "country"],
    ["region=a&region=b", "region"],
    ["page=abc", "page"],
    ["step=2", "step"],
  ])("answers 400 for %s", async (query, parameter) => {
    const { res, body } = await reco(query);
    expect(res.status).toBe(400);
    expect(body.error?.parameter).toBe(parameter);
  });
});

describe("recommendation tool block", () => {
  /** The SILICA recommendation tool page, whole (it holds the tool and the product compare). */
  async function page(query: string, lang = "en"): Promise<string> {
    const res = await SELF.fetch(
      `http://example.com/pim/fragment/silica-specialist/${lang}/silica-recommendation-tool${query}`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    toolHtml(html, "recommendation-tool");
    return html;
  }

  it("server-renders the region question as a plain GET form", async () => {
    const html = await page("");
    expect(html).toMatch(/<legend>First please choose a Region<\/legend>/);
    expect(html).toMatch(/type="radio"[^>]*name="region"/);
    expect(html).toContain(">Next</button>");
  });

  it("keeps earlier answers as hidden fields and asks for the country", async () => {
    const html = await page("?region=North+America");
    expect(html).toMatch(/<input type="hidden" name="region" value="North America"\/>/);
    expect(html).toMatch(/<legend>Second please choose a Country<\/legend>/);
  });

  it.each(["en", "de"])("says why a link with a country but no region asks for the region (%s)", async (lang) => {
    // An old bookmark or a hand-made link: the country cannot be kept without its region.
    const html = await page("?country=JP", lang);
    const tool = toolHtml(html, "recommendation-tool");
    expect(tool).toMatch(/<legend>First please choose a Region<\/legend>/);
    expect(tool).toMatch(
      /role="alert"><p>The link answers “Country” but not “Region”, which comes before it\. Please choose again\.<\/p>/,
    );
    // The tools' words are English (ADR 0045): on the German page the tool's frame says so.
    if (lang === "de") expect(html).toMatch(/<div class="cms-tool[^"]*" lang="en" data-tool="recommendation-tool"/);
    // The link's answer is not kept as an answer of the form.
    expect(tool).not.toMatch(/<input type="hidden" name="country"/);
  });

  it("offers to compare a result's products in the page's product compare", async () => {
    const { params } = await walk();
    const html = await page(`?${params}`);
    expect(html).toContain("First choice");
    expect(html).toMatch(/href="[^"]*compare=PR_\d{8}(%2C|,)PR_\d{8}[^"]*#product-compare"/);
    expect(html).toContain('data-island="product-compare"');
  });
});
