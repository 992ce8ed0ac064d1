import { describe, expect, it } from "vitest";
import { createImageApp, imageRequest } from "./placeholder-image.ts";

describe("placeholder images", () => {
  it("reads size and name from an asset path", () => {
    expect(imageRequest("/f/100000/1200x800/abc/reactor-hall.png")).toEqual({
      width: 1200,
      height: 800,
      name: "reactor-hall",
    });
  });

  it("applies image-service resizes, keeping the aspect ratio for a 0 side", () => {
    expect(imageRequest("/f/100000/1200x800/abc/a.png/m/400x300/filters:format(webp):quality(80)")).toMatchObject({
      width: 400,
      height: 300,
    });
    expect(imageRequest("/f/100000/1200x800/abc/a.png/m/600x0")).toMatchObject({ width: 600, height: 400 });
    expect(imageRequest("/f/100000/1200x800/abc/a.png/m/")).toMatchObject({ width: 1200, height: 800 });
    expect(imageRequest("/f/100000/99999x1/abc/a.png")).toMatchObject({ width: 4000, height: 1 });
  });

  it("serves an SVG with cache headers and an escaped label", async () => {
    const res = await createImageApp().request("/a/f/100000/300x200/abc/%3Cscript%3E.png/m/150x0");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("max-age");
    const svg = await res.text();
    expect(svg).toContain('width="150" height="100"');
    expect(svg).not.toContain("<script>");
  });
});
