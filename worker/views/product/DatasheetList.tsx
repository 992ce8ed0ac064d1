import { use } from "react";
import {
  type DocumentsPlan,
  documentsPlan,
  documentsQuery,
  SHEETS_PARAM,
  shownRange,
} from "../../../shared/catalogue/documents-paging";
import type { PathLang } from "../../../shared/context";
import { languageName } from "../../../shared/language-names";
import type { Datasheet } from "../../model/product";
import { DocumentsPagination } from "./DocumentsPagination";
import { fileHref, formatDate, languageTag } from "./format";
import { pick, UI } from "./labels";
import { TableScroll } from "./TableScroll";

/**
 * Safety data sheets, streamed after the shell: the data-sheet service may
 * retry for seconds, and the page must not wait for it. A failure shows a
 * polite note (the service client has logged it). The service answers the
 * whole list; a product with hundreds of sheets shows one page of them
 * (`?sheets=N`) with links to the others.
 */
export function DatasheetList({
  datasheets,
  lang,
  storageBase,
  page = 1,
  perPage,
  path,
}: {
  datasheets: Promise<Datasheet[] | null>;
  lang: PathLang;
  storageBase: string;
  /** The page of sheets asked for, and how many a page shows. */
  page?: number;
  perPage: number;
  /** The product page's canonical path, which the other pages link to. */
  path: string;
}) {
  const sheets = use(datasheets);
  // `data-section` marks the settled answer (tests read the stream order by it).
  if (sheets === null) {
    return (
      <p className="note note--warning" data-section="safety-data-sheets">
        {pick(lang, UI.sheetsUnavailable)}
      </p>
    );
  }
  if (sheets.length === 0) {
    return (
      <p className="note" data-section="safety-data-sheets">
        {pick(lang, UI.noSheets)}
      </p>
    );
  }
  const sorted = [...sheets].sort(
    (a, b) =>
      a.region.localeCompare(b.region) || a.language.localeCompare(b.language) || a.fileName.localeCompare(b.fileName),
  );
  const plan: DocumentsPlan | null = documentsPlan(page > 1 ? [String(page)] : [], sorted.length, perPage);
  if (!plan) {
    return (
      <p className="note" data-section="safety-data-sheets">
        {pick(lang, UI.noSheetsOnPage)}{" "}
        <a href={`${path}${documentsQuery(1, SHEETS_PARAM)}#safety-data-sheets`}>{pick(lang, UI.firstSheets)}</a>
      </p>
    );
  }
  const shown = sorted.slice(plan.skip, plan.skip + plan.top);
  const { first, last } = shownRange(plan, shown.length);
  const number = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-US");
  return (
    <>
      {plan.pages > 1 ? (
        <p className="downloads__count" data-sheets-page={plan.page}>
          {`${pick(lang, UI.showing)} ${number.format(first)}–${number.format(last)} ${pick(lang, UI.of)} ${number.format(sorted.length)}`}
        </p>
      ) : null}
      <SheetsTable sheets={shown} lang={lang} storageBase={storageBase} />
      <DocumentsPagination
        page={plan.page}
        pages={plan.pages}
        path={path}
        lang={lang}
        param={SHEETS_PARAM}
        section="safety-data-sheets"
        label={UI.sheetPages}
      />
    </>
  );
}

function SheetsTable({ sheets, lang, storageBase }: { sheets: Datasheet[]; lang: PathLang; storageBase: string }) {
  return (
    <TableScroll label={pick(lang, UI.safetyDataSheets)}>
      <table className="data-table" data-section="safety-data-sheets">
        <thead>
          <tr>
            <th scope="col">{pick(lang, UI.region)}</th>
            <th scope="col">{pick(lang, UI.language)}</th>
            <th scope="col">{pick(lang, UI.version)}</th>
            <th scope="col">{pick(lang, UI.issued)}</th>
          </tr>
        </thead>
        <tbody>
          {sheets.map((sheet) => {
            const href = fileHref(sheet.url, storageBase);
            return (
              <tr key={`${sheet.region}-${sheet.language}-${sheet.fileName}`}>
                <td>{sheet.region}</td>
                <td>
                  {href ? (
                    // The column says "Language"; alone, a link reads as its text, so it says what it opens.
                    <a href={href} hrefLang={languageTag(sheet.language)}>
                      {languageName(sheet.language, lang)}
                      <span className="visually-hidden">
                        {`, ${pick(lang, UI.safetyDataSheet)} ${sheet.region}${/\.pdf$/i.test(sheet.fileName) ? " (PDF)" : ""}`}
                      </span>
                    </a>
                  ) : (
                    languageName(sheet.language, lang)
                  )}
                </td>
                <td>{sheet.version ?? ""}</td>
                <td>{sheet.issuedAt ? formatDate(sheet.issuedAt, lang) : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
