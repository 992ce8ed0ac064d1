import StoryblokClient, { type ISbResponse } from "storyblok-js-client";
import type { ContentVersion } from "../../../shared/context";
import type { Logger } from "../../logger";
import type { StoryCache } from "./story-cache";

/** Sent with every content API request so the provider can tell who calls. */
export const AGENT_NAME = "edge-product-catalogue";
export const AGENT_VERSION = "0.1.0";

/** Spec section 9: 5 requests per second, 3 with an OAuth token, in a 1-second window. */
export const RATE_LIMIT = 5;
export const OAUTH_RATE_LIMIT = 3;
export const RETRY_DELAY_MS = 300;
export const MAX_RETRIES = 10;
export const RATE_LIMIT_LOG = "Hit rate limit. Retrying in 0.3 seconds.";

export interface ClientOptions {
  apiUrl: string;
  accessToken: string;
  oauthToken: string | undefined;
  version: ContentVersion;
  cache: StoryCache;
  logger: Logger;
  fetch?: typeof fetch;
}

/** An OAuth token means the v1 API (spec section 6); the configured base names v2. */
export function endpointFor(apiUrl: string, oauthToken: string | undefined): string {
  const base = apiUrl.replace(/\/+$/, "");
  return oauthToken ? base.replace(/\/v2$/, "/v1") : base;
}

/**
 * One storyblok-js-client per content service. Its throttle lives on the
 * instance, so the rate limit holds per request that owns the service; the
 * 429 retry path covers what the window does not.
 */
export function createStoryblokClient(options: ClientOptions): StoryblokClient {
  const { logger } = options;
  return new StoryblokClient({
    accessToken: options.accessToken,
    ...(options.oauthToken ? { oauthToken: options.oauthToken } : {}),
    endpoint: endpointFor(options.apiUrl, options.oauthToken),
    version: options.version,
    rateLimit: options.oauthToken ? OAUTH_RATE_LIMIT : RATE_LIMIT,
    maxRetries: MAX_RETRIES,
    retriesDelay: RETRY_DELAY_MS,
    timeout: 0,
    headers: { "SB-Agent": AGENT_NAME, "SB-Agent-Version": AGENT_VERSION },
    cache: { type: "custom", custom: options.cache, clear: "auto" },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    responseInterceptor: (response: ISbResponse) => {
      if (response.status === 429) logger.warn(RATE_LIMIT_LOG, { status: 429 });
      // The API contract counts 200-206 as success; the library only passes 200 on.
      if (response.status > 200 && response.status <= 206) return { ...response, status: 200 };
      return response;
    },
  });
}
