import { describe, expect, it } from "vitest";
import {
  DEFAULT_DOCUMENTS_PER_PAGE,
  documentsPerPage,
  documentsPlan,
  documentsQuery,
  MAX_DOCUMENTS_PER_PAGE,
  requestedPage,
  SHEETS_PARAM,
  shownRange,
} from "./documents-paging.ts";

describe("a product's documents, paged", () => {
  it("asks for page 1 without the parameter, and for one page of the size with it", () => {
    expect(documentsPlan([], 340, 25)).toEqual({ page: 1, size: 25, pages: 14, skip: 0, top: 25 });
    expect(documentsPlan(["2"], 340, 25)).toEqual({ page: 2, size: 25, pages: 14, skip: 25, top: 25 });
    expect(documentsPlan(["14"], 340, 25)).toEqual({ page: 14, size: 25, pages: 14, skip: 325, top: 25 });
  });

  it("has one page for a product with no documents or fewer than a page", () => {
    expect(documentsPlan([], 0, 25)?.pages).toBe(1);
    expect(documentsPlan(["1"], 0, 25)?.page).toBe(1);
    expect(documentsPlan([], 25, 25)?.pages).toBe(1);
    expect(documentsPlan([], 26, 25)?.pages).toBe(2);
  });

  it("refuses a page past the last and every spelling that is not a page number", () => {
    expect(documentsPlan(["15"], 340, 25)).toBeNull();
    expect(documentsPlan(["2"], 10, 25)).toBeNull();
    for (const junk of ["0", "-1", "01", "1.5", "2e1", " 2", "abc", "", "9999999", "<b>2</b>", "2#x"]) {
      expect(documentsPlan([junk], 100_000_000, 25), junk).toBeNull();
    }
    expect(documentsPlan(["2", "3"], 340, 25)).toBeNull();
  });

  it("reads the page asked for before the total is known, junk as null", () => {
    expect(requestedPage([])).toBe(1);
    expect(requestedPage(["3"])).toBe(3);
    for (const junk of ["0", "01", "x", "", "1e3"]) expect(requestedPage([junk]), junk).toBeNull();
    expect(requestedPage(["2", "2"])).toBeNull();
  });

  it("takes the template's size when in range, else the default", () => {
    expect(documentsPerPage(undefined)).toBe(DEFAULT_DOCUMENTS_PER_PAGE);
    expect(documentsPerPage(10)).toBe(10);
    expect(documentsPerPage("10")).toBe(10);
    expect(documentsPerPage(MAX_DOCUMENTS_PER_PAGE + 1)).toBe(DEFAULT_DOCUMENTS_PER_PAGE);
    expect(documentsPerPage(2)).toBe(DEFAULT_DOCUMENTS_PER_PAGE);
    expect(documentsPerPage(7.5)).toBe(DEFAULT_DOCUMENTS_PER_PAGE);
    expect(documentsPerPage("ten")).toBe(DEFAULT_DOCUMENTS_PER_PAGE);
  });

  it("links page 1 as the page's plain address and the others by the parameter", () => {
    expect(documentsQuery(1)).toBe("");
    expect(documentsQuery(3)).toBe("?documents=3");
    expect(documentsQuery(3, SHEETS_PARAM)).toBe("?sheets=3");
  });

  it("says which positions are shown from what the search answered", () => {
    const plan = documentsPlan(["2"], 340, 25);
    if (!plan) throw new Error("no plan");
    expect(shownRange(plan, 25)).toEqual({ first: 26, last: 50 });
    expect(shownRange(plan, 0)).toEqual({ first: 0, last: 0 });
  });
});
