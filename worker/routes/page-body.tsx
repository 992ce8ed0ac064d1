import type { Logger } from "../logger";
import type { Story } from "../model/content";
import { EditorNotice, StoryContent } from "../views/blocks/index";

/**
 * The body of a content page: the story's blocks, and the notice that the
 * published version is shown when editor parameters did not check out.
 */
export function PageBody({
  story,
  site,
  lang,
  editor,
  editorRejected,
  logger,
}: {
  story: Story;
  site: string;
  lang: string;
  editor: boolean;
  editorRejected: boolean;
  logger: Logger;
}) {
  return (
    <>
      {editorRejected ? <EditorNotice /> : null}
      <StoryContent story={story} site={site} lang={lang} editor={editor} logger={logger} />
    </>
  );
}
