import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ContactActionIsland } from "../../client/islands/contact-action";
import { IslandRuntimeContext } from "../../client/islands/island-runtime";
import { launchChromium } from "../support/browser";

/**
 * The island machinery end to end: markup and props rendered by the same
 * server components the worker uses, served from the worker's origin, with
 * the real built loader and chunks from the worker's assets.
 */
const manifest = JSON.parse(readFileSync("dist/client/assets-manifest.json", "utf8")) as Record<
  string,
  { file: string }
>;
const loaderSrc = `/${manifest["client/entries/island-loader.ts"]?.file}`;
const chunk = manifest["client/islands/contact-action/ContactAction.tsx"]?.file ?? "missing";
const stylesheet = `/${manifest["client/styles/catalogue.css"]?.file}`;
const ISLAND_PATH = "/pim/fragment/vestamid/en/__island-check";

function islandPage(): string {
  const body = renderToString(
    createElement(
      IslandRuntimeContext.Provider,
      { value: { loaderSrc } },
      createElement(ContactActionIsland, {
        name: "Jane </script> Doe",
        email: "jane@example.com",
        phone: "+49 201 17701",
      }),
    ),
  );
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Island</title><link rel="stylesheet" href="${stylesheet}"></head><body><main>${body}</main></body></html>`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function islandTab(options: { failChunk?: boolean } = {}) {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  // Document requests served, counted where they are answered: a reload can start before `load` fires.
  let loads = 0;
  await page.route(`**${ISLAND_PATH}`, (route) => {
    loads++;
    return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: islandPage() });
  });
  if (options.failChunk) await page.route(`**/${chunk}`, (route) => route.abort("failed"));
  await page.goto(`${inject("baseUrl")}${ISLAND_PATH}`, { waitUntil: "load" });
  return { page, problems, loads: () => loads };
}

async function dataLayer(page: Page) {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
}

describe("islands in a browser", () => {
  it("hydrates the contact action and reveals the address on click, by keyboard too", async () => {
    const { page, problems } = await islandTab();
    await page.locator('[data-island="contact-action"][data-hydrated="true"]').waitFor();
    await page.getByRole("button", { name: "Show email of Jane </script> Doe" }).click();
    const email = page.getByRole("link", { name: "jane@example.com" });
    await expect.poll(() => email.getAttribute("href")).toBe("mailto:jane@example.com");
    await expect.poll(() => email.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole("button", { name: "Show phone of Jane </script> Doe" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByRole("link", { name: "+49 201 17701" }).getAttribute("href"))
      .toBe("tel:+4920117701");
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toContain("Phone number of Jane </script> Doe shown");
    expect(await dataLayer(page)).toEqual([
      { event: "contact_reveal", channel: "email", contact: "Jane </script> Doe" },
      { event: "contact_reveal", channel: "phone", contact: "Jane </script> Doe" },
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("reloads once when the island's chunk fails, then shows the error instead of looping", async () => {
    const { page, loads } = await islandTab({ failChunk: true });
    await page.locator(".island-error").waitFor();
    expect(await page.getByRole("alert").textContent()).toContain("could not be loaded");
    expect(loads()).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem("catalogue:chunk-reload"))).toMatch(/^\d+$/);
    await page.close();
  });
});
