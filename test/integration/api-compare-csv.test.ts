import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CompareAnswer } from "../../shared/finder/answer";
import { visit } from "./entry-visit";

import { emulatorProducts } from "./product-support";

/** The answer's bytes as the worker as deployed sent them (a text decoder would drop the byte order mark). */
async function bytesOf(url: string): Promise<{ res: Response; bytes: Uint8Array }> {
  const res = await SELF.fetch(url);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const SITE = "pu-additives";

/** RFC 4180 fields of one CSV text (quoted fields may hold the separator and doubled quotes). */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  return rows;
}

async function threeProducts(): Promise<string[]> {
  const all = await emulatorProducts();
  return all
    .filter((p) => p.AT_Websites.includes(SITE) && p.AT_Visibility.includes("Public"))
    .slice(0, 3)
    .map((p) => p.ID);
}

describe.each(["en", "de"] as const)("the compare as a CSV file (%s)", (lang) => {
  it("holds every row the comparison of three products shows, units in a column of their own", async () => {
    const ids = await threeProducts();
    const json = await visit(`http://example.com/pim/api/${SITE}/${lang}/compare?compare=${ids.join(",")}`);
    expect(json.res.status).toBe(200);
    const shown = JSON.parse(json.text) as CompareAnswer;
    expect(shown.products.map((p) => p.id)).toEqual(ids);
    const { res, bytes } = await bytesOf(
      `http://example.com/pim/api/${SITE}/${lang}/compare.csv?compare=${ids.join(",")}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="product-compare.csv"');
    // UTF-8 with its byte order mark, so spreadsheet programs read `°C`.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    // German spreadsheets split columns at semicolons: their decimal mark is the comma (`2,87`).
    const separator = lang === "de" ? ";" : ",";
    expect(text.split("\r\n")[0]?.split(separator).length).toBe(2 + ids.length);
    const [header, ...rows] = parseCsv(text.slice(1), separator);
    expect(header?.slice(2)).toEqual(shown.products.map((p) => p.title));
    // The product numbers once: the page's own ID row holds them.
    expect(rows.filter((row) => row.slice(2).join() === ids.join())).toHaveLength(1);
    expect(rows.map((r) => r[0])).toEqual(shown.rows.map((r) => r.label));
    let withUnit = 0;
    rows.forEach((row, i) => {
      const [, unit, ...values] = row;
      const page = shown.rows[i]?.values ?? [];
      // The page's value is the CSV's value followed by the row's unit.
      values.forEach((value, p) => {
        expect(value && unit ? `${value} ${unit}` : value).toBe(page[p]);
      });
      if (unit) withUnit++;
    });
    expect(withUnit).toBeGreaterThan(0);
    expect(rows.some((row) => row[1] === "°C")).toBe(true);
  });

  it("is linked from the server-rendered compare, for the products compared", async () => {
    const ids = await threeProducts();
    const { res, text } = await visit(
      `http://example.com/pim/fragment/${SITE}/${lang}/products?compare=${ids.join(",")}`,
    );
    expect(res.status).toBe(200);
    expect(text).toContain(`href="/pim/api/${SITE}/${lang}/compare.csv?compare=${ids.join(",")}"`);
  });

  it("refuses what the compare refuses", async () => {
    const bad = await visit(`http://example.com/pim/api/${SITE}/${lang}/compare.csv?compare=<x>`);
    expect(bad.res.status).toBe(400);
    expect(bad.text).not.toContain("<x>");
    const other = await visit(`http://example.com/pim/api/${SITE}/${lang}/compare.csv?format=xls`);
    expect(other.res.status).toBe(400);
  });
});
