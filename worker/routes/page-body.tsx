import type { Story } from "../services/content/index";

/** The body of a content page. */
export function PageBody({ story }: { story: Story; editor: boolean; editorRejected: boolean }) {
  return <h1>{story.name}</h1>;
}
