import { Hono } from "hono";

const MAX_SIDE = 4000;

function clampSide(n: number): number {
  return Math.min(MAX_SIDE, Math.max(1, Math.round(n)));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The size and name an asset path asks for: `/f/{space}/{w}x{h}/{hash}/{name}`
 * optionally followed by image-service options `/m/{W}x{H}/filters:...`,
 * where a 0 side keeps the original aspect ratio.
 */
export function imageRequest(path: string): { width: number; height: number; name: string } {
  const [assetPart = "", servicePart] = path.split("/m/");
  const original = /\/(\d+)x(\d+)\//.exec(assetPart);
  let width = original ? Number(original[1]) : 800;
  let height = original ? Number(original[2]) : 600;
  const segments = assetPart.split("/").filter(Boolean);
  const name = decodeURIComponent(segments.at(-1) ?? "image").replace(/\.[a-z0-9]+$/i, "");
  const resize = servicePart ? /^(\d+)x(\d+)/.exec(servicePart) : null;
  if (resize) {
    const w = Number(resize[1]);
    const h = Number(resize[2]);
    const ratio = width > 0 && height > 0 ? width / height : 4 / 3;
    if (w > 0 && h > 0) [width, height] = [w, h];
    else if (w > 0) [width, height] = [w, w / ratio];
    else if (h > 0) [width, height] = [h * ratio, h];
  }
  return { width: clampSide(width || 800), height: clampSide(height || 600), name };
}

/** An SVG with a soft gradient and the file name, standing in for a CMS image. */
export function placeholderSvg(width: number, height: number, name: string): string {
  let hue = 0;
  for (const ch of name) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  const label = escapeXml(name.replace(/[-_]+/g, " ").slice(0, 60));
  const fontSize = Math.max(10, Math.min(48, Math.round(width / 16)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},45%,70%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${fontSize}" fill="hsl(${hue},30%,25%)">${label}</text>
</svg>`;
}

/** Serves any GET under its mount point (`/a`) as a placeholder image of the requested size. */
export function createImageApp(): Hono {
  const app = new Hono();
  app.get("/*", (c) => {
    const path = c.req.path.replace(/^\/a(?=\/)/, "");
    const { width, height, name } = imageRequest(path);
    return c.body(placeholderSvg(width, height, name), 200, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
  return app;
}
