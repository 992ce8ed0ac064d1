/** One `Server-Timing` metric: a name, an optional description and duration. */
export interface TimingEntry {
  name: string;
  description?: string;
  durationMs?: number;
}

const token = (name: string) => name.replace(/[^A-Za-z0-9!#$%&'*+.^_`|~-]/g, "-");

/** Formats metrics as a `Server-Timing` header value (RFC-style tokens, quoted descriptions). */
export function formatServerTiming(entries: readonly TimingEntry[]): string {
  return entries
    .map((e) => {
      let out = token(e.name);
      if (e.description !== undefined) out += `;desc="${e.description.replace(/["\\]/g, "")}"`;
      if (e.durationMs !== undefined) out += `;dur=${Math.max(0, Math.round(e.durationMs * 10) / 10)}`;
      return out;
    })
    .join(", ");
}

/** Adds metrics to a response's `Server-Timing`, keeping what others put there. */
export function appendServerTiming(headers: Headers, entries: readonly TimingEntry[]): void {
  if (entries.length === 0) return;
  headers.append("Server-Timing", formatServerTiming(entries));
}
