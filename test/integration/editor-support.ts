import { sha1Hex } from "../../shared/hex";

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
  const ts = String(Math.floor(Date.now() / 1000) - ageSeconds);
  const token = await sha1Hex(`${spaceId}:${previewToken}:${ts}`);
  return `_storyblok=1&_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${ts}&_storyblok_tk[token]=${token}`;
}
