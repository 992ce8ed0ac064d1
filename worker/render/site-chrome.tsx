import type { ReactNode } from "react";
import type { SiteChromeStories } from "../loaders/site-chrome";
import type { Logger } from "../logger";
import { Footer, Navbar } from "../views/blocks/index";

export interface ChromeNodes {
  navbar: ReactNode | undefined;
  footer: ReactNode | undefined;
}

/** The area's navbar and footer as server components; an absent story leaves the layout's default. */
export function renderSiteChrome(
  stories: SiteChromeStories,
  where: { site: string; lang: string; currentPath: string; logger: Logger },
): ChromeNodes {
  return {
    navbar: stories.navbar ? (
      <Navbar
        story={stories.navbar}
        site={where.site}
        lang={where.lang}
        currentPath={where.currentPath}
        logger={where.logger}
      />
    ) : undefined,
    footer: stories.footer ? (
      <Footer story={stories.footer} site={where.site} lang={where.lang} logger={where.logger} />
    ) : undefined,
  };
}
