/**
 * Worker bindings that point every backend at an emulator base URL. Used by the
 * workerd test tier (and by the e2e harness) so tests read the same demo
 * catalogue as `npm start`, on a port of their own.
 */
export function demoBindings(emulatorBase: string): Record<string, string> {
  return {
    STORYBLOK_TOKEN: "demo-published",
    STORYBLOK_PREVIEW_TOKEN: "demo-preview",
    STORYBLOK_API_URL: `${emulatorBase}/storyblok/v2`,
    SEARCH_PUBLIC_URL: `${emulatorBase}/search/public`,
    SEARCH_PUBLIC_KEY: "demo-public-key",
    SEARCH_INTRANET_URL: `${emulatorBase}/search/intranet`,
    SEARCH_INTRANET_KEY: "demo-intranet-key",
    DATASHEET_API_URL: `${emulatorBase}/datasheets`,
    PRODUCT_CONNECTOR_URL: `${emulatorBase}/connector`,
    STORYBLOK_WEBHOOK_SECRET: "demo-webhook-secret",
    INTRANET_GATE: "off",
    LOG_LEVEL: "error",
  };
}
