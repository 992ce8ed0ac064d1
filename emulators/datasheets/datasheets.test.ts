import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createFilesApp } from "../files/app.ts";
import { createDatasheetsApp } from "./app.ts";
import { FIXTURE_PRODUCT_ID, fixtureDatasheets } from "./fixture.ts";

const { datasheets, files } = fixtureDatasheets();
const app = new Hono();
app.route("/datasheets", createDatasheetsApp(datasheets));
app.route("/files", createFilesApp(files));

const post = (id: string) =>
  app.request(`http://emulator.test/datasheets/api/datasheets/productId/${id}`, { method: "POST" });

describe("data-sheet emulator", () => {
  it("lists a product's sheets per language and region with absolute download URLs", async () => {
    const res = await post(FIXTURE_PRODUCT_ID);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { datasheets: Record<string, string>[] };
    expect(body.datasheets).toHaveLength(2);
    for (const sheet of body.datasheets) {
      expect(Object.keys(sheet).sort()).toEqual(["fileName", "issuedAt", "language", "region", "url", "version"]);
      expect(sheet.url).toMatch(/^http:\/\/emulator\.test\/files\/datasheets\/SDS_PR_10000001_/);
    }
    expect(body.datasheets.map((s) => s.language)).toEqual(["en", "de"]);
  });

  it("serves each listed sheet as a PDF", async () => {
    const body = (await (await post(FIXTURE_PRODUCT_ID)).json()) as { datasheets: { url: string }[] };
    for (const sheet of body.datasheets) {
      const pdf = await app.request(sheet.url);
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 4)
          .toString("latin1"),
      ).toBe("%PDF");
    }
  });

  it("answers an empty list for an unknown product", async () => {
    const res = await post("PR_99999999");
    expect(await res.json()).toEqual({ datasheets: [] });
  });

  it("rejects a malformed product id with 400", async () => {
    for (const id of ["PR_123", "XX_12345678", "PR_1234567a", "__proto__"]) {
      const res = await post(id);
      expect(res.status, id).toBe(400);
      expect(await res.json()).toEqual({ error: "productId must be PR_ followed by 8 digits" });
    }
  });
});
