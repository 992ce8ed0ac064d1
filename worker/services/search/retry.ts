/** Attempts after the first one, and the pause between them (spec sections 7 and 9). */
export const RETRIES = 3;
export const RETRY_DELAY_MS = 2000;

/**
 * Runs `attempt` once and retries it up to `retries` times after `delayMs`,
 * on any failure. Resolves with the first success; rejects with the last
 * error when every attempt failed.
 */
export async function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  options: { retries?: number; delayMs?: number } = {},
): Promise<T> {
  const retries = options.retries ?? RETRIES;
  const delayMs = options.delayMs ?? RETRY_DELAY_MS;
  let lastError: unknown;
  for (let n = 0; n <= retries; n++) {
    if (n > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      return await attempt(n);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
