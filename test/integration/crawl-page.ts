import { NO_DATA_TEXT } from "../../shared/finder/answer";

/**
 * A tool block as a page shows it: the element carrying `data-tool` (a
 * finder, the compare table, a step flow), the visible text inside it (island
 * props and styles left out), and the JSON API its island calls.
 */
export interface ToolBlock {
  name: string;
  text: string;
  api?: string;
}

/** What the crawl reads from one HTML page. */
export interface PageReading {
  /** `lang` of the `<html>` element. */
  lang: string | null;
  /** Every `<a href>`, as written. */
  links: string[];
  tools: ToolBlock[];
  /** The visible text of the page (no scripts, styles or island props), entities decoded. */
  text: string;
}

/**
 * Reads a page with workerd's HTMLRewriter, the parser the worker itself
 * runs on, so the test sees the markup a browser would get.
 */
export async function readPage(html: string): Promise<PageReading> {
  const reading: PageReading = { lang: null, links: [], tools: [], text: "" };
  const open: ToolBlock[] = [];
  let hidden = 0;
  let props: string | null = null;
  const text: string[] = [];

  await new HTMLRewriter()
    .on("html", {
      element(el) {
        reading.lang = el.getAttribute("lang");
      },
    })
    .on("a[href]", {
      element(el) {
        const href = el.getAttribute("href");
        if (href) reading.links.push(href);
      },
    })
    .on("[data-tool]", {
      element(el) {
        const tool: ToolBlock = { name: el.getAttribute("data-tool") ?? "", text: "" };
        reading.tools.push(tool);
        open.push(tool);
        el.onEndTag(() => {
          open.pop();
        });
      },
    })
    .on("script, style, template", {
      element(el) {
        hidden++;
        const islandProps = el.tagName === "script" && el.hasAttribute("data-island-props");
        if (islandProps) props = "";
        el.onEndTag(() => {
          hidden--;
          if (islandProps && props !== null) {
            const api = apiOf(props);
            const tool = open.at(-1);
            if (api && tool && !tool.api) tool.api = api;
            props = null;
          }
        });
      },
    })
    .onDocument({
      text(chunk) {
        if (hidden > 0) {
          if (props !== null) props += chunk.text;
          return;
        }
        const decoded = decodeEntities(chunk.text);
        text.push(decoded);
        for (const tool of open) tool.text += decoded;
      },
    })
    .transform(new Response(html))
    .text();

  reading.text = text.join("").replace(/\s+/g, " ");
  for (const tool of reading.tools) tool.text = tool.text.replace(/\s+/g, " ").trim();
  return reading;
}

function apiOf(json: string): string | undefined {
  try {
    const parsed = JSON.parse(json) as { api?: unknown };
    return typeof parsed.api === "string" ? parsed.api : undefined;
  } catch {
    return undefined;
  }
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * Why a tool's default view counts as empty, or null when it shows data: the
 * finders' "No data available" (spec section 2) or a zero result count
 * ("0 Products", "0 Formulations", "0 Contacts", ...; spec section 9).
 */
export function emptiness(tool: ToolBlock): string | null {
  if (tool.text.includes(NO_DATA_TEXT)) return `'${NO_DATA_TEXT}'`;
  const zero = /(?:^|[^\d.,])(0 [A-Z][a-z]+s)\b/.exec(tool.text);
  return zero ? `'${zero[1]}'` : null;
}
