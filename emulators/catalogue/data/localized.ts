/** A text in both language contexts of the catalogue. */
export interface Localized {
  en: string;
  de: string;
}

export const L = (en: string, de: string): Localized => ({ en, de });
