import { createContext, useContext } from "react";
import type { Logger } from "../../logger";

/** What every block needs beyond its own fields. */
export interface BlockContextValue {
  /** Path language of links (`en` or `de`): the request's, never a story's. */
  lang: string;
  /** The area the page belongs to: the request path's, never a story's slug (translations carry a language folder). */
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
