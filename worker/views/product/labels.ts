/** Interface texts of the product and formulation pages, in the two path languages. */

import type { PathLang } from "../../../shared/context";

/** Picks the label of the path language from an `{ en, de }` pair. */
export const pick = (lang: PathLang, label: { en: string; de: string }): string => label[lang];

export const UI = {
  onThisPage: { en: "On this page", de: "Auf dieser Seite" },
  identification: { en: "Identification", de: "Identifikation" },
  crossReferences: { en: "Related", de: "Verweise" },
  plants: { en: "Production Plants", de: "Produktionsstandorte" },
  downloads: { en: "Downloads", de: "Downloads" },
  safetyDataSheets: { en: "Safety Data Sheets", de: "Sicherheitsdatenblätter" },
  safetyDataSheet: { en: "safety data sheet", de: "Sicherheitsdatenblatt" },
  contacts: { en: "Contacts", de: "Ansprechpartner" },
  packaging: { en: "Packaging", de: "Verpackung" },
  articles: { en: "Articles", de: "Artikel" },
  region: { en: "Region", de: "Region" },
  status: { en: "Status", de: "Status" },
  remark: { en: "Remark", de: "Hinweis" },
  yes: { en: "Yes", de: "Ja" },
  no: { en: "No", de: "Nein" },
  loading: { en: "Loading…", de: "Wird geladen…" },
  sheetsUnavailable: {
    en: "Safety data sheets are not available at the moment. Please try again later or contact us.",
    de: "Sicherheitsdatenblätter sind im Moment nicht verfügbar. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns.",
  },
  relatedUnavailable: {
    en: "This information is not available at the moment.",
    de: "Diese Informationen sind im Moment nicht verfügbar.",
  },
  noSheets: {
    en: "No safety data sheets are published for this product.",
    de: "Für dieses Produkt sind keine Sicherheitsdatenblätter veröffentlicht.",
  },
  none: { en: "None listed.", de: "Keine angegeben." },
  property: { en: "Property", de: "Eigenschaft" },
  value: { en: "Value", de: "Wert" },
  testMethod: { en: "Test method", de: "Prüfmethode" },
  seeSheets: { en: "See safety data sheets", de: "Siehe Sicherheitsdatenblätter" },
  internalOnly: { en: "Internal", de: "Intern" },
  language: { en: "Language", de: "Sprache" },
  version: { en: "Version", de: "Version" },
  issued: { en: "Issued", de: "Ausgestellt" },
  material: { en: "Material", de: "Material" },
  capacity: { en: "Capacity", de: "Fassungsvermögen" },
  unApproved: { en: "UN approved", de: "UN-zugelassen" },
  articleNumber: { en: "SAP article", de: "SAP-Artikel" },
  packSize: { en: "Pack size", de: "Gebindegröße" },
  plant: { en: "Plant", de: "Standort" },
  email: { en: "Email", de: "E-Mail" },
  phone: { en: "Phone", de: "Telefon" },
  documentPages: { en: "Pages of downloads", de: "Seiten der Downloads" },
  previous: { en: "Previous", de: "Zurück" },
  next: { en: "Next", de: "Weiter" },
  page: { en: "Page", de: "Seite" },
  of: { en: "of", de: "von" },
  showing: { en: "Showing", de: "Angezeigt:" },
  moreDocuments: { en: "more in Downloads", de: "weitere unter Downloads" },
  noDocumentsOnPage: {
    en: "No documents on this page any more.",
    de: "Auf dieser Seite sind keine Dokumente mehr.",
  },
  sheetPages: { en: "Pages of safety data sheets", de: "Seiten der Sicherheitsdatenblätter" },
  noSheetsOnPage: {
    en: "No safety data sheets on this page any more.",
    de: "Auf dieser Seite sind keine Sicherheitsdatenblätter mehr.",
  },
  firstSheets: { en: "First page of safety data sheets", de: "Erste Seite der Sicherheitsdatenblätter" },
  firstDocuments: { en: "First page of downloads", de: "Erste Seite der Downloads" },
} as const;

/**
 * The document types of the catalogue's assets (`AssetType`, written in
 * English in every index) as a German page names them. A type not listed
 * here is shown as the data writes it.
 */
const ASSET_TYPES: Readonly<Record<string, { en: string; de: string }>> = {
  "Technical Data Sheet": { en: "Technical Data Sheet", de: "Technisches Datenblatt" },
  "Safety Data Sheet": { en: "Safety Data Sheet", de: "Sicherheitsdatenblatt" },
  Certificate: { en: "Certificate", de: "Zertifikat" },
  Brochure: { en: "Brochure", de: "Broschüre" },
  "Restricted Document": { en: "Restricted Document", de: "Vertrauliches Dokument" },
  Document: { en: "Document", de: "Dokument" },
};

export function assetTypeName(type: string, lang: PathLang): string {
  const known = Object.hasOwn(ASSET_TYPES, type) ? ASSET_TYPES[type] : undefined;
  return known ? pick(lang, known) : type;
}
