import { followInPlace } from "./in-place";
import { namedBy, type TitlePart, TitlePartText } from "./title-part";

interface PaginationProps {
  page: number;
  pages: number;
  /** Link of a page: works without script. */
  href: (page: number) => string;
  onPage: (page: number) => void;
  /** Name of the navigation landmark, the tool's title and "pages": unique per page when several tools share it. */
  name?: TitlePart;
}

/** Pages around the current one, with the first and the last. */
export function pageWindow(page: number, pages: number): number[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  return [...shown].sort((a, b) => a - b);
}

export function Pagination({ page, pages, href, onPage, name }: PaginationProps) {
  if (pages <= 1) return null;
  const go = (target: number) => followInPlace(() => onPage(target));
  const list = pageWindow(page, pages);
  return (
    <nav className="finder__pagination" {...(name ? namedBy(name) : { "aria-label": "Pagination" })}>
      {name ? <TitlePartText {...name} /> : null}
      <ul>
        {page > 1 && (
          <li>
            <a href={href(Math.min(page - 1, pages))} onClick={go(Math.min(page - 1, pages))} rel="prev">
              Previous
            </a>
          </li>
        )}
        {list.map((p, i) => (
          <li key={p}>
            {i > 0 && p - (list[i - 1] ?? p) > 1 && <span aria-hidden="true">… </span>}
            <a href={href(p)} onClick={go(p)} aria-current={p === page ? "page" : undefined} aria-label={`Page ${p}`}>
              {p}
            </a>
          </li>
        ))}
        {page < pages && (
          <li>
            <a href={href(page + 1)} onClick={go(page + 1)} rel="next">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
