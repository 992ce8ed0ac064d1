import { pageWindow } from "../../../client/islands/tools/Pagination";
import { DOCUMENTS_PARAM, documentsQuery } from "../../../shared/catalogue/documents-paging";
import type { PathLang } from "../../../shared/context";
import { pick, UI } from "./labels";

/**
 * Links to the other pages of a product's downloads (or its safety data sheets): plain addresses of the
 * page itself (`?documents=N`, page 1 without it), so they work without
 * script, each a page of its own in the page cache; the fragment brings the
 * visitor back to the downloads rather than the top of a long page. The
 * window of pages is the finders' (first, last and those beside the current).
 */
export function DocumentsPagination({
  page,
  pages,
  path,
  lang,
  param = DOCUMENTS_PARAM,
  section = "downloads",
  label = UI.documentPages,
}: {
  page: number;
  pages: number;
  /** The product page's canonical path. */
  path: string;
  lang: PathLang;
  /** The query parameter of this list's pages, and the section it is in. */
  param?: string;
  section?: string;
  /** The navigation landmark's name: unique on the page. */
  label?: { en: string; de: string };
}) {
  if (pages <= 1) return null;
  const href = (n: number) => `${path}${documentsQuery(n, param)}#${section}`;
  const list = pageWindow(page, pages);
  return (
    <nav className="documents-pagination" aria-label={pick(lang, label)}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              {pick(lang, UI.previous)}
            </a>
          </li>
        ) : null}
        {list.map((p, i) => (
          <li key={p}>
            {i > 0 && p - (list[i - 1] ?? p) > 1 ? <span aria-hidden="true">… </span> : null}
            <a
              href={href(p)}
              aria-current={p === page ? "page" : undefined}
              aria-label={`${pick(lang, UI.page)} ${p} ${pick(lang, UI.of)} ${pages}`}
            >
              {p}
            </a>
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {pick(lang, UI.next)}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
