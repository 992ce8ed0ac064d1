import type { ReactNode } from "react";

/** Shown on the published page when editor parameters came without a valid token (spec section 6). */
export const EDITOR_NOTICE_TEXT = "You are not in Draft Mode or the Visual Editor: this is the published version.";

/** What an editor can do about it: the link's token was missing, wrong or expired. */
export const EDITOR_NOTICE_HINT =
  "The editor link is missing its token, or the token is invalid or expired: open the story again from Storyblok.";

export function EditorNotice(): ReactNode {
  return (
    <div className="cms-editor-notice" role="status">
      {EDITOR_NOTICE_TEXT} {EDITOR_NOTICE_HINT}
    </div>
  );
}
