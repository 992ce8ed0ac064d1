import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../../shared/finder/answer";
import { finderAnswer as answer } from "../../../test/support/finder-answer";
import { renderedPages } from "../../../test/support/rendered";
import { Finder, type FinderProps } from "./Finder";

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

const { show } = renderedPages();

/** The hidden fields of a form, as `name=value`. */
const hiddenOf = (form: Locator) =>
  form
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`),
    );

describe("Finder", () => {
  it("shows the answer: the form with its facets, the count, the results", async () => {
    const view = await show(<Finder {...props} />);
    const finder = view.getByRole("region", { name: "Product Finder" });
    await expect(
      finder.getByRole("form", { name: "Product Finder", exact: true }).getByRole("group").count(),
    ).resolves.toBeGreaterThan(3);
    await expect(finder.getByRole("status").textContent()).resolves.toBe("1 Product");
    await expect(finder.getByRole("link", { name: "TEGOSTAB <B 8002>" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/product/PR_00000001",
    );
  });

  it("keeps the URL's state in the form and in the way to try again when nothing could be loaded", async () => {
    const view = await show(<Finder {...props} answer={null} query="q=dabco&brand=dabco&page=2" />);
    await expect(view.getByRole("status").textContent()).resolves.toBe(
      "The results could not be loaded. Please try again.",
    );
    await expect(view.getByRole("searchbox").inputValue()).resolves.toBe("dabco");
    await expect(hiddenOf(view.getByRole("form", { name: "Product Finder", exact: true }))).resolves.toEqual([
      "brand=dabco",
    ]);
    await expect(view.getByRole("link", { name: "Try again" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/products?q=dabco&brand=dabco&page=2",
    );
  });

  it("lists the results in a GET form to the compare table, each box sending its product id", async () => {
    const view = await show(<Finder {...props} />);
    const compare = view.getByRole("form", { name: "Product Finder compare" });
    await expect(compare.getAttribute("action")).resolves.toBe("/pim/fragment/x/en/products#product-compare");
    const box = compare.getByRole("checkbox", { name: "Compare TEGOSTAB <B 8002>" });
    await expect(box.getAttribute("name")).resolves.toBe("compare");
    await expect(box.getAttribute("value")).resolves.toBe("PR_00000001");
    await expect(compare.getByRole("button", { name: "Compare selected products" }).count()).resolves.toBe(1);
  });

  it("ticks the URL's selection, keeps the finder's state and the picks from other result pages", async () => {
    const carry: [string, string][] = [
      ["compare", "PR_00000001,PR_00000009"],
      ["other", "1"],
    ];
    const view = await show(<Finder {...props} carry={carry} />);
    const compare = view.getByRole("form", { name: "Product Finder compare" });
    await expect(compare.getByRole("checkbox", { name: "Compare TEGOSTAB <B 8002>" }).isChecked()).resolves.toBe(true);
    await expect(hiddenOf(compare)).resolves.toEqual(["other=1", "brand=dabco", "compare=PR_00000009"]);
    // The link keeps the finder's state, as the form does.
    await expect(view.getByRole("link", { name: "Compare 2 products" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/products?other=1&brand=dabco&compare=PR_00000001,PR_00000009#product-compare",
    );
  });

  it("keeps nothing of this page's state when the compare table is on another page", async () => {
    const view = await show(<Finder {...props} compareHref="/pim/fragment/x/en/other" carry={[["other", "1"]]} />);
    const compare = view.getByRole("form", { name: "Product Finder compare" });
    await expect(compare.getAttribute("action")).resolves.toBe("/pim/fragment/x/en/other#product-compare");
    await expect(hiddenOf(compare)).resolves.toEqual([]);
  });

  it("shows no facet for the page's presets", async () => {
    const view = await show(<Finder {...props} locked={{ brand: ["dabco"] }} />);
    await expect(view.getByRole("group", { name: "Brand" }).count()).resolves.toBe(0);
    await expect(view.getByRole("group", { name: "Plant" }).count()).resolves.toBe(1);
  });
});

describe("a finder beside another tool", () => {
  const beside = (
    <Finder
      {...props}
      prefix="ff-"
      answer={{ ...answer, pages: 3 }}
      carry={[
        ["q", "abil"],
        ["brand", "dabco"],
      ]}
    />
  );

  it("names its fields under its prefix and carries the other tool's state as hidden fields", async () => {
    const view = await show(beside);
    const form = view.getByRole("form", { name: "Product Finder", exact: true });
    await expect(form.getByRole("searchbox").getAttribute("name")).resolves.toBe("ff-q");
    await expect(hiddenOf(form)).resolves.toEqual(["q=abil", "brand=dabco"]);
  });

  it("keeps the other tool's state in its page links", async () => {
    const view = await show(beside);
    await expect(view.getByRole("link", { name: "Page 2" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/products?q=abil&brand=dabco&ff-brand=dabco&ff-page=2#ff-finder-results",
    );
  });
});

describe("results in the other data language", () => {
  it("are marked with their language, and only then", async () => {
    const result = async (query: string) =>
      (await show(<Finder {...props} answer={{ ...answer, query }} />))
        .getByRole("link", { name: "TEGOSTAB <B 8002>" })
        .getAttribute("lang");
    await expect(result("context=de-de")).resolves.toBe("de");
    await expect(result("context=en-us")).resolves.toBeNull();
    const page = await show(<Finder {...props} />);
    await expect(page.locator("body [lang]").count()).resolves.toBe(0);
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

  it("marks the story's headline and the data's text German, the words made from slugs not", async () => {
    const view = await show(<Finder {...german} />);
    await expect(view.getByRole("heading", { level: 2 }).getAttribute("lang")).resolves.toBe("de");
    await expect(view.getByRole("link", { name: "TEGOSTAB <B 8002>" }).getAttribute("lang")).resolves.toBe("de");
    await expect(view.locator("label", { hasText: "Dabco" }).getAttribute("lang")).resolves.toBe("de");
    await expect(view.getByRole("option", { name: "Marl (1)" }).getAttribute("lang")).resolves.toBe("de");
    await expect(view.locator("label", { hasText: "Automotive PU foam" }).getAttribute("lang")).resolves.toBeNull();
    // The chips: the value from the data in German, the slug's words and the tool's own words not.
    await expect(
      view
        .getByRole("link", { name: /Brand: Dabco/ })
        .locator("[lang]")
        .textContent(),
    ).resolves.toBe("Dabco");
    await expect(
      view
        .getByRole("link", { name: /Market: Automotive PU foam/ })
        .locator("[lang]")
        .count(),
    ).resolves.toBe(0);
    // The hidden names that say which result a control is for are the data's too.
    await expect(
      view
        .getByRole("checkbox", { name: "Compare TEGOSTAB <B 8002>" })
        .locator("xpath=following-sibling::label/span")
        .getAttribute("lang"),
    ).resolves.toBe("de");
  });

  it("names its forms and pages by the title heading, which carries its language", async () => {
    const view = await show(
      <Finder {...german} answer={{ ...(german.answer as FinderAnswer), pages: 3, totalCount: 60 }} />,
    );
    await expect(view.getByRole("form", { name: "Produkte finden", exact: true }).count()).resolves.toBe(1);
    await expect(view.getByRole("form", { name: "Produkte finden compare" }).count()).resolves.toBe(1);
    await expect(view.getByRole("navigation", { name: "Produkte finden pages" }).count()).resolves.toBe(1);
    await expect(view.locator("[aria-label^='Produkte finden']").count()).resolves.toBe(0);
  });

  it("leaves English data in the tools' English unmarked", async () => {
    const view = await show(<Finder {...german} answer={{ ...answer, query: "context=en-us" }} />);
    await expect(view.locator('[lang="de"]').allTextContents()).resolves.toEqual(["Produkte finden"]);
  });
});
