import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductDocument } from "../../../shared/catalogue/documents";
import {
  DEFAULT_DOCUMENTS_PER_PAGE,
  documentsPlan,
  firstDocumentsPage,
} from "../../../shared/catalogue/documents-paging";
import { scriptSafeJson } from "../../../shared/script-safe-json";
import type { ProductRelations } from "../../model/product";
import { productJsonLd } from "./json-ld";
import { ProductPage } from "./ProductPage";
import type { ProductPageData } from "./page-data";
import { productSections } from "./sections";

const product = {
  ID: "PR_12345678",
  Name: "TEGOSTAB® B 8123 <surfactant>",
  UserTypeID: "Product",
  ClassificationReference: [],
  ProductCrossReference: [{ ProductId: "PL_DE01", Type: "Article2ProductionPlant" }],
  AssetCrossReference: [
    { AssetId: "AS_1", Type: "Brochure" },
    { AssetId: "AS_2", Type: "RestrictedDocument" },
  ],
  DataContainers: [],
  AT_Websites: ["pu-additives"],
  AT_Visibility: ["Public"],
  AT_AccessGroups: [],
  AT_Brand: "tegostab",
  AT_Applications: ["rigid-pu-foam"],
  AT_Industries: [],
  AT_Markets: [],
  AT_Effects: [],
  AT_Regions: [],
  AT_Contacts: [],
  AT_PalletScheme_Value: [],
  AT_CASNumber_Value: "N/A",
  AT_SAPID_Value: "98400034",
  AT_ProductType_Value: "",
  AT_FlashPoint_Value: 123,
  AT_FlashPoint_Unit: "°C",
  AT_ShelfLife_Value: 24,
  AT_ShelfLife_Unit: "months",
  AT_ProductionPlant_Value: ["PL_DE01"],
  AT_RegStatusEU_Value: "Registered",
  AT_RegRemarkEU_Value: "tbd",
  AT_RegStatusJapan_Value: "-",
  AT_RegRemarkJapan_Value: null,
} as unknown as ProductDocument;

const relations: ProductRelations = {
  plants: [{ id: "PL_DE01", name: "Marl, Europe (MRL)" }],
  assets: [
    {
      ID: "AS_1",
      Name: "Brochure TEGOSTAB",
      AssetType: "Brochure",
      AT_SubTypeMerged: "Brochure - Product Overview",
      AT_AssetLanguage: ["English", "German"],
      AT_Url: "/files/assets/AS_1.pdf",
    },
    {
      ID: "AS_2",
      Name: "Restricted formula sheet",
      AssetType: "Restricted",
      AT_AssetLanguage: ["English"],
      AT_Url: "javascript:alert(1)",
    },
  ] as unknown as ProductRelations["assets"],
  assetsTotal: 2,
  documents: firstDocumentsPage(2, DEFAULT_DOCUMENTS_PER_PAGE),
  contacts: [],
  packaging: [],
  articles: [],
  classifications: new Map(),
};

function data(overrides: Partial<ProductPageData> = {}): ProductPageData {
  return {
    site: "pu-additives",
    lang: "en",
    internal: false,
    product,
    template: { variant: "advanced", sections: [], documentsPerPage: DEFAULT_DOCUMENTS_PER_PAGE },
    relations: Promise.resolve(relations),
    datasheets: Promise.resolve([]),
    storageBase: "https://files.example.com/datasheets",
    ...overrides,
  };
}

async function render(d: ProductPageData): Promise<string> {
  const stream = await renderToReadableStream(<ProductPage {...d} />);
  await stream.allReady;
  return new Response(stream).text();
}

describe("product page view", () => {
  it("applies the display rules: blacklisted and empty values hidden, values with units", async () => {
    const html = await render(data());
    expect(html).not.toContain("CAS Number");
    expect(html).not.toContain("Product Type");
    expect(html).toContain("<dt>SAP-ID</dt><dd>98400034</dd>");
    expect(html).toContain("<dd>123 °C</dd>");
    expect(html).toContain("<dd>24 months</dd>");
    // Structural types are shown even without values.
    expect(html).toContain("<dt>Articles</dt>");
    expect(html).toContain("<dt>Pallet Scheme</dt>");
    // A group with nothing to show says so.
    expect(html).toMatch(/Cosmetic Certifications<\/h2><p class="note">None listed.<\/p>/);
  });

  it("shows registration rows with a value and leaves blacklisted ones out", async () => {
    const html = await render(data());
    // The remark "tbd" is blacklisted: marked as missing, like a missing value of the compare table.
    expect(html).toMatch(/\(REACH\)<\/span><\/th><td>Registered<\/td><td>–<\/td>/);
    expect(html).not.toContain("(ENCS)");
  });

  it("resolves plant names and groups downloads by type and language, without restricted documents for the public", async () => {
    const html = await render(data());
    expect(html).toContain("Marl, Europe (MRL)");
    expect(html).toContain("<h3>Brochure</h3>");
    expect(html).toContain("<h4>English</h4>");
    expect(html).toContain("<h4>German</h4>");
    expect(html).toContain('href="https://files.example.com/files/assets/AS_1.pdf"');
    expect(html).not.toContain("Restricted formula sheet");
    const internal = await render(data({ internal: true }));
    expect(internal).toContain("Restricted formula sheet");
    expect(internal).not.toContain("javascript:");
  });

  it("shows one page of many documents, how many there are, and links to the other pages", async () => {
    const path = "/pim/fragment/pu-additives/en/product/PR_12345678";
    const plan = documentsPlan(["2"], 340, 25);
    if (!plan) throw new Error("no plan");
    const assets = Array.from({ length: 25 }, (_, i) => ({
      ID: `AS_${100 + i}`,
      Name: `Certificate ${i}`,
      AssetType: "Certificate",
      AT_AssetLanguage: ["English"],
      AT_Url: `/files/assets/AS_${100 + i}.pdf`,
    })) as unknown as ProductRelations["assets"];
    const html = await render(
      data({ relations: Promise.resolve({ ...relations, assets, assetsTotal: 340, documents: plan }) }),
    );
    expect(html).toContain("Showing 26–50 of 340");
    expect(html.match(/<li><a href="https:\/\/files.example.com\/files\/assets\/AS_/g)).toHaveLength(25);
    const nav = html.match(/<nav class="documents-pagination" aria-label="Pages of downloads">.*?<\/nav>/)?.[0] ?? "";
    expect(nav).toContain(`<a href="${path}#downloads" rel="prev">Previous</a>`);
    expect(nav).toContain(`<a href="${path}?documents=3#downloads" rel="next">Next</a>`);
    expect(nav).toContain(
      `<a href="${path}?documents=2#downloads" aria-current="page" aria-label="Page 2 of 14">2</a>`,
    );
    expect(nav).toContain(`aria-label="Page 14 of 14">14</a>`);
    expect(nav.match(/aria-current/g)).toHaveLength(1);
    const de = await render(
      data({ lang: "de", relations: Promise.resolve({ ...relations, assets, assetsTotal: 1340, documents: plan }) }),
    );
    expect(de).toContain("Angezeigt: 26–50 von 1.340");
    // One page of documents: no count, no page links.
    const single = await render(data());
    expect(single).not.toContain("documents-pagination");
    expect(single).not.toContain("Showing");
  });

  it("shows one page of many safety data sheets and links to the others by their own parameter", async () => {
    const path = "/pim/fragment/pu-additives/en/product/PR_12345678";
    const sheets = Array.from({ length: 60 }, (_, i) => ({
      language: "en",
      region: `R${String(i).padStart(2, "0")}`,
      fileName: `SDS_${i}.pdf`,
      url: `/files/datasheets/SDS_${i}.pdf`,
    }));
    const html = await render(data({ datasheets: Promise.resolve(sheets), sheetsPage: 3 }));
    const section = /<section id="safety-data-sheets".*?<\/section>/s.exec(html)?.[0] ?? "";
    expect(section).toContain("Showing 51–60 of 60");
    expect(section.match(/<tr>/g)).toHaveLength(1 + 10);
    expect(section).toContain(">R50<");
    expect(section).not.toContain(">R49<");
    expect(section).toContain('<nav class="documents-pagination" aria-label="Pages of safety data sheets">');
    expect(section).toContain(`<a href="${path}?sheets=2#safety-data-sheets" rel="prev">Previous</a>`);
    expect(section).toContain('aria-current="page" aria-label="Page 3 of 3">3</a>');
    // A page past the last (the list shrank since the link was made): a note and the way back.
    const past = await render(data({ datasheets: Promise.resolve(sheets), sheetsPage: 9 }));
    expect(past).toContain(`<a href="${path}#safety-data-sheets">First page of safety data sheets</a>`);
  });

  it("frames each table in a named, focusable scroll area and keeps definition lists to name and value groups", async () => {
    const html = await render(data());
    expect(html).toContain(
      '<div class="table-scroll" role="group" aria-label="Chemical Registration" tabindex="0"><table class="data-table">',
    );
    expect(html.match(/<table/g)?.length).toBe(html.match(/class="table-scroll"/g)?.length);
    // The logistics divider is a sub-heading between lists, never a child of one.
    expect(html).toContain('<h3 class="attr-list__divider">SAP Packaging and Logistics</h3><dl class="attr-list">');
    for (const [, list] of html.matchAll(/<dl class="attr-list">(.*?)<\/dl>/g)) {
      expect(list).toMatch(/^<div/);
      expect(list).not.toContain("<h3");
    }
  });

  it("escapes product text", async () => {
    const html = await render(data());
    expect(html).toContain("TEGOSTAB® B 8123 &lt;surfactant&gt;");
    expect(html).not.toContain("<surfactant>");
  });

  it("shows the inline tags of product text as markup: formulas in the title and in values", async () => {
    const html = await render(
      data({
        product: {
          ...product,
          Name: "VISIOMER® C<sub>18</sub>-MA <script>x</script>",
          AT_SAPID_Value: "CH<sub>2</sub>=C(CH<sub>3</sub>)COO<b>R</b>, pH < 7",
        } as ProductDocument,
      }),
    );
    expect(html).toContain("<h1>VISIOMER® C<sub>18</sub>-MA &lt;script&gt;x&lt;/script&gt;</h1>");
    expect(html).toContain("<dd>CH<sub>2</sub>=C(CH<sub>3</sub>)COO<b>R</b>, pH &lt; 7</dd>");
    // Names read as text elsewhere: the JSON-LD.
    expect(
      productJsonLd({ ...product, Name: "C<sub>18</sub>-MA" } as ProductDocument, "https://x.test/p", "visiomer", "en")
        .name,
    ).toBe("C18-MA");
  });

  it("writes values as a German page does: decimal commas, German unit words, Ja and Nein", async () => {
    const html = await render(
      data({
        lang: "de",
        product: {
          ...product,
          AT_FlashPoint_Value: 43.5,
          AT_SustainabilityDate_Value: "2023-07-12T00:00:00Z",
        } as unknown as ProductDocument,
        relations: Promise.resolve({
          ...relations,
          packaging: [
            {
              ID: "PM_1",
              Name: "Drum",
              AT_Material: "HDPE",
              AT_Capacity_Value: 200.5,
              AT_Capacity_Unit: "L",
              AT_UNApproved: "Yes",
            },
            { ID: "PM_2", Name: "Tank", AT_Capacity_Value: 1, AT_Capacity_Unit: "t", AT_UNApproved: "no" },
            { ID: "PM_3", Name: "Bag", AT_Capacity_Value: 25, AT_Capacity_Unit: "kg", AT_UNApproved: "pending" },
          ] as never,
        }),
      }),
    );
    expect(html).toContain("<dd>24 Monate</dd>");
    expect(html).toContain("<dd>43,5 °C</dd>");
    // Dates as a German reader writes them.
    expect(html).toContain("<dd>12.07.2023</dd>");
    expect(html).toContain("<td>200,5 L</td><td>Ja</td>");
    expect(html).toContain("<td>1 t</td><td>Nein</td>");
    // Text that is neither yes nor no is shown as the data has it, never read as no.
    expect(html).toContain("<td>25 kg</td><td>pending</td>");
    // Document types and languages are stored as English names.
    expect(html).toContain("<h3>Broschüre</h3>");
    expect(html).toContain("<h4>Deutsch</h4>");
    expect(html).toContain("<h4>Englisch</h4>");
  });

  it("names a data container's columns for screen readers, in the page's language", async () => {
    const measured = {
      ...product,
      DataContainers: [{ Type: "TypicalProperties", Name: "Dichte", Value: "1,1", Unit: "g/cm³", Method: "DIN 51757" }],
    } as ProductDocument;
    const german = await render(data({ lang: "de", product: measured }));
    expect(german).toContain(
      '<thead class="data-table__spoken-head"><tr><th scope="col"><span class="visually-hidden">Eigenschaft</span></th><th scope="col"><span class="visually-hidden">Wert</span></th><th scope="col"><span class="visually-hidden">Prüfmethode</span></th></tr></thead>',
    );
    expect(german).toContain('<th scope="row">Dichte</th>');
    expect(await render(data({ product: measured }))).toContain('<span class="visually-hidden">Test method</span>');
  });

  it("marks the words it makes from slugs English on a German page, and only there", async () => {
    const mixed = { ...product, AT_Applications: ["rigid-pu-foam", "Automotive Schaum"] } as ProductDocument;
    const german = await render(data({ lang: "de" }));
    expect(german).toContain('<dt>Anwendungen</dt><dd lang="en">Rigid PU foam</dd>');
    expect(german).toContain('<dt>Marke</dt><dd lang="en">Tegostab</dd>');
    // A value the data writes as text is the data's own, in the page's language.
    expect((await render(data({ lang: "de", product: mixed }))).replace(/<!-- -->/g, "")).toContain(
      '<dt>Anwendungen</dt><dd><span lang="en">Rigid PU foam</span>, Automotive Schaum</dd>',
    );
    const english = await render(data());
    expect(english).toContain("<dt>Applications</dt><dd>Rigid PU foam</dd>");
    expect(english).toContain("<dt>Brand</dt><dd>Tegostab</dd>");
  });

  it("names each safety data sheet's language in the page language, and says what its link opens", async () => {
    const sheet = (language: string, region: string) => ({
      language,
      region,
      fileName: `PR_1_${language}_${region}.pdf`,
      url: `https://files.example.com/datasheets/PR_1_${language}_${region}.pdf`,
      version: "4.2",
    });
    const sheets = Promise.resolve([sheet("pt", "BR"), sheet("en", "EU"), sheet("not a tag", "US")]);
    const html = await render(data({ datasheets: sheets }));
    expect(html).toContain(
      '<a href="https://files.example.com/datasheets/PR_1_pt_BR.pdf" hrefLang="pt">Portuguese<span class="visually-hidden">, safety data sheet BR (PDF)</span></a>',
    );
    // A language the data spells wrongly is shown, but never put in an attribute.
    expect(html).toMatch(/<a href="[^"]+PR_1_not a tag_US\.pdf">not a tag<span/);
    const german = await render(data({ lang: "de", datasheets: sheets }));
    expect(german).toContain('>Englisch<span class="visually-hidden">, Sicherheitsdatenblatt EU (PDF)</span></a>');
  });

  it("links the Safety Data Sheet row to the sheets, or says there are none where the service has none", async () => {
    // The row waits for the service inside a boundary of its own (its markers aside).
    const row = (html: string) =>
      /<dt>Safety Data Sheet<\/dt><dd>(.*?)<\/dd>/.exec(html)?.[1]?.replace(/<!--(\/?\$| )-->/g, "");
    const sheet = {
      language: "en",
      region: "EU",
      fileName: "a.pdf",
      url: "https://files.example.com/a.pdf",
      version: "1",
    };
    expect(row(await render(data({ datasheets: Promise.resolve([sheet]) })))).toBe(
      '<a href="#safety-data-sheets">See safety data sheets</a>',
    );
    expect(row(await render(data({ datasheets: Promise.resolve([]) })))).toBe(
      "No safety data sheets are published for this product.",
    );
    // A failed service keeps the link: the section says why there is nothing.
    expect(row(await render(data({ datasheets: Promise.resolve(null) })))).toBe(
      '<a href="#safety-data-sheets">See safety data sheets</a>',
    );
  });

  it("renders a polite note when related data or data sheets failed", async () => {
    const html = await render(data({ relations: Promise.resolve(null), datasheets: Promise.resolve(null) }));
    expect(html).toContain("Safety data sheets are not available at the moment.");
    expect(html).toContain("This information is not available at the moment.");
  });

  it("shows a section nav for advanced templates only, and the essentials for basic ones", async () => {
    expect(await render(data())).toContain('class="section-nav"');
    const basic = await render(
      data({ template: { variant: "basic", sections: [], documentsPerPage: DEFAULT_DOCUMENTS_PER_PAGE } }),
    );
    expect(basic).not.toContain('class="section-nav"');
    expect(basic).not.toContain('id="registration"');
    expect(basic).toContain('id="safety-data-sheets"');
    expect(productSections({ variant: "basic", sections: ["header", "documents", "contacts"] }, false)).toEqual([
      "downloads",
      "contacts",
    ]);
    expect(productSections({ variant: "advanced", sections: [] }, false)).not.toContain("access");
    expect(productSections({ variant: "advanced", sections: [] }, true)).toContain("access");
  });

  it("embeds JSON-LD so that no value can close the script element", () => {
    const json = scriptSafeJson(
      productJsonLd({ ...product, Name: "</script><script>alert(1)</script>" }, "https://x/p", "pu-additives", "en"),
    );
    expect(json).not.toContain("<");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>");
    expect(JSON.parse(json).brand).toEqual({ "@type": "Brand", name: "Tegostab" });
  });

  it("gives search engines no value the page hides: blacklisted placeholders are left out", () => {
    const shown = productJsonLd(
      { ...product, AT_SAPID_Value: "123456", AT_ProductType_Value: "Catalyst" },
      "https://x/p",
      "pu-additives",
      "en",
    );
    expect(shown).toMatchObject({ sku: "123456", category: "Catalyst" });
    for (const placeholder of ["NOT AVAILABLE", "-", "tbd", "N/A", " "]) {
      const hidden = productJsonLd(
        { ...product, AT_SAPID_Value: placeholder, AT_ProductType_Value: placeholder },
        "https://x/p",
        "pu-additives",
        "en",
      );
      expect(hidden, placeholder).not.toHaveProperty("sku");
      expect(hidden, placeholder).not.toHaveProperty("category");
    }
  });
});
