import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "../support/axe";
import { scriptContexts } from "../support/browser";
import { productsByPublicDocuments } from "../support/public-documents";

/**
 * A product with more documents than a page shows: the visitor follows the
 * downloads' page links, with script and without. The demo's silica area
 * pages its downloads by 5, so its products have several pages at scale 1.
 */
const SITE = "silica-specialist";
const PER_PAGE = 5;
const contexts = scriptContexts();

let subject: { id: string; total: number };
beforeAll(async () => {
  const most = (await productsByPublicDocuments(inject("e2eEmulatorBase"), SITE))[0];
  if (!most || most.documents.length <= PER_PAGE) throw new Error("no silica product with a second page of documents");
  subject = { id: most.id, total: most.documents.length };
});

const pageUrl = (query = "") => `${inject("baseUrl")}/pim/fragment/${SITE}/en/product/${subject.id}${query}`;

/** Asks until the page cache holds the complete page, which a visitor without script is then sent whole. */
async function cached(url: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.headers.get("x-cache-status") === "HIT") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became a page-cache hit`);
}

async function toSecondPage(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(pageUrl());
  const downloads = page.locator("section#downloads");
  const nav = downloads.getByRole("navigation", { name: "Pages of downloads" });
  await expect.poll(() => nav.count()).toBe(1);
  expect(await downloads.innerText()).toContain(`Showing 1–${PER_PAGE} of ${subject.total}`);
  expect(await nav.locator('[aria-current="page"]').innerText()).toBe("1");
  await nav.getByRole("link", { name: "Next" }).click();
  await page.waitForURL((url) => url.searchParams.get("documents") === "2");
  await expect.poll(() => downloads.innerText()).toContain(`Showing ${PER_PAGE + 1}–`);
  expect(new URL(page.url()).hash).toBe("#downloads");
  expect(await nav.locator('[aria-current="page"]').innerText()).toBe("2");
  expect(await nav.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
    `/pim/fragment/${SITE}/en/product/${subject.id}#downloads`,
  );
  return page;
}

describe("a product's documents in pages", () => {
  it("goes to page 2 of the downloads with script, the page passing axe", async () => {
    const page = await toSecondPage(contexts.withJs);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("goes to page 2 of the downloads without script, by the plain links", async () => {
    await cached(pageUrl());
    await cached(pageUrl("?documents=2"));
    const page = await toSecondPage(contexts.withoutJs);
    expect(await page.locator("section#downloads [aria-busy]").count()).toBe(0);
    await page.close();
  });
});
