import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { isNewFormulation } from "../../shared/search/new-formulation";
import "./product-support";

interface FormulationSample {
  ID: string;
  Name: string;
  AT_Websites: string[];
  AT_Visibility: string[];
  AT_FirstPublicationDate: string;
  AT_LogoUrl: string | null;
  AT_FormulationCode: string;
  Phases: { ProductId: string | null }[];
}

let formulations: FormulationSample[] = [];
beforeAll(async () => {
  const res = await fetch(
    `${inject("emulatorBase")}/search/public/indexes/formulations-en-us/docs/search?api-version=2020-06-30`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "api-key": "demo-public-key" },
      body: JSON.stringify({
        top: 1000,
        select: "ID, Name, AT_Websites, AT_Visibility, AT_FirstPublicationDate, AT_LogoUrl, AT_FormulationCode, Phases",
      }),
    },
  );
  formulations = ((await res.json()) as { value: FormulationSample[] }).value;
});

const get = (path: string) => SELF.fetch(`http://example.com${path}`);
const path = (site: string, id: string) => `/pim/fragment/${site}/en/formulation/${id}`;

describe("formulation pages", () => {
  it("show the attributes, the phase table and the New badge of recent formulations", async () => {
    const today = new Date();
    const recent = formulations.find(
      (f) =>
        f.AT_Visibility.includes("Public") &&
        f.AT_Websites.length &&
        isNewFormulation(f.AT_FirstPublicationDate, today),
    );
    const older = formulations.find(
      (f) =>
        f.AT_Visibility.includes("Public") &&
        f.AT_Websites.length &&
        !isNewFormulation(f.AT_FirstPublicationDate, today),
    );
    if (!recent || !older) throw new Error("the demo catalogue has new and older formulations");

    const res = await get(path(recent.AT_Websites[0] ?? "", recent.ID));
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`data-formulation-id="${recent.ID}"`);
    expect(html).toContain('class="badge badge--new"');
    for (const header of ["Phase", "Ingredients", "Manufacturer", "Dose (%W/W)"])
      expect(html).toContain(`>${header}</th>`);
    for (const label of ["First Publication Date", "Formulation Code", "Description"]) {
      expect(html).toContain(`<dt>${label}</dt>`);
    }

    const olderHtml = await (await get(path(older.AT_Websites[0] ?? "", older.ID))).text();
    expect(olderHtml).toContain(`data-formulation-id="${older.ID}"`);
    expect(olderHtml).not.toContain("badge--new");
    // The index names the logo's file, not what it shows: passed over by a screen reader, not "Formulation logo".
    const logo = formulations.find((f) => f.AT_Visibility.includes("Public") && f.AT_Websites.length && f.AT_LogoUrl);
    if (!logo) throw new Error("the demo catalogue has formulations with a logo");
    const logoHtml = await (await get(path(logo.AT_Websites[0] ?? "", logo.ID))).text();
    expect(logoHtml).toMatch(/<img class="formulation-detail__logo" src="[^"]+" alt=""/);
  });

  it("give public pages CreativeWork JSON-LD naming the catalogue products they use, intranet pages none", async () => {
    const sample = formulations.find(
      (f) => f.AT_Visibility.includes("Public") && f.AT_Websites.length && f.Phases.some((p) => p.ProductId),
    );
    if (!sample) throw new Error("the demo catalogue has public formulations using its products");
    const site = sample.AT_Websites[0] ?? "";
    const html = await (await get(path(site, sample.ID))).text();
    const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    const data = JSON.parse(match?.[1] ?? "{}");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      identifier: sample.AT_FormulationCode,
      url: `http://example.com${path(site, sample.ID)}`,
    });
    expect(data.datePublished).toBe(sample.AT_FirstPublicationDate.slice(0, 10));
    const ours = [...new Set(sample.Phases.flatMap((p) => (p.ProductId ? [p.ProductId] : [])))];
    expect((data.mentions ?? []).map((m: { productID: string }) => m.productID)).toEqual(ours);
    const intranet = await (await get(path("intranet", sample.ID))).text();
    expect(intranet).toContain(`data-formulation-id="${sample.ID}"`);
    expect(intranet).not.toContain("application/ld+json");
  });

  it("name the formulation, then its area, as the area's content pages name theirs", async () => {
    const sample = formulations.find(
      (f) => f.AT_Visibility.includes("Public") && f.AT_Websites.includes("personal-care"),
    );
    if (!sample) throw new Error("no personal-care formulation");
    const html = await (await get(path("personal-care", sample.ID))).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&")).toBe(
      `${sample.Name} | Personal Care | Specialty Chemicals`,
    );
  });

  it("answers 404 on a site that does not list it, and for an unknown id", async () => {
    const sample = formulations.find((f) => f.AT_Visibility.includes("Public") && f.AT_Websites.length);
    if (!sample) throw new Error("no formulation");
    const other = ["vestenamer", "trogamid", "vestosint"].find((s) => !sample.AT_Websites.includes(s));
    const foreign = path(other ?? "vestenamer", sample.ID);
    const res = await get(foreign);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(`Page Not Found: ${foreign}`);
    expect((await get(path("personal-care", "FO_00000000"))).status).toBe(404);
  });
});
