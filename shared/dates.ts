const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date as the page's reader writes it: `2026-03-01` on English pages (the
 * one form every reader of the en-us context reads alike), `01.03.2026` on
 * German ones. Text that is not a date is returned as it is.
 */
export function pageDate(value: string, lang: string): string {
  // Only the ISO dates the catalogue's data carries: `new Date` would read "2023" or "see SDS 2" as dates too.
  if (!ISO_DATE.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const iso = date.toISOString().slice(0, 10);
  if (lang !== "de") return iso;
  const [year, month, day] = iso.split("-");
  return `${day}.${month}.${year}`;
}
