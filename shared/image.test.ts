import { describe, expect, it } from "vitest";
import { assetDimensions, buildImage, imageServiceUrl, validateImageOptions } from "./image";

const ASSET = "http://127.0.0.1:8790/a/f/100000/1600x900/ab12cd34/silica-plant.png";

describe("validateImageOptions", () => {
  it("keeps valid options", () => {
    const warnings: string[] = [];
    expect(
      validateImageOptions(
        { blur: 0, brightness: -100, quality: 100, rotate: 270, format: "webp", fill: "#FFAA00", loading: "eager" },
        (w) => warnings.push(w),
      ),
    ).toEqual({
      blur: 0,
      brightness: -100,
      quality: 100,
      rotate: 270,
      format: "webp",
      fill: "#FFAA00",
      loading: "eager",
    });
    expect(warnings).toEqual([]);
    expect(validateImageOptions({ fill: "transparent" })).toEqual({ fill: "transparent" });
  });

  it.each([
    ["blur", 101],
    ["blur", -1],
    ["brightness", 101],
    ["quality", 50.5],
    ["rotate", 45],
    ["format", "gif"],
    ["fill", "fff"],
    ["fill", "red);x(1"],
    ["loading", "auto"],
    ["unknown", 1],
  ])("drops %s=%j with a warning", (name, value) => {
    const warnings: string[] = [];
    expect(validateImageOptions({ [name]: value }, (w) => warnings.push(w))).toEqual({});
    expect(warnings).toHaveLength(1);
  });
});

describe("image service URLs", () => {
  it("reads the original size from the asset path", () => {
    expect(assetDimensions(ASSET)).toEqual({ width: 1600, height: 900 });
    expect(assetDimensions("https://example.com/x.png")).toBeNull();
  });

  it("appends size and filters", () => {
    expect(imageServiceUrl(ASSET, 640, 360)).toBe(`${ASSET}/m/640x360`);
    expect(imageServiceUrl(ASSET, 640, 0, { quality: 80, format: "webp", fill: "#00ff00", rotate: 90 })).toBe(
      `${ASSET}/m/640x0/filters:quality(80):rotate(90):format(webp):fill(00ff00)`,
    );
  });

  it("builds src, srcset, width, height and loading", () => {
    const img = buildImage(ASSET, { width: 800, format: "webp" });
    expect(img).toEqual({
      src: `${ASSET}/m/800x450/filters:format(webp)`,
      srcSet: [
        `${ASSET}/m/320x180/filters:format(webp) 320w`,
        `${ASSET}/m/640x360/filters:format(webp) 640w`,
        `${ASSET}/m/800x450/filters:format(webp) 800w`,
      ].join(", "),
      width: 800,
      height: 450,
      loading: "lazy",
    });
  });

  it("never upscales beyond the original", () => {
    expect(buildImage(ASSET, { width: 3000 })?.width).toBe(1600);
  });

  it("drops an invalid option without breaking the URL", () => {
    const warnings: string[] = [];
    const img = buildImage(ASSET, { width: 640, blur: 500, fill: "url(x)" }, (w) => warnings.push(w));
    expect(img?.src).toBe(`${ASSET}/m/640x360`);
    expect(warnings).toHaveLength(2);
  });

  it("refuses unsafe sources and passes other images through", () => {
    expect(buildImage("javascript:alert(1)")).toBeNull();
    expect(buildImage("data:image/png;base64,AAAA")).toBeNull();
    expect(buildImage("https://example.com/logo.png", { width: 120, height: 40 })).toEqual({
      src: "https://example.com/logo.png",
      width: 120,
      height: 40,
      loading: "lazy",
    });
  });
});
