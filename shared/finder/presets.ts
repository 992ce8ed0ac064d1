/**
 * Selections a page's name fixes for its tool (spec section 2): the brand of
 * `products-by-brand/{brand}`, the application of
 * `products-by-application/{application}` and
 * `downloads-by-application/{application}`, the market of `markets/{market}`,
 * the industry of `downloads/{industry}`, the document type of the brochures
 * and certificates pages.
 */
import { SILICA_INDUSTRIES } from "../sites";

export type Preset = Record<string, string[]>;

const RULES: { pattern: RegExp; tools: string[]; preset: (m: RegExpExecArray) => Preset }[] = [
  { pattern: /^products-by-brand\/([\w-]+)$/, tools: ["products"], preset: (m) => ({ brand: [m[1] ?? ""] }) },
  {
    pattern: /^(?:products|downloads)-by-application\/([\w-]+)$/,
    tools: ["products", "downloads"],
    preset: (m) => ({ application: [m[1] ?? ""] }),
  },
  { pattern: /^markets\/([\w-]+)$/, tools: ["products"], preset: (m) => ({ market: [m[1] ?? ""] }) },
  { pattern: /(^|\/)brochures$/, tools: ["downloads"], preset: () => ({ type: ["Brochure"] }) },
  { pattern: /(^|\/)certificates$/, tools: ["downloads"], preset: () => ({ type: ["Certificate"] }) },
  { pattern: /^toolbox\/tds$/, tools: ["downloads"], preset: () => ({ type: ["Technical Data Sheet"] }) },
  {
    pattern: /^downloads\/([\w-]+)$/,
    tools: ["downloads"],
    preset: (m): Preset =>
      (SILICA_INDUSTRIES as readonly string[]).includes(m[1] ?? "") ? { industry: [m[1] ?? ""] } : {},
  },
];

/** The fixed selections of `tool` on the page `pageName` (below `/pim/fragment/{site}/{lang}/`). */
export function presetFor(tool: string, pageName: string): Preset {
  for (const rule of RULES) {
    const match = rule.pattern.exec(pageName);
    if (match && rule.tools.includes(tool)) {
      const preset = rule.preset(match);
      // A market page whose slug is not a real market ("product-portfolio") lists everything.
      return Object.fromEntries(Object.entries(preset).filter(([, values]) => values.every(Boolean)));
    }
  }
  return {};
}
