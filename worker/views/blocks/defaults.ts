import { FooterBlock, FooterColumnBlock, NavbarBlock, NavItemBlock } from "./chrome";
import {
  AccordionBlock,
  AccordionItemBlock,
  ButtonBlock,
  FeatureItemBlock,
  FeatureListBlock,
  HeroBlock,
  ImageBlock,
  QuoteBlock,
  RichTextBlock,
  TeaserBlock,
} from "./content-blocks";
import { ContactCardBlock, DownloadItemBlock, DownloadListBlock } from "./downloads-contacts";
import { GridBlock, PageBlock, SectionBlock } from "./layout-blocks";
import { type BlokComponent, blockRegistry } from "./registry";
import { TemplateBlock } from "./templates";
import { TOOL_BLOCKS, ToolPlaceholderBlock } from "./tool-placeholder";

/** Every component name of the demo space and the block that renders it. */
export const DEFAULT_BLOCKS: Record<string, BlokComponent> = {
  page: PageBlock,
  navbar: NavbarBlock,
  footer: FooterBlock,
  "product-template": TemplateBlock,
  "formulation-template": TemplateBlock,
  section: SectionBlock,
  grid: GridBlock,
  hero: HeroBlock,
  teaser: TeaserBlock,
  "rich-text": RichTextBlock,
  image: ImageBlock,
  button: ButtonBlock,
  quote: QuoteBlock,
  "feature-list": FeatureListBlock,
  "feature-item": FeatureItemBlock,
  accordion: AccordionBlock,
  "accordion-item": AccordionItemBlock,
  "download-list": DownloadListBlock,
  "download-item": DownloadItemBlock,
  "contact-card": ContactCardBlock,
  "nav-item": NavItemBlock,
  "footer-column": FooterColumnBlock,
  ...Object.fromEntries(Object.keys(TOOL_BLOCKS).map((name) => [name, ToolPlaceholderBlock])),
};

// Registered at import; entries set later (islands) win because they run after.
for (const [name, component] of Object.entries(DEFAULT_BLOCKS)) {
  if (!blockRegistry.has(name)) blockRegistry.set(name, component);
}
