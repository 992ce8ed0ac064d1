import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";

const page = (path: string) => SELF.fetch(`http://example.com${path}`, { redirect: "manual" });

async function someProduct(site: string): Promise<string> {
  const answer = (await (await SELF.fetch(`http://example.com/pim/api/${site}/en/products`)).json()) as FinderAnswer;
  return answer.results[0]?.id as string;
}

describe("a product ID typed in a product finder's box, without script", () => {
  it("opens that product's page, in English and German, whatever its case and spaces", async () => {
    const id = await someProduct("pu-additives");
    for (const [lang, typed] of [
      ["en", id],
      ["de", ` ${id.toLowerCase()} `],
    ]) {
      const res = await page(`/pim/fragment/pu-additives/${lang}/products?q=${encodeURIComponent(typed as string)}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/pim/fragment/pu-additives/${lang}/product/${id}`);
      expect((await page(res.headers.get("location") as string)).status).toBe(200);
    }
  });

  it("opens it on the intranet too", async () => {
    const id = await someProduct("intranet");
    const res = await page(`/pim/fragment/intranet/en/products?q=${id}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/pim/fragment/intranet/en/product/${id}`);
  });

  it("searches as usual for anything else", async () => {
    for (const q of ["PR_1234567", "PR_12345678 foam", "tegostab"]) {
      const res = await page(`/pim/fragment/pu-additives/en/products?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
  });
});
