import { type Browser, chromium } from "playwright-core";
import { VISITOR_USER_AGENT } from "./visitor";

/**
 * Debian's chromium with the flags that work in this sandbox (DESIGN section 10),
 * presenting a visitor's user agent in every context and page it opens.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--user-agent=${VISITOR_USER_AGENT}`,
    ],
  });
}
