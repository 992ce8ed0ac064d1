import type { Blok } from "../../model/content";

/** Marks outlined blocks in the Visual Editor. */
export const OUTLINE_CLASS = "storyblok__outline";

/**
 * The Visual Editor's attributes for a block, read from the `_editable`
 * comment Storyblok puts on draft content
 * (`<!--#storyblok#{"name":"teaser","space":"1","uid":"..","id":"12"}-->`).
 * Empty outside the editor or when the comment is absent or malformed.
 */
export function editableAttributes(blok: Blok, editor: boolean): Record<string, string> {
  if (!editor || typeof blok._editable !== "string") return {};
  const json = blok._editable.replace(/^<!--#storyblok#/, "").replace(/-->$/, "");
  try {
    const options = JSON.parse(json) as { id?: unknown; uid?: unknown };
    if (typeof options.uid !== "string" || options.id === undefined) return {};
    return { "data-blok-c": JSON.stringify(options), "data-blok-uid": `${String(options.id)}-${options.uid}` };
  } catch {
    return {};
  }
}
