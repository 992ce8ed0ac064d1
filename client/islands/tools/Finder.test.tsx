import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../../shared/finder/answer";
import { Finder, type FinderProps } from "./Finder";

const answer: FinderAnswer = {
  tool: "products",
  query: "brand=dabco",
  totalCount: 1,
  countText: "1 Product",
  page: 1,
  perPage: 25,
  pages: 1,
  hasMorePages: false,
  results: [
    {
      id: "PR_00000001",
      title: "TEGOSTAB <B 8002>",
      href: "/pim/fragment/x/en/product/PR_00000001",
      meta: ["Dabco"],
      comparable: true,
    },
  ],
  facets: [
    {
      kind: "value",
      key: "brand",
      label: "Brand",
      single: false,
      options: [{ value: "dabco", label: "Dabco", count: 1 }],
      selected: ["dabco"],
    },
    {
      kind: "value",
      key: "plant",
      label: "Plant",
      single: true,
      options: [{ value: "P1", label: "Marl", count: 1 }],
      selected: [],
    },
    { kind: "boolean", key: "green", label: "Renewable", count: 3, checked: false },
    { kind: "range", key: "flash", label: "Flash point", unit: "°C", bounds: { min: 10, max: 200 } },
  ],
};

const props: FinderProps & { islandId: string } = {
  islandId: "i1",
  title: "Product Finder",
  searchLabel: "Search products",
  api: "/pim/api/x/en/products",
  action: "/pim/fragment/x/en/products",
  prefix: "",
  names: ["q", "page", "size", "sort", "context", "brand", "plant", "green", "flash_min", "flash_max"],
  carry: [],
  sorts: [{ value: "relevance", label: "Relevance" }],
  sizes: [10, 25],
  locked: {},
  answer,
  compareHref: "/pim/fragment/x/en/products",
};

describe("a yes/no facet counted 0", () => {
  const zero = {
    ...props,
    answer: {
      ...answer,
      facets: answer.facets.map((f) => (f.kind === "boolean" ? { ...f, count: 0 } : f)),
    },
  } as typeof props;

  it("is not offered, unless it is ticked", () => {
    expect(renderToString(<Finder {...zero} />)).not.toContain(">Renewable<");
    const ticked = { ...zero, answer: { ...zero.answer, query: "green=1" } } as typeof props;
    expect(renderToString(<Finder {...ticked} />)).toContain(">Renewable<");
  });
});

describe("Finder server render", () => {
  const html = renderToString(<Finder {...props} />);

  it("is a GET form whose fields are named like the URL parameters", () => {
    // Without script the form lands on the finder's results, not at the top of the page.
    expect(html).toMatch(/<form[^>]*action="\/pim\/fragment\/x\/en\/products#finder-results"/);
    expect(html).toContain('method="get"');
    expect(html).toMatch(/name="q"/);
    expect(html).toMatch(/name="flash_min"[^>]*placeholder="10"|placeholder="10"[^>]*name="flash_min"/);
    expect(html).toContain('<button type="submit">Show results</button>');
  });

  it("puts every facet group in a fieldset with a legend and labels every field", () => {
    expect(html.match(/<fieldset/g)?.length).toBe(4);
    expect(html.match(/<legend>/g)?.length).toBe(4);
    for (const id of html.match(/<input[^>]*id="([^"]+)"/g) ?? []) {
      const value = /id="([^"]+)"/.exec(id)?.[1];
      if (!id.includes('type="checkbox"') || value) expect(html).toContain(`for="${value}"`);
    }
  });

  it("announces the count in a polite live region and escapes result text", () => {
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>1 Product</);
    expect(html).toContain("TEGOSTAB &lt;B 8002&gt;");
  });

  it("keeps the live region when nothing could be loaded, and says so", () => {
    const empty = renderToString(<Finder {...props} answer={null} />);
    expect(empty).toMatch(/role="status"[^>]*>The results could not be loaded/);
  });

  it("keeps the URL's state in the form and in the way to try again when nothing could be loaded", () => {
    const failed = renderToString(<Finder {...props} answer={null} query="q=dabco&brand=dabco&page=2" />);
    expect(failed).toContain('name="q" value="dabco"');
    // No facets without an answer: the selection goes on with the form, unseen.
    expect(failed).toContain('<input type="hidden" name="brand" value="dabco"/>');
    expect(failed).not.toContain('name="page"');
    expect(failed).toContain('<a href="/pim/fragment/x/en/products?q=dabco&amp;brand=dabco&amp;page=2">Try again</a>');
  });

  it("offers a way to try again instead of a list when nothing could be loaded", () => {
    const failed = renderToString(<Finder {...props} answer={null} />);
    expect(failed).toMatch(/<a href="\/pim\/fragment\/x\/en\/products"[^>]*>Try again<\/a>/);
    expect(failed).not.toContain("finder__results");
    expect(failed).not.toContain("No data available");
  });

  it("says No data available for an empty answer", () => {
    const none = renderToString(
      <Finder {...props} answer={{ ...answer, results: [], totalCount: 0, countText: "0 Products" }} />,
    );
    expect(none).toContain("No data available");
  });

  it("says a page past the end is past the end, with the way to the last page", () => {
    const past = renderToString(
      <Finder
        {...props}
        answer={{ ...answer, results: [], totalCount: 70, countText: "70 Products", page: 9, pages: 3 }}
      />,
    );
    expect(past.replaceAll("<!-- -->", "")).toContain("Page 9 is past the end of the results.");
    expect(past.replaceAll("<!-- -->", "")).toContain(
      '<a href="/pim/fragment/x/en/products?brand=dabco&amp;page=3#finder-results">Go to the last page (3)</a>',
    );
    expect(past).not.toContain("No data available");
    // Previous leads to the last page, not to page 8.
    expect(past).toContain('<a href="/pim/fragment/x/en/products?brand=dabco&amp;page=3#finder-results" rel="prev">');
  });

  it("lists the results in a GET form to the compare table, each box sending its product id", () => {
    const form = /<form class="finder__compare-form"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/pim/fragment/x/en/products#product-compare"');
    expect(html).toContain('<input type="checkbox" id="i1-r-cmp-PR_00000001" name="compare" value="PR_00000001"/>');
    expect(html).toContain('<button type="submit">Compare selected products</button>');
  });

  it("ticks the URL's selection, keeps the finder's state and the picks from other result pages", () => {
    const picked = renderToString(
      <Finder
        {...props}
        carry={[
          ["compare", "PR_00000001,PR_00000009"],
          ["other", "1"],
        ]}
      />,
    );
    const form = picked.slice(picked.indexOf('class="finder__compare-form"'));
    expect(form).toContain('id="i1-r-cmp-PR_00000001" name="compare" checked="" value="PR_00000001"');
    expect(form).toContain('<input type="hidden" name="compare" value="PR_00000009"/>');
    expect(form).toContain('<input type="hidden" name="brand" value="dabco"/>');
    expect(form).toContain('<input type="hidden" name="other" value="1"/>');
    expect(form).not.toContain('name="compare" value="PR_00000001,PR_00000009"');
    expect(picked.replaceAll("<!-- -->", "")).toContain("Compare 2 products");
    // The link keeps the finder's state, as the form does.
    expect(picked).toContain(
      'href="/pim/fragment/x/en/products?other=1&amp;brand=dabco&amp;compare=PR_00000001,PR_00000009#product-compare"',
    );
    // After the list, where it sticks to the bottom of the screen while the list scrolls.
    expect(picked.indexOf("finder__compare-tray")).toBeGreaterThan(picked.indexOf("finder__results"));
  });

  it("asks for a second product instead of offering to compare one", () => {
    const one = renderToString(<Finder {...props} carry={[["compare", "PR_00000001"]]} />);
    expect(one).toContain("1 product picked for compare: pick at least one more.");
    expect(one).not.toMatch(/Compare (<!-- -->)?1(<!-- -->)? products/);
  });

  it("keeps nothing of this page's state when the compare table is on another page", () => {
    const elsewhere = renderToString(<Finder {...props} compareHref="/pim/fragment/x/en/other" />);
    const form = /<form class="finder__compare-form"[\s\S]*?<\/form>/.exec(elsewhere)?.[0] ?? "";
    expect(form).toContain('action="/pim/fragment/x/en/other#product-compare"');
    expect(form).not.toContain('type="hidden"');
  });

  it("hides locked presets from the facets", () => {
    const locked = renderToString(<Finder {...props} locked={{ brand: ["dabco"] }} />);
    expect(locked).not.toContain("<legend>Brand</legend>");
  });
});

describe("Finder beside another tool", () => {
  const html = renderToString(
    <Finder
      {...props}
      prefix="ff-"
      answer={{ ...answer, pages: 3 }}
      carry={[
        ["q", "abil"],
        ["brand", "dabco"],
      ]}
    />,
  );

  it("names its fields under its prefix and carries the other tool's state as hidden fields", () => {
    expect(html).toMatch(/name="ff-q"/);
    expect(html).toContain('<input type="hidden" name="q" value="abil"/>');
    expect(html).toContain('<input type="hidden" name="brand" value="dabco"/>');
  });

  it("keeps the other tool's state in its page links", () => {
    expect(html).toContain(
      'href="/pim/fragment/x/en/products?q=abil&amp;brand=dabco&amp;ff-brand=dabco&amp;ff-page=2#ff-finder-results"',
    );
  });
});

describe("results in the other data language", () => {
  it("are marked with their language, and only then", () => {
    const german = renderToString(<Finder {...props} answer={{ ...answer, query: "context=de-de" }} />);
    expect(german).toContain('<a href="/pim/fragment/x/en/product/PR_00000001" lang="de">');
    const english = renderToString(<Finder {...props} answer={{ ...answer, query: "context=en-us" }} />);
    expect(english).toContain('<h3 class="finder__result-title"><a href="/pim/fragment/x/en/product/PR_00000001">');
    const page = renderToString(<Finder {...props} />);
    expect(page).not.toContain('lang="');
  });
});

describe("a finder on a German page", () => {
  const german = {
    ...props,
    titleLang: "de",
    title: "Produkte finden",
    api: "/pim/api/x/de/products",
    action: "/pim/fragment/x/de/products",
    answer: {
      ...answer,
      query: "brand=dabco&market=automotive-pu-foam",
      facets: [
        ...answer.facets,
        {
          kind: "value",
          key: "market",
          label: "Market",
          single: false,
          options: [{ value: "automotive-pu-foam", label: "Automotive PU foam", count: 1 }],
          selected: ["automotive-pu-foam"],
          labelsFromSlugs: true,
        },
      ],
    },
  } as typeof props;
  const out = renderToString(<Finder {...german} />);

  it("marks the story's headline and the data's text German, the words made from slugs not", () => {
    expect(out).toContain('<h2 id="i1-title" lang="de">Produkte finden</h2>');
    expect(out).toContain(
      '<h3 class="finder__result-title"><a href="/pim/fragment/x/en/product/PR_00000001" lang="de">',
    );
    expect(out).toMatch(/<label for="[^"]+" lang="de">Dabco/);
    expect(out).toContain('<option value="P1" lang="de">Marl');
    expect(out).toMatch(/<label for="[^"]+">Automotive PU foam/);
    // The chips: the value from the data in German, the slug's words and the tool's own words not.
    expect(out).toContain('Brand: <span lang="de">Dabco</span>');
    expect(out).toContain("Market: <span>Automotive PU foam</span>");
    // The hidden names that say which result a control is for are the data's too.
    expect(out).toContain('Compare <span class="visually-hidden" lang="de">TEGOSTAB &lt;B 8002&gt;</span>');
  });

  it("names its forms and pages by the title heading, which carries its language", () => {
    const paged = renderToString(
      <Finder {...german} answer={{ ...(german.answer as FinderAnswer), pages: 3, totalCount: 60 }} />,
    );
    expect(paged).toContain('<form class="finder__form" aria-labelledby="i1-title"');
    expect(paged).toMatch(
      /<form class="finder__compare-form" aria-labelledby="i1-title i1-title-compare"[^>]*><span id="i1-title-compare" hidden="">compare<\/span>/,
    );
    expect(paged).toContain(
      '<nav class="finder__pagination" aria-labelledby="i1-title i1-title-pages"><span id="i1-title-pages" hidden="">pages</span>',
    );
    expect(paged).not.toContain('aria-label="Produkte finden');
  });

  it("leaves English data in the tools' English unmarked", () => {
    const english = renderToString(<Finder {...german} answer={{ ...answer, query: "context=en-us" }} />);
    expect(english).not.toMatch(/lang="de">(Dabco|Marl|TEGOSTAB)/);
    expect(renderToString(<Finder {...props} />)).not.toContain('lang="');
  });
});
