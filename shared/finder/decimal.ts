/**
 * Range bounds as the finder reads them, written without a validation
 * library: the island checks what is typed with the same rule as the state
 * (`state.ts`), and the island's bundle must stay small. The fields are text
 * with a decimal keypad, not number fields: a number field in an English
 * browser drops a typed comma, so `1,1` became 11 without a word.
 */
const DECIMAL = /^-?(\d{1,12}(\.\d{0,6})?|\.\d{1,6})(e[-+]?\d{1,2})?$/i;

/** A decimal comma, as German writes `1,5` or `0,965`: one comma, no point. */
const DECIMAL_COMMA = /^(-?\d{0,12}),(\d{1,6})$/;

/**
 * `1,000` or `12,500`: a thousands separator in English, a decimal comma in
 * German. Such a bound is refused with a notice rather than read either way;
 * `0,125` and `1234,567` can only be decimals and are read.
 */
const THOUSANDS_OR_DECIMAL = /^-?[1-9]\d{0,2},\d{3}$/;

/**
 * A number as a visitor types it or a link carries it: `-12.5`, `.5` and
 * `1e3`, and a decimal comma (`1,5`); undefined for anything else. Only
 * numbers the state writes back in a form it reads again (`String(n)`, with a
 * point) are taken, so links and the tool API agree with the page; `-0` is 0.
 */
export function readDecimal(text: string): number | undefined {
  const typed = text.trim();
  if (THOUSANDS_OR_DECIMAL.test(typed)) return undefined;
  const comma = DECIMAL_COMMA.exec(typed);
  const trimmed = comma ? `${comma[1]}.${comma[2]}` : typed;
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
  return `${label}: the ${bound === "min" ? "minimum" : "maximum"} is not a number the finder can use; it was not applied. Write a number without thousands separators, such as 1500 or 1.5 (1,5).`;
}
