/**
 * A product value as any view shows it (finder cards, page headers, the
 * compare table): the display rules of spec section 4 (empty and blacklisted
 * values hidden) and one spelling per boolean (section 5: Yes, yes and true
 * are true).
 */
import { displayAttribute } from "../search/attribute-display";
import { isTrueFacetValue } from "../search/facets";
import { PRODUCT_ATTRIBUTES, type ProductAttribute } from "./product-attributes";

const BY_VALUE_FIELD = new Map(PRODUCT_ATTRIBUTES.flatMap((a) => (a.valueField ? [[a.valueField, a] as const] : [])));

/** Words for the two boolean values, in the page's language. */
export const BOOLEAN_WORDS: Readonly<Record<"en" | "de", { yes: string; no: string }>> = {
  en: { yes: "Yes", no: "No" },
  de: { yes: "Ja", no: "Nein" },
};

/** The attribute whose value lives in `field`, e.g. `AT_CASNumber_Value`. */
export function attributeOfField(field: string): ProductAttribute | undefined {
  return BY_VALUE_FIELD.get(field);
}

/**
 * The text shown for an attribute's value, or undefined when the rules hide
 * it. Lists are joined with commas; booleans read Yes or No; no unit here.
 */
export function displayedText(attribute: ProductAttribute, raw: unknown, lang: string): string | undefined {
  const shown = displayAttribute(
    { displayType: attribute.display, blacklist: attribute.blacklist },
    raw as Parameters<typeof displayAttribute>[1],
  );
  if (!shown.visible || shown.value === null) return undefined;
  if (attribute.display === "Boolean") {
    const words = BOOLEAN_WORDS[lang === "de" ? "de" : "en"];
    return isTrueFacetValue(shown.value) ? words.yes : words.no;
  }
  const text = Array.isArray(shown.value) ? shown.value.join(", ") : String(shown.value);
  return text.trim() === "" ? undefined : text;
}

/** The unit of an attribute's value: the document's own, else the attribute's (`months`). */
export function unitOf(doc: Record<string, unknown>, attribute: ProductAttribute): string | undefined {
  const unit = attribute.unitField ? doc[attribute.unitField] : undefined;
  return typeof unit === "string" && unit.trim() ? unit : attribute.unit;
}

/** The shown text of a product document's field, by the rules of the attribute it holds. */
export function displayedField(doc: Record<string, unknown>, field: string, lang: string): string | undefined {
  const attribute = attributeOfField(field);
  const raw = doc[field];
  if (!attribute) return typeof raw === "string" && raw.trim() !== "" ? raw : undefined;
  return displayedText(attribute, raw, lang);
}
