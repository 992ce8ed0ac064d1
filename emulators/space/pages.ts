import { type AreaSpec, expandPages, storySlug } from "../../shared/sites.ts";
import type { demoAssets } from "./assets.ts";
import { areaCopy, pageTitle, TOOL_HEADLINES_DE } from "./copy.ts";
import { storyUuid } from "./ids.ts";
import { assetLink, bold, doc, emailLink, h, italic, li, ol, p, storyLink, t, ul, urlLink } from "./richtext.ts";

/** Block content before `_uid`s are assigned. */
export type Content = { component: string; [field: string]: unknown };
type Assets = ReturnType<typeof demoAssets>;

export const storyLinkField = (fullSlug: string, anchor?: string) => ({
  id: storyUuid(fullSlug),
  fieldtype: "multilink",
  linktype: "story",
  url: "",
  cached_url: fullSlug,
  ...(anchor ? { anchor } : {}),
});
const urlField = (url: string) => ({
  id: "",
  fieldtype: "multilink",
  linktype: "url",
  url,
  cached_url: url,
  target: "_blank",
});

/** A story that exists only as a draft: published pages that link to it link nowhere until it is published. */
export const DRAFT_ONLY_SLUG = "pu-additives/news/new-catalyst-launch";

/** The area's contact page (`contact` or `contacts`), when it has one. */
export function contactPage(area: AreaSpec): string | undefined {
  return expandPages(area).find((n) => /^contacts?$/.test(n));
}

/** The page an area's logo leads to: its home, or its first page when it has no home (personal-care). */
export function entryPage(area: AreaSpec): string {
  const pages = expandPages(area);
  return pages.includes("") ? "" : (pages[0] ?? "");
}

/** Which tool blocks sit on a page, by its name (spec section 2 and the tools of section 1). */
export function toolsFor(site: string, pageName: string): string[] {
  if (site === "intranet") {
    if (pageName === "products") return ["product-finder", "item-finder", "label-finder", "competitive-scout"];
    if (pageName === "formulations") return ["formulation-finder"];
    if (pageName === "downloads") return ["download-center"];
    if (pageName === "contacts") return ["contact-finder"];
    return [];
  }
  if (pageName === "silica-recommendation-tool" || pageName === "reco-specialty-methacrylates") {
    return ["recommendation-tool", "product-compare"];
  }
  // One list of contacts a page: a brand's contact page lists its contacts, a contacts page searches them.
  if (pageName === "contact") return ["contact-listing"];
  if (pageName === "contacts") return ["contact-finder"];
  if (pageName === "toolbox/psi") return ["item-finder"];
  if (/(^|\/)(downloads|brochures|certificates|mediacenter|tds)(\/|$)|^downloads-by-application\//.test(pageName)) {
    return ["download-center"];
  }
  if (pageName === "products-solutions") return ["product-finder", "formulation-finder"];
  if (/^products-by-(brand|application)\//.test(pageName) || pageName.startsWith("markets/"))
    return ["product-listing"];
  if (pageName === "products" || pageName === "products-and-solutions/product-portfolio") {
    return ["product-finder", "product-compare"];
  }
  return [];
}

const tool = (component: string, site: string, title: string): Content => ({
  component,
  headline: title,
  description: `Search the ${site} catalogue.`,
  site,
});

/** The words of one area's showcase text; the structure (every node, mark and link type) is the same everywhere. */
interface ShowcaseWords {
  why: string;
  material: string;
  /** Before the code mark, the code, the subscripted formula's parts and the rest of the sentence. */
  dose: [string, string, string, string, string];
  marked: [string, string];
  stepsTitle: string;
  steps: [string, string, string];
  claims: [string, string, string, string];
  quote: string;
  code: string;
  image: [string, string, string];
}

const SHOWCASE: Record<string, ShowcaseWords> = {
  "pu-additives": {
    why: "Why formulators choose us",
    material: "polyurethane/polyisocyanurate",
    dose: [" Dose ", "0.5–1.5 pphp", " for CO", "2", "-blown foams at 25 °C"],
    marked: ["Low-emission grades", " are marked in "],
    stepsTitle: "Three steps to a stable foam",
    steps: [
      "Select the surfactant for your cell structure.",
      "Balance blowing and gelling catalysts.",
      "Validate in the lab.",
    ],
    claims: ["REACH registered", "Free of ", "tin", " on request"],
    quote: "The new catalyst cut our demolding time by 20 percent. Production manager, seating supplier",
    code: "Index 105 | Water 3.2 pphp | Catalyst 0.25 pphp",
    image: ["foam-lab", "Foam sample under test", "Foam lab"],
  },
  vestamid: {
    why: "Why engineers choose us",
    material: "polyamide 12",
    dose: [" Dry to ", "< 0.1 % H2O", " before moulding; keep H", "2", "O uptake low at 23 °C"],
    marked: ["Bio-based grades", " are marked in "],
    stepsTitle: "Three steps to a reliable part",
    steps: ["Select the grade for your load case.", "Dry the granules before processing.", "Validate on the tool."],
    claims: ["REACH registered", "Free of ", "halogens", " in flame-retardant grades"],
    quote: "The new compound cut our cycle time by 15 percent. Process engineer, automotive supplier",
    code: "Melt 240–280 °C | Mould 60–100 °C | Drying 4 h at 80 °C",
    image: ["polymer-granules", "Polymer granules before moulding", "Granules"],
  },
  visiomer: {
    why: "Why formulators choose us",
    material: "specialty methacrylates",
    dose: [" Add ", "1–5 wt %", " to raise T", "g", " of acrylic binders at 25 °C"],
    marked: ["Low-odour grades", " are marked in "],
    stepsTitle: "Three steps to a durable coating",
    steps: [
      "Select the monomer for your property profile.",
      "Copolymerise at the dose the datasheet gives.",
      "Validate in the weathering chamber.",
    ],
    claims: ["REACH registered", "Free of ", "tin", " catalysts on request"],
    quote: "The new monomer doubled our coating's scratch resistance. Head of R&D, coatings maker",
    code: "Monomer 3 wt % | Initiator 0.5 wt % | 80 °C for 2 h",
    image: ["lab-glassware", "Methacrylate monomers in the lab", "Monomer lab"],
  },
};

/** The rich text that uses every node, mark and link type (spec section 3), in the area's own words. */
export function showcaseText(area: AreaSpec, assets: Assets): unknown {
  const words = SHOWCASE[area.site] ?? (SHOWCASE["pu-additives"] as ShowcaseWords);
  const contactName = contactPage(area);
  const contact = contactName === undefined ? undefined : storySlug(area.site, contactName);
  const [before, code, formula, sub, after] = words.dose;
  return doc(
    h(2, words.why),
    p(
      "Our ",
      t(words.material, bold),
      " products are ",
      t("tested", italic),
      ", ",
      t("documented", { type: "underline" }),
      " and ",
      t("never", { type: "strike" }),
      " left to chance.",
      before,
      t(code, { type: "code" }),
      formula,
      t(sub, { type: "subscript" }),
      after,
      t("1", { type: "superscript" }),
      ".",
    ),
    p(
      t(words.marked[0], { type: "highlight", attrs: { color: "#fff3b0" } }),
      words.marked[1],
      t("green", { type: "textStyle", attrs: { color: "#1a7f37" } }),
      " in the product list.",
      { type: "hard_break" },
      ...(contact
        ? ["Ask our ", t("technical service", storyLink(storyUuid(contact), contact, "technical-service")), ", read"]
        : ["Read"]),
      " the ",
      t(
        "market report",
        urlLink(`https://www.example.com/reports/${area.site}-2026`, { title: "Market report 2026", rel: "external" }),
      ),
      ", write to ",
      t("service@example.com", emailLink("service@example.com")),
      " or download the ",
      t("product overview (PDF)", assetLink(assets.file(`${area.site}-product-overview`))),
      ".",
    ),
    h(3, words.stepsTitle),
    ol(...words.steps.map((step) => li(step))),
    ul(
      li(words.claims[0]),
      li(words.claims[1], t(words.claims[2], bold), words.claims[3]),
      li("Halal and kosher certified grades"),
    ),
    {
      type: "blockquote",
      content: [p(words.quote)],
    },
    {
      type: "code_block",
      attrs: { class: "language-text" },
      content: [t(words.code)],
    },
    {
      type: "image",
      attrs: { src: assets.image(words.image[0]).filename, alt: words.image[1], title: words.image[2] },
    },
    { type: "horizontal_rule" },
    p(
      "Made with care ",
      { type: "emoji", attrs: { name: "test_tube", emoji: "🧪", fallbackImage: "" } },
      " in our labs.",
    ),
    ...(contact
      ? [
          {
            type: "blok",
            attrs: {
              id: "embedded",
              body: [
                { component: "button", label: "Talk to an expert", variant: "primary", link: storyLinkField(contact) },
              ],
            },
          },
        ]
      : []),
  );
}

/** Content of one page story. */
export function pageContent(area: AreaSpec, pageName: string, assets: Assets, de = false): Content {
  const site = area.site;
  const copy = areaCopy(site);
  const title = pageName === "" ? area.title : `${pageTitle(pageName)} | ${area.title}`;
  const body: Content[] = [];
  const tools = toolsFor(site, pageName);
  const contactName = contactPage(area);

  if (pageName === "") {
    body.push({
      component: "hero",
      headline: de ? copy.taglineDe : copy.tagline,
      subline: de ? copy.introDe : copy.intro,
      image: assets.image(copy.image),
      // An area without a contact page gets no call to contact it.
      buttons: contactName
        ? [
            {
              component: "button",
              label: de ? "Kontakt" : "Contact us",
              link: storyLinkField(storySlug(site, contactName)),
            },
          ]
        : [],
    });
    body.push({
      component: "feature-list",
      headline: de ? "Ihre Vorteile" : "Your benefits",
      items: copy.highlights.map(([t1, t2]) => ({ component: "feature-item", title: t1, text: t2 })),
    });
    const others = expandPages(area)
      .filter((n) => n !== "")
      .slice(0, 6);
    body.push({
      component: "section",
      headline: de ? "Entdecken" : "Explore",
      body: [
        {
          component: "grid",
          columns: others.map((n) => ({
            component: "teaser",
            headline: pageTitle(n),
            text: `${pageTitle(n)}: ${copy.intro}`,
            image: assets.image(copy.image),
            link: storyLinkField(storySlug(site, n)),
            link_label: de ? "Mehr erfahren" : "Learn more",
          })),
        },
      ],
    });
    body.push({
      component: "quote",
      text: "Reliable quality from every plant, and a team that answers within a day.",
      author: "Head of procurement",
      role: "European compounder",
    });
  } else {
    body.push({
      component: "section",
      headline: pageTitle(pageName),
      headline_level: "1",
      intro: de ? copy.introDe : copy.intro,
      anchor: "top",
      body: [
        {
          component: "rich-text",
          text: doc(
            p(
              `${pageTitle(pageName)} at ${area.title}: `,
              copy.intro,
              " Contact ",
              t(copy.email, emailLink(copy.email)),
              " for samples.",
            ),
          ),
        },
      ],
    });
  }

  if (/^contacts?$/.test(pageName)) {
    body.push({
      component: "section",
      headline: "Your contacts",
      anchor: "technical-service",
      body: [
        {
          component: "grid",
          columns: [
            ["Dr. Anna Berger", "Technical service, Europe", "EMEA"],
            ["Michael Chen", "Sales manager, Asia Pacific", "APAC"],
            ["Laura Martínez", "Key account manager, Americas", "Americas"],
          ].map(([name, role, region]) => ({
            component: "contact-card",
            name,
            role,
            region,
            email: copy.email,
            phone: "+49 201 177-01",
            image: assets.image("contact-portrait"),
          })),
        },
      ],
    });
  }

  if (tools.includes("download-center")) {
    body.push({
      component: "download-list",
      headline: de ? "Dokumente" : "Featured documents",
      items: [
        ["Product overview", "Brochure", "English", "2.4 MB"],
        ["ISO 9001 certificate", "Certificate", "English", "310 kB"],
        ["Processing guidelines", "Technical information", "German", "1.1 MB"],
      ].map(([title2, docType, language, size]) => ({
        component: "download-item",
        title: `${title2} ${area.title}`,
        file: { filename: assets.file(`${site}-${String(title2).toLowerCase().replace(/\W+/g, "-")}`), title: title2 },
        doc_type: docType,
        language,
        size,
      })),
    });
  }

  if (pageName.startsWith("markets/") || pageName.startsWith("products-by-application/")) {
    body.push({
      component: "accordion",
      items: [
        {
          component: "accordion-item",
          title: "Typical requirements",
          text: doc(ul(li("Adhesion to polar substrates"), li("Weathering resistance"), li("Low residual monomer"))),
        },
        {
          component: "accordion-item",
          title: "Recommended grades",
          text: doc(
            p("See the product list below, or ", t("ask our experts", urlLink("https://www.example.com/contact"))),
          ),
        },
      ],
    });
  }

  for (const name of tools) body.push(tool(name, site, (de && TOOL_HEADLINES_DE[name]) || pageTitle(name)));

  if (pageName === "" && ["pu-additives", "vestamid", "visiomer"].includes(site)) {
    body.push({ component: "rich-text", text: showcaseText(area, assets) });
    body.push({
      component: "image",
      image: assets.image("coating-panel"),
      caption: "Weathering test",
      options: { quality: 80, format: "webp", width: 960 },
    });
  }
  if (pageName === "" && site === "pu-additives") {
    body.push({
      component: "rich-text",
      text: doc(
        p("Coming soon: ", t("our new catalyst launch", storyLink(storyUuid(DRAFT_ONLY_SLUG), DRAFT_ONLY_SLUG)), "."),
      ),
    });
  }
  if (pageName === "" && site === "world-of-protectosil") {
    body.push({
      component: "button",
      label: "Visit the corporate site",
      variant: "secondary",
      link: urlField("https://www.example.com"),
    });
  }

  const intro = de ? copy.introDe : copy.intro;
  const description =
    pageName === ""
      ? `${de ? copy.taglineDe : copy.tagline}. ${intro}`
      : `${pageTitle(pageName)}, ${area.title}. ${intro}`;
  return { component: "page", title, description, body };
}
