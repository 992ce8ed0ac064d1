import type { ReactNode } from "react";

/** Shown on the published page when editor parameters came without a valid token (spec section 6). */
export const EDITOR_NOTICE_TEXT = "You are not in Draft Mode or the Visual Editor: this is the published version.";

export function EditorNotice(): ReactNode {
  return (
    <div className="cms-editor-notice" role="status">
      {EDITOR_NOTICE_TEXT}
    </div>
  );
}
