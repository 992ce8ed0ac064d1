import { describe, expect, it } from "vitest";
import { createFilesApp } from "./app.ts";
import { renderPdf } from "./pdf.ts";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("renderPdf", () => {
  it("writes a PDF 1.4 whose xref offsets point at each object", () => {
    const text = latin1(
      renderPdf({ title: "Safety data sheet (EU) \\ Rev. 3", lines: ["Language: de", "Grüße → ok"] }),
    );
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const rows = text.slice(startxref).split("\n").slice(3);
    const offsets = rows.filter((r) => / 00000 n $/.test(r)).map((r) => Number(r.slice(0, 10)));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    // Every xref row is exactly 20 bytes, as the format requires.
    expect(rows.slice(0, 6).every((r) => r.length === 19)).toBe(true);
    expect(text).toContain("(Safety data sheet \\(EU\\) \\\\ Rev. 3) Tj");
    expect(text).toContain("Grüße ? ok");
  });

  it("declares the true length of the content stream", () => {
    const text = latin1(renderPdf({ title: "Brochure" }));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf("stream\n") + "stream\n".length;
    expect(text.slice(start + length, start + length + "\nendstream".length)).toBe("\nendstream");
  });
});

describe("files app", () => {
  const app = createFilesApp({
    "/files/assets/AS_1.pdf": { title: "TEGO brochure", language: "en" },
    "/files/logos/tego.svg": { title: "TEGO", contentType: "image/svg+xml" },
  });

  it("serves a catalogue file as a PDF", async () => {
    const res = await app.request("/files/assets/AS_1.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain('filename="AS_1.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(latin1(bytes.slice(0, 5))).toBe("%PDF-");
    expect(latin1(bytes)).toContain("TEGO brochure");
  });

  it("serves a logo as an SVG image", async () => {
    const res = await app.request("/files/logos/tego.svg");
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(await res.text()).toContain("TEGO");
  });

  it("answers 404 for an unknown file", async () => {
    const res = await app.request("/files/assets/nope.pdf");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No file at /files/assets/nope.pdf" });
  });
});
