import { describe, expect, it } from "vitest";
import { renderedPages } from "../../../test/support/rendered";
import { CompareForm, CompareTray } from "./CompareTray";

const { show } = renderedPages();

const name = { titleId: "i1-title", part: "compare" };

describe("CompareForm", () => {
  it("sends the ticked boxes to the compare table with GET, the page's state and the picks not listed kept", async () => {
    const view = await show(
      <>
        <h2 id="i1-title">Product Finder</h2>
        <CompareForm
          href="/pim/fragment/x/en/products"
          keep="?brand=dabco&compare=PR_00000001&brand=abil"
          picked={["PR_00000009"]}
          name={name}
        >
          <input type="checkbox" name="compare" value="PR_00000001" aria-label="Compare A" />
        </CompareForm>
      </>,
    );
    const form = view.getByRole("form", { name: "Product Finder compare" });
    await expect(form.getAttribute("method")).resolves.toBe("get");
    await expect(form.getAttribute("action")).resolves.toBe("/pim/fragment/x/en/products#product-compare");
    const hidden = await form
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`),
      );
    // The page's own selection goes: the boxes and the picks of other pages say it.
    expect(hidden).toEqual(["brand=dabco", "brand=abil", "compare=PR_00000009"]);
    await expect(form.getByRole("button", { name: "Compare selected products" }).count()).resolves.toBe(1);
  });
});

describe("CompareTray", () => {
  it("says nothing while nothing is picked, and asks for a second product after the first", async () => {
    const none = await show(<CompareTray href="/c" keep="" picked={[]} fullNoteId="n" />);
    await expect(none.locator("body").textContent()).resolves.toBe("");
    const one = await show(<CompareTray href="/c" keep="" picked={["PR_00000001"]} fullNoteId="n" />);
    await expect(one.locator("body").textContent()).resolves.toBe(
      "1 product picked for compare: pick at least one more.",
    );
    await expect(one.getByRole("link").count()).resolves.toBe(0);
  });

  it("links to the compare table with the picks last, the page's state kept", async () => {
    const view = await show(
      <CompareTray
        href="/pim/fragment/x/en/products"
        keep="?compare=PR_00000007&other=1"
        picked={["PR_00000001", "PR_00000009"]}
        fullNoteId="n"
      />,
    );
    await expect(view.getByRole("link", { name: "Compare 2 products" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/products?other=1&compare=PR_00000001,PR_00000009#product-compare",
    );
    await expect(view.locator("#n").count()).resolves.toBe(0);
  });

  it("says why no more boxes take a tick once the compare is full", async () => {
    const four = ["PR_00000001", "PR_00000002", "PR_00000003", "PR_00000004"];
    const view = await show(<CompareTray href="/c" keep="" picked={four} fullNoteId="i1-compare-full" />);
    await expect(view.locator("#i1-compare-full").textContent()).resolves.toBe(
      " At most 4 products can be compared: untick one to pick another.",
    );
  });
});
