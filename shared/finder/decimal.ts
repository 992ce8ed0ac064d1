/**
 * Range bounds as the finder reads them, written without a validation
 * library: the island checks what is typed with the same rule as the state
 * (`state.ts`), and the island's bundle must stay small.
 */
const DECIMAL = /^-?(\d{1,12}(\.\d{0,6})?|\.\d{1,6})(e[-+]?\d{1,2})?$/i;

/**
 * A number as a number field sends it: `-12.5`, and also `.5` and `1e3`,
 * which such a field accepts; undefined for anything else. Only numbers the
 * state writes back in a form it reads again (`String(n)`) are taken, so
 * links and the tool API agree with the page; `-0` is 0.
 */
export function readDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const n = Number(trimmed) + 0;
  return Number.isFinite(n) && Math.abs(n) < 1e12 && DECIMAL.test(String(n)) ? n : undefined;
}

/** What a page says about a range it cannot apply (a minimum above its maximum). */
export function rangeNotice(label: string, min: number, max: number): string {
  return `${label}: the minimum (${min}) is above the maximum (${max}). Enter a minimum that is not above the maximum; this range is not applied.`;
}

/** Said of a range bound the finder cannot use, as typed or as a link wrote it. */
export function unusableBoundNotice(label: string, bound: "min" | "max"): string {
  return `${label}: the ${bound === "min" ? "minimum" : "maximum"} is not a number the finder can use; it was not applied.`;
}
