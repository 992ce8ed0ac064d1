/**
 * A document as the generator builds it: the en-us document, the fields that
 * differ in de-de, and whether only the internal audience may see it.
 */
import type { BaseDocument } from "../../shared/catalogue/documents.ts";
import type { IndexName } from "../../shared/catalogue/index-names.ts";
import type { Localized } from "./data/localized.ts";

export interface Draft<T extends BaseDocument = BaseDocument> {
  index: IndexName;
  doc: T;
  de: Partial<T>;
  internalOnly: boolean;
}

export function draft<T extends BaseDocument>(
  index: IndexName,
  doc: T,
  de: Partial<T> = {},
  internalOnly = false,
): Draft<T> {
  return { index, doc, de, internalOnly };
}

/** Splits localized fields into the en document part and the de override part. */
export function split<K extends string>(
  fields: Record<K, Localized>,
): { en: Record<K, string>; de: Record<K, string> } {
  const en = {} as Record<K, string>;
  const de = {} as Record<K, string>;
  for (const key of Object.keys(fields) as K[]) {
    en[key] = fields[key].en;
    de[key] = fields[key].de;
  }
  return { en, de };
}
