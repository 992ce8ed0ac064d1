import { type ReactNode, useMemo } from "react";
import { assignToolPrefixes } from "../../../shared/finder/tool-prefixes";
import type { Logger } from "../../logger";
import type { Story } from "../../model/content";
import { ToolPrefixContext } from "../tools/tool-prefixes";
import { BlockContext } from "./context";
import { BlokView } from "./registry";

/** Id of the element the editor bundle swaps on live updates (client/entries/editor.ts uses the same). */
export const CONTENT_ELEMENT_ID = "cms-content";

/** Content types that are pages; other stories (navbar, footer, templates) answer 404 as pages. */
export const PAGE_CONTENT_TYPES = ["page"] as const;

export function isPageStory(story: Story | null | undefined): story is Story {
  return !!story && story.content?.component === "page";
}

const consoleLogger: Logger = {
  info: () => {},
  warn: (message, data) => console.warn(JSON.stringify({ level: "warn", message, ...data })),
  error: (message, data) => console.error(JSON.stringify({ level: "error", message, ...data })),
};

/**
 * A story's content through the block registry, inside the element the
 * Visual Editor updates. `editor` adds the editable attributes and outlines.
 */
export function StoryContent({
  story,
  site,
  lang,
  editor,
  logger,
}: {
  story: Story;
  /** Site and language of the request path: they decide links and tool scopes, whatever the story's slug. */
  site: string;
  lang: string;
  editor: boolean;
  logger?: Logger;
}): ReactNode {
  const value = { lang, site, editor, logger: logger ?? consoleLogger };
  // Each tool on the page owns its URL parameters; which prefix follows from the content's order.
  const prefixes = useMemo(() => assignToolPrefixes(story.content), [story.content]);
  return (
    <BlockContext.Provider value={value}>
      <ToolPrefixContext.Provider value={prefixes}>
        <div id={CONTENT_ELEMENT_ID} data-story-id={story.id}>
          <BlokView blok={story.content} />
        </div>
      </ToolPrefixContext.Provider>
    </BlockContext.Provider>
  );
}
