import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { sha1Hex } from "../../shared/hex";
import { emulatorProducts, productPath } from "./product-support";

/**
 * Keys and tokens stay on the server: no page, island prop, JSON answer or
 * header a browser receives may carry one, whatever the audience or mode.
 */
const bindings = env as unknown as Record<string, string | undefined>;
const SECRETS = [
  "STORYBLOK_TOKEN",
  "STORYBLOK_PREVIEW_TOKEN",
  "SEARCH_PUBLIC_KEY",
  "SEARCH_INTRANET_KEY",
  "STORYBLOK_WEBHOOK_SECRET",
]
  .map((name) => [name, bindings[name]] as const)
  .filter((entry): entry is readonly [string, string] => typeof entry[1] === "string" && entry[1].length > 0);

let productPage = "";
beforeAll(async () => {
  const [product] = (await emulatorProducts()).filter(
    (p) => p.AT_Websites.includes("pu-additives") && p.AT_Visibility.includes("Public"),
  );
  productPage = productPath("pu-additives", product?.ID ?? "PR_00000000");
});

describe("secrets", () => {
  it("are configured for this test, so the check below means something", () => {
    expect(SECRETS.length).toBeGreaterThanOrEqual(4);
  });

  it("never reach a browser: pages, tools, JSON answers, errors, intranet and editor responses", async () => {
    const ts = Math.floor(Date.now() / 1000);
    const token = await sha1Hex(`100000:${bindings.STORYBLOK_PREVIEW_TOKEN}:${ts}`);
    const editor = `?_storyblok=1&_storyblok_tk[space_id]=100000&_storyblok_tk[timestamp]=${ts}&_storyblok_tk[token]=${token}`;
    const paths = [
      "/pim/fragment/pu-additives/en/",
      `/pim/fragment/pu-additives/en/${editor}`,
      "/pim/fragment/pu-additives/en/products?q=foam",
      "/pim/fragment/pu-additives/en/downloads/brochures",
      "/pim/fragment/visiomer/en/contacts",
      "/pim/fragment/silica-specialist/en/silica-recommendation-tool",
      "/pim/fragment/intranet/en/products",
      productPage,
      "/pim/api/pu-additives/en/products?q=foam",
      "/pim/api/pu-additives/en/products?page=abc",
      "/pim/api/intranet/en/labels",
      "/pim/fragment/pu-additives/en/no-such-page",
      "/pim/fragment/pu-additives/en/product/PR_1234567",
    ];
    for (const path of paths) {
      const res = await SELF.fetch(`http://example.com${path}`);
      const body = await res.text();
      const headers = [...res.headers].map(([k, v]) => `${k}: ${v}`).join("\n");
      for (const [name, value] of SECRETS) {
        expect(body.includes(value), `${name} in the body of ${path}`).toBe(false);
        expect(headers.includes(value), `${name} in the headers of ${path}`).toBe(false);
      }
    }
  });
});
