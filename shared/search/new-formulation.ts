/** Months a formulation counts as new after its first publication (spec section 9). */
export const NEW_FORMULATION_MONTHS = 6;

/** `date` moved back by whole calendar months, clamped to the end of a shorter month. */
function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * A formulation is new when its first publication date lies within the last
 * 6 months of `today` (inclusive). A missing, invalid or future date is not new.
 */
export function isNewFormulation(firstPublicationDate: string | null | undefined, today: Date): boolean {
  if (!firstPublicationDate) return false;
  const published = new Date(firstPublicationDate);
  if (Number.isNaN(published.getTime())) return false;
  return published.getTime() <= today.getTime() && published >= monthsBefore(today, NEW_FORMULATION_MONTHS);
}
