import { describe, expect, inject, it } from "vitest";
import { REGISTRATION_REGIONS } from "../../shared/catalogue/product-attributes";
import type { FlowAnswer } from "../../shared/finder/flow-answer";
import { visit } from "./entry-visit";

/**
 * The recommendation results' registration filter, checked against the demo
 * data as the search emulator holds it: a recommendation counts by the
 * per-region status field of the product it recommends first (the products
 * index), never by the collection or the query the worker filters with.
 */
type Doc = { ID: string; [field: string]: unknown };
type Body = FlowAnswer & { error?: { parameter?: string; message: string } };

const FLOWS = [
  ["silica-specialist", "the silica recommendation tool"],
  ["visiomer", "the specialty-methacrylates recommendation tool"],
] as const;
const STATUS_WORDS: Record<string, Record<string, string>> = {
  en: {
    listed: "Listed",
    registered: "Registered",
    exempt: "Exempt",
    "polymer-exemption": "Polymer exemption",
    pending: "Pending",
  },
  de: {
    listed: "Gelistet",
    registered: "Registriert",
    exempt: "Ausgenommen",
    "polymer-exemption": "Polymerausnahme",
    pending: "In Bearbeitung",
  },
};

async function emulatorDocs(index: string): Promise<Map<string, Doc>> {
  const base = (inject as (key: string) => string)("emulatorBase");
  const res = await fetch(`${base}/search/public/indexes/${index}/docs/search?api-version=2020-06-30`, {
    method: "POST",
    headers: { "content-type": "application/json", "api-key": "demo-public-key" },
    body: JSON.stringify({ top: 1000, orderby: "ID asc" }),
  });
  expect(res.status).toBe(200);
  return new Map(((await res.json()) as { value: Doc[] }).value.map((doc) => [doc.ID, doc]));
}

async function reco(site: string, lang: string, query: string): Promise<{ status: number; body: Body }> {
  const { res, text } = await visit(`http://example.com/pim/api/${site}/${lang}/recommendation-tool?${query}`);
  return { status: res.status, body: JSON.parse(text) as Body };
}

/** Walks to the results: at each step the option with the most documents (every one of a multi step). */
async function results(site: string, lang: string): Promise<{ answers: URLSearchParams; body: Body }> {
  const answers = new URLSearchParams();
  let { body } = await reco(site, lang, "");
  while (body.current < body.stepCount) {
    const step = body.steps[body.current];
    if (!step) throw new Error("no step");
    const options = [...step.options].sort((a, b) => b.count - a.count);
    for (const option of step.multi ? options : options.slice(0, 1)) answers.append(step.key, option.value);
    body = (await reco(site, lang, answers.toString())).body;
  }
  return { answers, body };
}

describe.each(FLOWS)("the registration filter of %s's results", (site) => {
  describe.each(["en", "de"] as const)("in %s", (lang) => {
    const context = lang === "en" ? "en-us" : "de-de";

    /** Every recommendation of the results, with its first choice's product document. */
    async function setting() {
      const { answers, body } = await results(site, lang);
      expect(body.totalCount).toBeGreaterThan(0);
      expect(body.totalCount).toBeLessThanOrEqual(body.perPage);
      const recos = await emulatorDocs(`recotoolproducts-${context}`);
      const products = await emulatorDocs(`products-${context}`);
      const firstChoice = (id: string) => products.get(String(recos.get(id)?.AT_ProductId));
      const holds = (id: string, region: string, statuses: string[]) =>
        statuses.some((s) => firstChoice(id)?.[`AT_RegStatus${region}_Value`] === STATUS_WORDS[lang]?.[s]);
      return { answers, all: body.results.map((r) => r.id), holds, body };
    }

    it("narrows to exactly the recommendations whose first choice holds a picked status, in any or every region", async () => {
      const { answers, all, holds } = await setting();
      const statuses = ["listed", "registered"];
      const regions = REGISTRATION_REGIONS.map((r) => r.key);
      // Regions where every result's first choice holds one of the statuses, and where none does.
      const held = regions.filter((r) => all.every((id) => holds(id, r, statuses)));
      const missing = regions.filter((r) => all.every((id) => !holds(id, r, statuses)));
      const [a, b] = held;
      const [c] = missing;
      expect(a && b && c, "the demo data has regions of both kinds").toBeTruthy();
      const ids = async (query: string) => {
        const body = (await reco(site, lang, `${answers}&${query}&regstatus=listed&regstatus=registered`)).body;
        expect(body.totalCount).toBe(body.results.length);
        return body.results.map((r) => r.id).sort();
      };
      const expected = (pick: (id: string) => boolean) => all.filter(pick).sort();
      expect(await ids(`reg=${a}&reg=${c}`)).toEqual(expected((id) => holds(id, `${a}`, statuses)));
      expect(await ids(`reg=${a}&reg=${c}&regmatch=all`)).toEqual([]);
      expect(await ids(`reg=${a}&reg=${b}&regmatch=all`)).toEqual(all.slice().sort());
      expect(await ids(`reg=${c}`)).toEqual([]);
      expect(all.length).toBeGreaterThan(0);

      // The picks stay in the state beside the answers and show as chips; Clear all keeps the answers only.
      const any = (await reco(site, lang, `${answers}&reg=${a}&reg=${c}&regstatus=listed`)).body;
      expect(new URLSearchParams(any.query).getAll("reg")).toEqual([a, c]);
      const chips = any.filters?.refinements ?? [];
      expect(chips.map((chip) => chip.value)).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${a}`)), "Listed"]),
      );
      expect(chips).toHaveLength(3);
      // A chip removes its own pick only.
      const listed = chips.find((chip) => chip.value === "Listed");
      expect(new URLSearchParams(listed?.query).getAll("reg")).toEqual([a, c]);
      expect(new URLSearchParams(listed?.query).has("regstatus")).toBe(false);
      expect(any.filters?.clearQuery).toBe(answers.toString());
    });

    it("counts each region disjunctively: what picking it alone would give, whatever region is picked", async () => {
      const { answers, all, holds } = await setting();
      const picked = (await reco(site, lang, `${answers}&reg=China`)).body;
      const regions = picked.filters?.facets.find((f) => f.key === "reg")?.options ?? [];
      // No status picked: what may be placed on the market counts.
      const counting = ["listed", "registered", "exempt", "polymer-exemption"];
      expect(picked.totalCount).toBe(all.filter((id) => holds(id, "China", counting)).length);
      for (const region of ["China", "Korea", "EU", "USA", "Japan"]) {
        const expected = all.filter((id) => holds(id, region, counting)).length;
        expect(regions.find((o) => o.value === region)?.count ?? 0, region).toBe(expected);
      }
      expect(picked.filters?.facets.find((f) => f.key === "regstatus")?.options.every((o) => o.count === -1)).toBe(
        true,
      );
    });

    it("refuses a region the table does not have in the API, and drops it with a notice on the page", async () => {
      const { answers } = await setting();
      const { status, body } = await reco(site, lang, `${answers}&reg=%3Cb%3EAtlantis`);
      expect(status).toBe(400);
      expect(body.error?.parameter).toBe("reg");
      expect(JSON.stringify(body)).not.toContain("<b>");
    });

    it("offers no registration filter before the last answer", async () => {
      const first = (await reco(site, lang, "")).body;
      expect(first.filters).toBeUndefined();
    });
  });
});
