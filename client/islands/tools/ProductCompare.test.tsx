import { describe, expect, it } from "vitest";
import type { CompareAnswer } from "../../../shared/finder/answer";
import { renderedPages } from "../../../test/support/rendered";
import { ProductCompare, type ProductCompareProps } from "./ProductCompare";

const { show } = renderedPages();

const base: ProductCompareProps & { islandId: string } = {
  islandId: "c1",
  title: "Compare products",
  api: "/pim/api/x/en/compare",
  page: "/pim/fragment/x/en/products?q=amine",
  answer: null,
};

const two: CompareAnswer = {
  products: [
    { id: "PR_00000001", title: "H<sub>2</sub>O", href: "/a" },
    { id: "PR_00000002", title: "B", href: "/b" },
  ],
  rows: [
    { label: "Flash point", values: ["100 °C", ""], differs: true },
    { label: "Type", values: ["Amine", "Amine"], differs: false },
  ],
};

describe("ProductCompare", () => {
  it("shows the products side by side, a row whose values differ marked, a missing value as a dash", async () => {
    const page = await show(<ProductCompare {...base} answer={two} />);
    const region = page.getByRole("region", { name: "Compare products" });
    await expect(region.getByRole("status").textContent()).resolves.toBe("Comparing 2 products");
    const table = region.getByRole("table");
    // Each product's column is headed by its link and its Remove, which names the product (hidden text).
    await expect(table.getByRole("columnheader").allTextContents()).resolves.toEqual([
      "Attribute",
      "H2O Remove H2O",
      "B Remove B",
    ]);
    await expect(table.getByRole("link", { name: "H2O", exact: true }).getAttribute("href")).resolves.toBe("/a");
    await expect(table.getByRole("rowheader").allTextContents()).resolves.toEqual(["Flash point Differs", "Type"]);
    const flash = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Flash point/ }) });
    await expect(flash.getByRole("cell").allTextContents()).resolves.toEqual(["100 °C", "–"]);
    await expect(table.locator(".compare__row--differs").count()).resolves.toBe(1);
    // The wide table scrolls in a box a keyboard can reach, named as the compare.
    await expect(region.getByRole("group", { name: "Compare products" }).getAttribute("tabindex")).resolves.toBe("0");
  });

  it("removes a product by a link to the page comparing the others, its other parameters kept (no script needed)", async () => {
    const page = await show(<ProductCompare {...base} answer={two} />);
    await expect(page.getByRole("link", { name: "Remove H2O" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/products?q=amine&compare=PR_00000002#product-compare",
    );
    await expect(page.getByRole("link", { name: "Remove B" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/products?q=amine&compare=PR_00000001#product-compare",
    );
    const one: CompareAnswer = { products: [two.products[0] as CompareAnswer["products"][0]], rows: [] };
    const alone = await show(<ProductCompare {...base} page="/pim/fragment/x/en/products" answer={one} />);
    await expect(alone.getByRole("link", { name: "Remove H2O" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/products#product-compare",
    );
  });

  it("invites a pick when nothing is compared, and shows no table", async () => {
    const page = await show(<ProductCompare {...base} answer={{ products: [], rows: [] }} />);
    await expect(page.getByRole("status").textContent()).resolves.toBe(
      "Products picked to compare show here side by side: tick Compare in a list of results, or follow a recommendation's Compare link.",
    );
    await expect(page.getByRole("table").count()).resolves.toBe(0);
  });

  it("says how many of the picked products this catalogue does not have", async () => {
    const notice = async (asked: number, found: CompareAnswer) =>
      (await show(<ProductCompare {...base} asked={asked} answer={found} />))
        .locator(".compare__notice")
        .allTextContents();
    const one: CompareAnswer = { products: [two.products[0] as CompareAnswer["products"][0]], rows: [] };
    await expect(notice(3, one)).resolves.toEqual(["2 of the 3 picked products are not in this catalogue."]);
    await expect(notice(2, one)).resolves.toEqual(["1 of the 2 picked products is not in this catalogue."]);
    await expect(notice(1, { products: [], rows: [] })).resolves.toEqual([
      "The picked product is not in this catalogue.",
    ]);
    await expect(notice(3, { products: [], rows: [] })).resolves.toEqual([
      "None of the 3 picked products is in this catalogue.",
    ]);
    await expect(notice(2, two)).resolves.toEqual([]);
  });

  it("says what the page said of its link (more products than can be compared)", async () => {
    const page = await show(<ProductCompare {...base} answer={two} notice="At most 4 products can be compared." />);
    await expect(page.locator(".compare__notice").allTextContents()).resolves.toEqual([
      "At most 4 products can be compared.",
    ]);
  });

  it("offers Try again, a link asking for the same selection, when the server's comparison failed", async () => {
    const page = await show(
      <ProductCompare {...base} asked={2} failedSelection={["PR_00000001", "PR_00000002"]} answer={null} />,
    );
    await expect(page.getByRole("status").textContent()).resolves.toBe(
      "The comparison could not be loaded. Please try again.",
    );
    await expect(page.getByRole("link", { name: "Try again" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/products?q=amine&compare=PR_00000001,PR_00000002",
    );
  });

  it("shows the inline tags of names and values as markup, other angle brackets as text", async () => {
    const answer: CompareAnswer = {
      products: [{ id: "PR_00000001", title: "C<sub>18</sub>-MA", href: "/a" }],
      rows: [{ label: "Formula", values: ["CH<sub>2</sub>=C <x>"], differs: false }],
    };
    const page = await show(<ProductCompare {...base} answer={answer} />);
    await expect(page.getByRole("link", { name: "C18-MA", exact: true }).locator("sub").textContent()).resolves.toBe(
      "18",
    );
    await expect(page.getByRole("cell").textContent()).resolves.toBe("CH2=C <x>");
    await expect(page.getByRole("cell").locator("sub").count()).resolves.toBe(1);
  });

  it("marks the data's own words with their language on a page of another one", async () => {
    const page = await show(<ProductCompare {...base} api="/pim/api/x/de/compare" answer={two} />);
    await expect(page.getByRole("link", { name: "H2O", exact: true }).getAttribute("lang")).resolves.toBe("de");
    await expect(page.getByRole("rowheader", { name: "Type" }).locator("span").getAttribute("lang")).resolves.toBe(
      "de",
    );
  });
});
