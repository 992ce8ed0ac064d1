/**
 * How long a tool's load may take before its status says the search is slow:
 * a normal one takes well under a second, and the server gives up at its
 * backend deadline (10 s), so this leaves the visitor the news in between.
 */
export const SLOW_LOAD_MS = 4000;
