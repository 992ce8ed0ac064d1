import type { Story } from "./content";

/** The area's chrome stories as a page's route loaded them (`loaders/site-chrome.ts`), for the renderer. */
export interface SiteChromeStories {
  navbar: Story | null;
  footer: Story | null;
  /** The extra stories asked for with the chrome, by the slug asked (null when absent). */
  extra: ReadonlyMap<string, Story | null>;
  /**
   * Set when the content service could not answer (and no cached copy was
   * usable): navbar, footer and extras are then null because they are
   * unknown, not because they are absent. A page should answer 503 rather
   * than render (and let the page cache keep) a page without them.
   */
  failure?: unknown;
}
