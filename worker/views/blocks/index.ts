import "./defaults";

export { Footer, Navbar } from "./chrome";
export { BlockContext, type BlockContextValue, useBlockContext } from "./context";
export { DEFAULT_BLOCKS } from "./defaults";
export { EDITOR_NOTICE_TEXT, EditorNotice } from "./EditorNotice";
export { editableAttributes, OUTLINE_CLASS } from "./editable";
export {
  type BlokAttrs,
  type BlokComponent,
  type BlokProps,
  Bloks,
  BlokView,
  blockRegistry,
  cx,
  registerBlock,
} from "./registry";
export { CONTENT_ELEMENT_ID, isPageStory, PAGE_CONTENT_TYPES, StoryContent } from "./story-content";
export { type PageTemplate, readTemplate } from "./templates";
export { TOOL_BLOCKS, type ToolBlockName, ToolPlaceholderBlock } from "./tool-placeholder";
