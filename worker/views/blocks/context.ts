import { createContext, useContext } from "react";
import type { Logger } from "../../logger";

/** What every block needs beyond its own fields. */
export interface BlockContextValue {
  /** Path language of links (`en` or `de`). */
  lang: string;
  /** The area the page belongs to. */
  site: string;
  /** Visual Editor: editable attributes, outlines, placeholders for unknown blocks. */
  editor: boolean;
  logger: Logger;
}

const consoleLogger: Logger = {
  info: () => {},
  warn: (message, data) => console.warn(JSON.stringify({ level: "warn", message, ...data })),
  error: (message, data) => console.error(JSON.stringify({ level: "error", message, ...data })),
};

export const BlockContext = createContext<BlockContextValue>({
  lang: "en",
  site: "",
  editor: false,
  logger: consoleLogger,
});

export const useBlockContext = (): BlockContextValue => useContext(BlockContext);

/** Path language of a story: Storyblok names translations by code, the default language `default`. */
export function storyLang(story: { lang?: string }): string {
  return story.lang === "de" ? "de" : "en";
}

/** Area of a story from its full slug (`{site}/...`). */
export function storySite(story: { full_slug: string }): string {
  return story.full_slug.split("/")[0] ?? "";
}
