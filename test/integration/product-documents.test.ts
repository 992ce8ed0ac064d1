import { beforeAll, describe, expect, inject, it } from "vitest";
import { productsByPublicDocuments } from "../support/public-documents";
import { emulatorCalls, untilHit, visit } from "./entry-visit";
import { productPath } from "./product-support";

/**
 * A product's downloads, one page at a time. The demo's silica area pages its
 * downloads by 5 (its product template says so): its products carry up to 14
 * documents at scale 1, so they have second and third pages.
 */
const SITE = "silica-specialist";
const PER_PAGE = 5;

interface Subject {
  ID: string;
  /** The documents the public may see, as the product names them. */
  documents: string[];
}

let subject: Subject;
beforeAll(async () => {
  const most = (await productsByPublicDocuments(inject("emulatorBase"), SITE))[0];
  if (!most || most.documents.length <= 2 * PER_PAGE)
    throw new Error("no silica product with three pages of documents");
  subject = { ID: most.id, documents: most.documents };
});

const url = (query = "", lang = "en") => `https://documents.test${productPath(SITE, subject.ID, lang)}${query}`;
/** Asset IDs the downloads section links to, in order. */
const linked = (html: string) => [...html.matchAll(/\/files\/assets\/(AS_\d+)\.pdf/g)].map((m) => m[1] ?? "");
const downloads = (html: string) => /<section id="downloads".*?(?=<section id=|<\/article>)/s.exec(html)?.[0] ?? "";

describe("a product's documents, paged", () => {
  it("renders the first page, how many there are and a link to the next, the pages together every document once", async () => {
    const total = subject.documents.length;
    const pages = Math.ceil(total / PER_PAGE);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      // The complete page: the downloads in place, as the page cache keeps them.
      const { res, text } = await visit(url(page === 1 ? "?complete=1" : `?documents=${page}&complete=1`));
      expect(res.status, `page ${page}`).toBe(200);
      const section = downloads(text);
      const first = (page - 1) * PER_PAGE + 1;
      const last = Math.min(page * PER_PAGE, total);
      expect(section).toContain(`Showing ${first}–${last} of ${total}`);
      // A document in two languages is listed under each; each link names its language, for a list of links.
      const ids = [...new Set(linked(section))];
      const links = [...section.matchAll(/<a href="[^"]*\/files\/assets\/AS_\d+\.pdf">(.*?)<\/a>/g)];
      expect(links.length).toBe(linked(section).length);
      for (const link of links) expect(link[1]).toMatch(/<span class="visually-hidden">, [A-Z][a-z]+<\/span>$/);
      expect(ids.length, `page ${page}`).toBe(last - first + 1);
      seen.push(...ids);
      // The navigation is a named landmark with the current page marked; links work without script.
      const nav = /<nav class="documents-pagination" aria-label="Pages of downloads">.*?<\/nav>/s.exec(section)?.[0];
      expect(nav).toContain(`aria-current="page" aria-label="Page ${page} of ${pages}">${page}</a>`);
      if (page < pages) expect(nav).toContain(`?documents=${page + 1}#downloads" rel="next"`);
      else expect(nav).not.toContain('rel="next"');
    }
    expect(seen.sort()).toEqual([...subject.documents].sort());
  });

  it("asks the search service for one page of documents, not all of them", async () => {
    await visit(url(`?documents=2&debug=true`));
    // The log holds every test file's calls: other searches of the assets index may name this document too
    // (a finder's, a certificate lookup's); the page's own are those in the documents' order.
    const calls = (await emulatorCalls(subject.documents[0] ?? "", "search")).filter(
      (c) => c.path.includes("/indexes/assets-") && c.body?.includes("AssetType asc, Name asc, ID asc"),
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      const body = JSON.parse(call.body ?? "{}") as { top?: number; skip?: number; orderby?: string };
      expect(body.top).toBe(PER_PAGE);
      expect([0, PER_PAGE, 2 * PER_PAGE]).toContain(body.skip ?? 0);
      expect(body.orderby).toBe("AssetType asc, Name asc, ID asc");
    }
    expect(calls.some((c) => JSON.parse(c.body ?? "{}").skip === PER_PAGE)).toBe(true);
  });

  it("keeps each page of documents as a page of its own in the page cache", async () => {
    const two = await untilHit(url("?documents=2", "de"));
    const three = await untilHit(url("?documents=3", "de"));
    expect(downloads(two.text)).toContain(`Angezeigt: ${PER_PAGE + 1}–${2 * PER_PAGE} von`);
    expect(downloads(three.text)).toContain(`Angezeigt: ${2 * PER_PAGE + 1}–`);
    expect(linked(downloads(two.text))).not.toEqual(linked(downloads(three.text)));
  });

  it("answers junk and pages past the last as not found, never a 500 nor the input", async () => {
    const pages = Math.ceil(subject.documents.length / PER_PAGE);
    for (const query of [
      `?documents=${pages + 1}`,
      "?documents=0",
      "?documents=-1",
      "?documents=01",
      "?documents=abc",
      "?documents=",
      "?documents=2&documents=3",
      "?documents=99999999999999999999",
      "?documents=%3Cscript%3Ealert(1)%3C/script%3E",
      // The safety data sheets' pages: a silica product has at most 5 sheets, one page at 5 a page.
      "?sheets=2",
      "?sheets=0",
      "?sheets=abc",
      "?sheets=1&sheets=1",
    ]) {
      const { res, text } = await visit(url(query));
      expect(res.status, query).toBe(404);
      expect(text, query).not.toContain("<script>alert(1)");
    }
    expect((await visit(url("?sheets=1&documents=2"))).res.status).toBe(200);
  });
});
