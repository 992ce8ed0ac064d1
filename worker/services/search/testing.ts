import { type Config, loadConfig } from "../../config";

/** Bindings as wrangler.toml provides them (every var present, blank when unset). For tests. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const blank = Object.fromEntries(
    [
      "STORYBLOK_PREVIEW_TOKEN",
      "STORYBLOK_API_URL",
      "STORYBLOK_REGION",
      "STORYBLOK_OAUTH_TOKEN",
      "STORYBLOK_WEBHOOK_SECRET",
      "SEARCH_API_VERSION",
      "INTRANET_ACCESS_TEAM_DOMAIN",
      "INTRANET_ACCESS_AUD",
      "INTRANET_GATE",
      "PARENT_ORIGINS",
      "LOG_LEVEL",
    ].map((k) => [k, ""]),
  );
  return loadConfig({
    ...blank,
    STORYBLOK_TOKEN: "t",
    SEARCH_PUBLIC_URL: "https://public.search.test",
    SEARCH_PUBLIC_KEY: "public-secret",
    SEARCH_INTRANET_URL: "https://intranet.search.test/",
    SEARCH_INTRANET_KEY: "intranet-secret",
    DATASHEET_API_URL: "https://datasheets.test/",
    PRODUCT_CONNECTOR_URL: "https://connector.test",
    ...overrides,
  });
}
