import { sha1Hex } from "./hex";

/**
 * The query Storyblok's Visual Editor adds to a page it opens: `_storyblok`
 * and `_storyblok_tk` (space id, timestamp, and the SHA-1 of
 * `space_id:previewToken:timestamp`), signed for `nowSeconds`.
 */
export async function editorLinkQuery(
  spaceId: string | number,
  previewToken: string,
  nowSeconds: number,
): Promise<string> {
  const timestamp = String(Math.floor(nowSeconds));
  const token = await sha1Hex(`${spaceId}:${previewToken}:${timestamp}`);
  return `_storyblok=1&_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`;
}
