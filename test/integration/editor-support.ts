import { editorLinkQuery } from "../../shared/editor-link";

/** The space id of the emulated Storyblok space and the demo bindings' preview token. */
export const DEMO_SPACE = "100000";
export const DEMO_PREVIEW_TOKEN = "demo-preview";

/**
 * The query Storyblok's Visual Editor adds to a page it opens: `_storyblok`
 * and a token signed with the space's preview token, `ageSeconds` old.
 */
export async function editorQuery(
  previewToken = DEMO_PREVIEW_TOKEN,
  { ageSeconds = 30, spaceId = DEMO_SPACE }: { ageSeconds?: number; spaceId?: string } = {},
): Promise<string> {
  return editorLinkQuery(spaceId, previewToken, Date.now() / 1000 - ageSeconds);
}
