export { BLOCKS } from "./blocks-by-name";
export { type BlokAttrs, type BlokComponent, type BlokProps, type ContainerBlokProps, cx } from "./blok-props";
export { Footer, Navbar } from "./chrome";
export { BlockContext, type BlockContextValue, useBlockContext } from "./context";
export { EDITOR_NOTICE_HINT, EDITOR_NOTICE_TEXT, EditorNotice } from "./EditorNotice";
export { editableAttributes, OUTLINE_CLASS } from "./editable";
export { Bloks, BlokView } from "./registry";
export { CONTENT_ELEMENT_ID, isPageStory, PAGE_CONTENT_TYPES, StoryContent } from "./story-content";
export { type PageTemplate, readTemplate } from "./templates";
