import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    emulatorBase: string;
  }
}

// Fields that hold no visible copy: identifiers, link targets, file names, rich text node types.
const NOT_COPY = new Set([
  "component",
  "type",
  "linktype",
  "fieldtype",
  "cached_url",
  "url",
  "href",
  "id",
  "uuid",
  "filename",
  "email",
  "anchor",
  "target",
  "variant",
  "headline_level",
  "alt",
]);

function copyOf(value: unknown, out: Set<string>, key = ""): Set<string> {
  if (typeof value === "string") {
    const text = value.trim();
    if (!NOT_COPY.has(key) && !key.startsWith("_") && text.length >= 3 && /\p{L}{2}/u.test(text)) out.add(text);
  } else if (Array.isArray(value)) {
    for (const item of value) copyOf(item, out, key);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) copyOf(v, out, k);
  }
  return out;
}

async function storyContent(slug: string, language?: "de"): Promise<unknown> {
  const lang = language ? `&language=${language}` : "";
  const res = await fetch(
    `${inject("emulatorBase")}/storyblok/v2/cdn/stories/${slug}?token=demo-published&version=published${lang}`,
  );
  if (!res.ok) return null;
  return ((await res.json()) as { story?: { content?: unknown } }).story?.content ?? null;
}

/**
 * The copy that the content space has in German and not in English for the
 * story of a page, straight from the content API: what a German page must
 * show. Empty where the space has no German translation.
 */
export async function germanOnlyCopy(slug: string): Promise<string[]> {
  const [en, de] = await Promise.all([storyContent(slug), storyContent(slug, "de")]);
  if (!de) return [];
  const english = copyOf(en, new Set());
  return [...copyOf(de, new Set())].filter((text) => !english.has(text));
}
