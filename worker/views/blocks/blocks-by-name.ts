import { TOOL_BLOCK_COMPONENTS } from "../tools/blocks";
import type { BlokComponent } from "./blok-props";
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
import { TemplateBlock } from "./templates";

/**
 * Every component name of the content space and the block that renders it:
 * content blocks and tool blocks. A Map, so a component named like an
 * object property (`constructor`) is an unknown block, not a function of Object.
 */
export const BLOCKS: ReadonlyMap<string, BlokComponent> = new Map(
  Object.entries({
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
    ...TOOL_BLOCK_COMPONENTS,
  }),
);
