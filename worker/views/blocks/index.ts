export { BLOCKS } from "./blocks-by-name";
export { Footer, Navbar } from "./chrome";
export { BlockContext, type BlockContextValue, useBlockContext } from "./context";
export { EDITOR_NOTICE_TEXT, EditorNotice } from "./EditorNotice";
export { editableAttributes, OUTLINE_CLASS } from "./editable";
export {
  type BlokAttrs,
  type BlokComponent,
  type BlokProps,
  Bloks,
  BlokView,
  cx,
} from "./registry";
export { CONTENT_ELEMENT_ID, isPageStory, PAGE_CONTENT_TYPES, StoryContent } from "./story-content";
export { type PageTemplate, readTemplate } from "./templates";
