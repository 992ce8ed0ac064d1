import { createRef } from "react";
import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../../shared/finder/answer";
import { renderedPages } from "../../../test/support/rendered";
import { FinderResults } from "./FinderResults";

const { show } = renderedPages();

const answer: FinderAnswer = {
  tool: "products",
  query: "brand=dabco",
  totalCount: 60,
  countText: "60 Products",
  page: 2,
  perPage: 25,
  pages: 3,
  hasMorePages: true,
  results: [{ id: "PR_00000001", title: "A", meta: [] }],
  facets: [],
};

const results = (over: Partial<Parameters<typeof FinderResults>[0]> = {}) => (
  <>
    <h2 id="i1-title">Product Finder</h2>
    <FinderResults
      idBase="i1"
      resultsId="finder-results"
      headingRef={createRef()}
      status="idle"
      slow={false}
      answer={answer}
      notices={[]}
      refinements={null}
      list={<ul className="finder__results" />}
      retryHref="/products?brand=dabco"
      onRetry={() => {}}
      pageHref={(page) => `/products?brand=dabco&page=${page}#finder-results`}
      onPage={() => {}}
      {...over}
    />
  </>
);

describe("FinderResults", () => {
  it("heads the list with the count in a polite live region, and which page of how many", async () => {
    const view = await show(results());
    const heading = view.getByRole("heading", { level: 3 });
    await expect(heading.getAttribute("id")).resolves.toBe("finder-results");
    const status = heading.getByRole("status");
    await expect(status.textContent()).resolves.toBe("60 Products");
    await expect(status.getAttribute("aria-live")).resolves.toBe("polite");
    await expect(view.getByRole("heading", { name: /^60 Products\s*, page 2 of 3$/ }).count()).resolves.toBe(1);
    const pages = view.getByRole("navigation", { name: "Product Finder pages" });
    await expect(pages.getByRole("link", { name: "Page 3" }).getAttribute("href")).resolves.toBe(
      "/products?brand=dabco&page=3#finder-results",
    );
  });

  it("says what the page says of the state asked for in an alert", async () => {
    const view = await show(results({ notices: ["Flash point: the minimum is above the maximum."] }));
    await expect(view.getByRole("alert").textContent()).resolves.toBe("Flash point: the minimum is above the maximum.");
  });

  it("says the results are loading, and that the search is slow once it is", async () => {
    const loading = await show(results({ status: "loading" }));
    await expect(loading.getByRole("status").textContent()).resolves.toBe("Loading results…");
    const slow = await show(results({ status: "loading", slow: true }));
    await expect(slow.getByRole("status").textContent()).resolves.toBe(
      "Still loading: the search is answering slowly.",
    );
  });

  it("offers Try again instead of a list when the results could not be loaded", async () => {
    const view = await show(results({ status: "error", answer: null }));
    await expect(view.getByRole("status").textContent()).resolves.toBe(
      "The results could not be loaded. Please try again.",
    );
    await expect(view.getByRole("link", { name: "Try again" }).getAttribute("href")).resolves.toBe(
      "/products?brand=dabco",
    );
    await expect(view.locator(".finder__results").count()).resolves.toBe(0);
    await expect(view.getByRole("navigation").count()).resolves.toBe(0);
  });

  it("says No data available for an empty answer", async () => {
    const empty = { ...answer, results: [], totalCount: 0, countText: "0 Products", page: 1, pages: 0 };
    const view = await show(results({ answer: empty }));
    await expect(view.locator(".finder__empty").textContent()).resolves.toBe("No data available");
  });

  it("says a page past the end is past the end, with the way to the last page", async () => {
    const past = { ...answer, results: [], totalCount: 70, countText: "70 Products", page: 9, pages: 3 };
    const view = await show(results({ answer: past }));
    await expect(view.locator(".finder__empty").textContent()).resolves.toBe(
      "Page 9 is past the end of the results. Go to the last page (3)",
    );
    await expect(view.getByRole("link", { name: "Go to the last page (3)" }).getAttribute("href")).resolves.toBe(
      "/products?brand=dabco&page=3#finder-results",
    );
    // Previous leads to the last page, not to page 8.
    await expect(view.getByRole("link", { name: "Previous" }).getAttribute("href")).resolves.toBe(
      "/products?brand=dabco&page=3#finder-results",
    );
  });

  it("puts what it is given after the list (the compare tray) before the pages", async () => {
    const view = await show(results({ children: <p className="finder__compare-tray">tray</p> }));
    const order = await view
      .locator(".finder__results, .finder__compare-tray, nav")
      .evaluateAll((els) => els.map((el) => el.className || el.tagName));
    expect(order).toEqual(["finder__results", "finder__compare-tray", "finder__pagination"]);
  });
});
