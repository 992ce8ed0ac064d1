import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { finderAnswer } from "../../../test/support/finder-answer";
import { renderedPages } from "../../../test/support/rendered";
import { FinderForm } from "./FinderForm";

const { show } = renderedPages();

const facets = finderAnswer.facets;

const form = (over: Partial<Parameters<typeof FinderForm>[0]> = {}) => (
  <>
    <h2 id="i1-title">Product Finder</h2>
    <FinderForm
      idBase="i1"
      action="/pim/fragment/x/en/products#finder-results"
      prefix=""
      searchLabel="Search products"
      sorts={[
        { value: "relevance", label: "Relevance" },
        { value: "name", label: "Name" },
      ]}
      sizes={[10, 25]}
      params={new URLSearchParams("q=amine&brand=dabco")}
      carried={[]}
      locked={[]}
      facets={facets}
      stale={false}
      formRef={createRef()}
      onChange={() => {}}
      onBlur={() => {}}
      onSubmit={() => {}}
      {...over}
    />
  </>
);

describe("FinderForm", () => {
  it("is a GET form to the finder's results, named by the title, its fields named like the URL parameters", async () => {
    const view = await show(form());
    const finder = view.getByRole("form", { name: "Product Finder" });
    await expect(finder.getAttribute("method")).resolves.toBe("get");
    await expect(finder.getAttribute("action")).resolves.toBe("/pim/fragment/x/en/products#finder-results");
    await expect(finder.getByRole("searchbox", { name: "Search products" }).inputValue()).resolves.toBe("amine");
    await expect(finder.getByRole("searchbox", { name: "Search products" }).getAttribute("name")).resolves.toBe("q");
    await expect(finder.getByRole("checkbox", { name: "Dabco (1)" }).isChecked()).resolves.toBe(true);
    await expect(finder.getByRole("textbox", { name: "From (°C)" }).getAttribute("name")).resolves.toBe("flash_min");
    await expect(finder.getByRole("textbox", { name: "From (°C)" }).getAttribute("placeholder")).resolves.toBe("10");
    await expect(finder.getByRole("button", { name: "Show results" }).getAttribute("type")).resolves.toBe("submit");
  });

  it("puts every facet in a group named by its legend, and labels every field", async () => {
    const view = await show(form());
    for (const name of ["Brand", "Plant", "Renewable", "Flash point"])
      await expect(view.getByRole("group", { name }).count()).resolves.toBe(1);
    const unlabelled = await view
      .locator("input:not([type=hidden]), select")
      .evaluateAll(
        (fields) =>
          fields.filter(
            (field) => (field as HTMLInputElement).labels?.length === 0 && !field.getAttribute("aria-label"),
          ).length,
      );
    expect(unlabelled).toBe(0);
  });

  it("offers the orders, the page sizes and the data languages, showing the state's or the first", async () => {
    const view = await show(form({ params: new URLSearchParams("sort=name&context=de-de") }));
    await expect(view.getByRole("combobox", { name: "Sort by" }).inputValue()).resolves.toBe("name");
    await expect(view.getByRole("combobox", { name: "Per page" }).inputValue()).resolves.toBe("25");
    const language = view.getByRole("combobox", { name: "Data language" });
    await expect(language.inputValue()).resolves.toBe("de-de");
    await expect(language.getByRole("option").allTextContents()).resolves.toEqual([
      "Page language",
      "English (en-us)",
      "German (de-de)",
    ]);
    const first = await show(form({ params: new URLSearchParams() }));
    await expect(first.getByRole("combobox", { name: "Sort by" }).inputValue()).resolves.toBe("relevance");
  });

  it("names its fields under its prefix and carries the other tools' parameters as hidden fields", async () => {
    const view = await show(
      form({
        prefix: "ff-",
        carried: [
          ["q", "abil"],
          ["brand", "dabco"],
        ],
      }),
    );
    await expect(view.getByRole("searchbox").getAttribute("name")).resolves.toBe("ff-q");
    await expect(view.getByRole("combobox", { name: "Sort by" }).getAttribute("name")).resolves.toBe("ff-sort");
    const hidden = await view
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`),
      );
    expect(hidden).toEqual(["q=abil", "brand=dabco"]);
  });

  it("keeps the state's selections as hidden fields while there is no answer to show them, the page left out", async () => {
    const view = await show(form({ facets: undefined, params: new URLSearchParams("q=dabco&brand=dabco&page=2") }));
    await expect(view.locator("fieldset").count()).resolves.toBe(0);
    await expect(view.getByRole("searchbox").inputValue()).resolves.toBe("dabco");
    const hidden = await view
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`),
      );
    expect(hidden).toEqual(["brand=dabco"]);
  });

  it("shows no facet for the page's presets, and marks the counts stale after a failed load", async () => {
    const view = await show(form({ locked: ["brand"], stale: true }));
    await expect(view.getByRole("group", { name: "Brand" }).count()).resolves.toBe(0);
    await expect(view.locator(".finder__facets").getAttribute("data-stale")).resolves.toBe("true");
  });

  it("offers a yes/no facet counted 0 only when it is ticked", async () => {
    const zero = facets.map((facet) => (facet.kind === "boolean" ? { ...facet, count: 0 } : facet));
    const unticked = await show(form({ facets: zero }));
    await expect(unticked.getByRole("group", { name: "Renewable" }).count()).resolves.toBe(0);
    const ticked = await show(form({ facets: zero, params: new URLSearchParams("green=1") }));
    await expect(ticked.getByRole("checkbox", { name: "Yes (0)" }).isChecked()).resolves.toBe(true);
  });
});
