import * as v from "valibot";
import { safeHref } from "./links";

/**
 * Storyblok image service URLs (`{asset}/m/{w}x{h}/filters:...`) from
 * validated options (spec section 5). An invalid option is dropped with a
 * warning; the URL is never broken by it.
 */

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const OPTION_SCHEMAS = {
  width: int(1, 4000),
  height: int(1, 4000),
  blur: int(0, 100),
  brightness: int(-100, 100),
  quality: int(0, 100),
  rotate: v.picklist([90, 180, 270]),
  format: v.picklist(["webp", "png", "jpeg"]),
  fill: v.union([v.literal("transparent"), v.pipe(v.string(), v.regex(/^#?[0-9a-fA-F]{6}$/))]),
  loading: v.picklist(["lazy", "eager"]),
} as const;

type OptionName = keyof typeof OPTION_SCHEMAS;
export type ImageOptions = { [K in OptionName]?: v.InferOutput<(typeof OPTION_SCHEMAS)[K]> };

/** Widths offered in `srcset`, capped at the requested width (never upscaled). */
export const SRCSET_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  loading: "lazy" | "eager";
}

/** Keeps the valid options; each invalid one is reported through `warn` and dropped. */
export function validateImageOptions(input: unknown, warn: (message: string) => void = () => {}): ImageOptions {
  const out: Record<string, unknown> = {};
  if (!input || typeof input !== "object") return out;
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === "") continue;
    const schema = OPTION_SCHEMAS[name as OptionName];
    if (!schema) {
      warn(`Unknown image option ${name} dropped`);
      continue;
    }
    const result = v.safeParse(schema, value);
    if (result.success) out[name] = result.output;
    else warn(`Invalid image option ${name}=${JSON.stringify(value)} dropped`);
  }
  return out as ImageOptions;
}

/** Original dimensions from a Storyblok asset URL (`/f/{space}/{w}x{h}/...`). */
export function assetDimensions(filename: string): { width: number; height: number } | null {
  const m = /\/f\/\d+\/(\d+)x(\d+)\//.exec(filename);
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

function filters(options: ImageOptions): string {
  const parts: string[] = [];
  if (options.blur !== undefined) parts.push(`blur(${options.blur})`);
  if (options.brightness !== undefined) parts.push(`brightness(${options.brightness})`);
  if (options.quality !== undefined) parts.push(`quality(${options.quality})`);
  if (options.rotate !== undefined) parts.push(`rotate(${options.rotate})`);
  if (options.format !== undefined) parts.push(`format(${options.format})`);
  if (options.fill !== undefined) parts.push(`fill(${options.fill.replace(/^#/, "")})`);
  return parts.length > 0 ? `/filters:${parts.join(":")}` : "";
}

/** One image service URL for `width` x `height` (0 keeps the aspect ratio). */
export function imageServiceUrl(filename: string, width: number, height: number, options: ImageOptions = {}): string {
  return `${filename.replace(/\/+$/, "")}/m/${width}x${height}${filters(options)}`;
}

/**
 * `src`, `srcSet`, `width`, `height` and `loading` for an `<img>` of a CMS
 * asset. Width and height are always set when known so nothing shifts. A
 * source that is not http(s) or relative yields null.
 */
export function buildImage(
  filename: unknown,
  rawOptions: unknown = {},
  warn: (message: string) => void = () => {},
): ImageAttributes | null {
  const src = safeHref(filename);
  if (!src || /^(mailto|tel):/i.test(src)) return null;
  const options = validateImageOptions(rawOptions, warn);
  const loading = options.loading ?? "lazy";
  const original = assetDimensions(src);
  if (!original) {
    // Not an image service asset: show it as it is.
    return {
      src,
      loading,
      ...(options.width ? { width: options.width } : {}),
      ...(options.height ? { height: options.height } : {}),
    };
  }
  const width = Math.min(options.width ?? original.width, original.width);
  const height = options.height ?? Math.round((width * original.height) / original.width);
  const widths = [...new Set([...SRCSET_WIDTHS.filter((w) => w < width), width])];
  const srcSet = widths
    .map((w) => `${imageServiceUrl(src, w, Math.round((w * height) / width), options)} ${w}w`)
    .join(", ");
  return { src: imageServiceUrl(src, width, height, options), srcSet, width, height, loading };
}
