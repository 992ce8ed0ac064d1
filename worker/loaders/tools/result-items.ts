/**
 * Search documents turned into what a result list shows. Done on the server
 * so the island stays small and never needs the document shapes.
 */

import { displayedField } from "../../../shared/catalogue/displayed-value";
import type {
  ArticleDocument,
  AssetDocument,
  ContactDocument,
  FormulationDocument,
  ProductDocument,
} from "../../../shared/catalogue/documents";
import { COMMON_BLACKLIST } from "../../../shared/catalogue/product-attributes";
import { asLang } from "../../../shared/context";
import type { ResultAction, ResultFact, ResultItem } from "../../../shared/finder/answer";
import { labelFromSlug } from "../../../shared/finder/facet-model";
import { languageNameOf } from "../../../shared/language-names";
import { isNewFormulation } from "../../../shared/search/new-formulation";
import { spaceLongSlashWords } from "../../../shared/text-rules";

export interface ItemContext {
  site: string;
  lang: string;
  /** The data's language where the context switch asked another than the page's: names the catalogue gives follow it. */
  dataLang?: string;
  today: Date;
  /** Display labels of referenced ids (plants, products). */
  labels?: Record<string, string>;
}

const PLACEHOLDERS = new Set(COMMON_BLACKLIST.map((entry) => entry.toLowerCase()));

/** The values worth showing: empty values and "no value" placeholders left out, long slash words spaced. */
const present = (...values: (string | number | null | undefined)[]): string[] =>
  values
    .filter((v): v is string | number => v !== null && v !== undefined && String(v).trim() !== "")
    .map(String)
    .filter((v) => !PLACEHOLDERS.has(v.trim().toLowerCase()))
    .map(spaceLongSlashWords);

/** A value after a word of the tool's own (`CAS 50-00-0`), when the value is worth showing. */
const labelled = (label: string, value: string | number | null | undefined): ResultFact[] =>
  present(value).map((shown) => ({ label, value: shown }));

const withUnit = (value: unknown, unit: unknown) =>
  typeof value === "number" || (typeof value === "string" && value !== "")
    ? `${value}${typeof unit === "string" && unit ? ` ${unit}` : ""}`
    : undefined;

export function productItem(doc: Partial<ProductDocument>, ctx: ItemContext): ResultItem {
  // Every value a card shows follows the display rules of its attribute: no "n/a", no "CAS .".
  const shown = (field: string) => displayedField(doc as Record<string, unknown>, field, ctx.lang);
  const cas = shown("AT_CASNumber_Value");
  const flashPoint = shown("AT_FlashPoint_Value");
  return {
    id: String(doc.ID),
    title: spaceLongSlashWords(doc.Name ?? String(doc.ID)),
    href: `/pim/fragment/${ctx.site}/${ctx.lang}/product/${doc.ID}`,
    meta: [
      ...present(doc.AT_Brand ? labelFromSlug(doc.AT_Brand) : undefined, shown("AT_ProductType_Value")),
      ...labelled("CAS", cas),
      ...labelled("Flash point", flashPoint ? withUnit(flashPoint, doc.AT_FlashPoint_Unit) : undefined),
    ],
    comparable: true,
  };
}

export function formulationItem(doc: Partial<FormulationDocument>, ctx: ItemContext): ResultItem {
  const isNew = isNewFormulation(doc.AT_FirstPublicationDate, ctx.today);
  return {
    id: String(doc.ID),
    title: spaceLongSlashWords(doc.Name ?? String(doc.ID)),
    href: `/pim/fragment/${ctx.site}/${ctx.lang}/formulation/${doc.ID}`,
    meta: [
      ...present(doc.AT_FormulationCode),
      ...labelled("First published", doc.AT_FirstPublicationDate?.slice(0, 10)),
    ],
    ...(doc.AT_Description ? { description: spaceLongSlashWords(doc.AT_Description) } : {}),
    ...(isNew ? { badge: "New" } : {}),
  };
}

/** A contact's name with its academic title, which the index's `Name` already carries for some records. */
function contactName(doc: Partial<Pick<ContactDocument, "AT_Title" | "Name">>): string {
  const name = doc.Name?.trim() ?? "";
  const title = doc.AT_Title?.trim() ?? "";
  if (!title || name === title || name.startsWith(`${title} `)) return name || title;
  return present(title, name).join(" ");
}

export function contactItem(doc: Partial<ContactDocument>, _ctx: ItemContext): ResultItem {
  const actions: ResultAction[] = [];
  if (doc.AT_Email) actions.push({ kind: "mail", href: `mailto:${doc.AT_Email}`, label: doc.AT_Email });
  if (doc.AT_Phone)
    actions.push({ kind: "phone", href: `tel:${doc.AT_Phone.replace(/[^\d+]/g, "")}`, label: doc.AT_Phone });
  return {
    id: String(doc.ID),
    title: contactName(doc) || String(doc.ID),
    meta: present(doc.AT_JobTitle, doc.AT_Company, doc.AT_City, (doc.AT_Areas ?? []).join(", ")),
    actions,
  };
}

/** A file size as the catalogue writes sizes elsewhere: `310 kB`, `1.4 MB` (1024 kB to the MB). */
export function fileSize(kilobytes: number): string {
  if (kilobytes < 1000) return `${Math.max(1, Math.round(kilobytes))} kB`;
  return `${(kilobytes / 1024).toFixed(1)} MB`;
}

export function downloadItem(doc: Partial<AssetDocument>, ctx: ItemContext): ResultItem {
  const href = doc.AT_Url ?? "";
  return {
    id: String(doc.ID),
    title: spaceLongSlashWords(doc.Name ?? String(doc.ID)),
    meta: present(
      doc.AT_SubTypeMerged || doc.AssetType,
      // Stored as English names; named in the data's language, as the filter beside them.
      (doc.AT_AssetLanguage ?? []).map((name) => languageNameOf(name, asLang(ctx.dataLang ?? ctx.lang))).join(", "),
      typeof doc.AT_FileSizeKB === "number" ? fileSize(doc.AT_FileSizeKB) : undefined,
    ),
    ...(href ? { actions: [{ kind: "download" as const, href, label: `Download ${doc.AT_FileName ?? "PDF"}` }] } : {}),
  };
}

export function articleItem(doc: Partial<ArticleDocument>, ctx: ItemContext): ResultItem {
  const labels = ctx.labels ?? {};
  return {
    id: String(doc.ID),
    title: spaceLongSlashWords(doc.Name ?? String(doc.ID)),
    ...(doc.AT_ProductId ? { href: `/pim/fragment/${ctx.site}/${ctx.lang}/product/${doc.AT_ProductId}` } : {}),
    meta: [
      ...labelled("SAP", doc.AT_SAPArticleNumber),
      ...present(
        withUnit(doc.AT_PackSize_Value, doc.AT_PackSize_Unit),
        doc.AT_PlantId ? labels[doc.AT_PlantId] : undefined,
      ),
    ],
  };
}

type ItemMapper = (doc: Record<string, unknown>, ctx: ItemContext) => ResultItem;

/** Result item mapper by tool name. */
export const ITEM_MAPPERS: Readonly<Record<string, ItemMapper>> = {
  products: productItem as ItemMapper,
  formulations: formulationItem as ItemMapper,
  contacts: contactItem as ItemMapper,
  downloads: downloadItem as ItemMapper,
  items: articleItem as ItemMapper,
};
