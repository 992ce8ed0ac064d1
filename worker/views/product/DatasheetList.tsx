import { use } from "react";
import type { PathLang } from "../../../shared/context";
import { languageName } from "../../../shared/language-names";
import type { Datasheet } from "../../model/product";
import { fileHref, formatDate, languageTag } from "./format";
import { pick, UI } from "./labels";
import { TableScroll } from "./TableScroll";

/**
 * Safety data sheets, streamed after the shell: the data-sheet service may
 * retry for seconds, and the page must not wait for it. A failure shows a
 * polite note (the service client has logged it).
 */
export function DatasheetList({
  datasheets,
  lang,
  storageBase,
}: {
  datasheets: Promise<Datasheet[] | null>;
  lang: PathLang;
  storageBase: string;
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
  const sorted = [...sheets].sort((a, b) => a.region.localeCompare(b.region) || a.language.localeCompare(b.language));
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
          {sorted.map((sheet) => {
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
