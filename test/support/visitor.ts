/**
 * The user agent of a visitor's desktop Chrome. Headless Chromium names itself
 * `HeadlessChrome` and Node's fetch `node`: the worker takes both for bots and
 * answers them the complete page at once. What tests and measurements of a
 * visitor's page (the streamed one) send instead.
 */
export const VISITOR_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
