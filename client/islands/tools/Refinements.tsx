import type { Refinement } from "../../../shared/finder/refinements";
import { followInPlace } from "./in-place";

interface RefinementsProps {
  items: Refinement[];
  clearQuery: string;
  /** The page URL for a bare query of this finder (other tools' parameters kept). */
  href: (query: string) => string;
  /** Shows a bare query in place; without script the links are followed. */
  onGo: (query: string) => void;
  idBase: string;
  /** The data's language where it is not the tools' English: values from the data carry it. */
  dataLanguage?: string | undefined;
}

/** The active refinements as links that remove one, and Clear all. */
export function Refinements({ items, clearQuery, href, onGo, idBase, dataLanguage }: RefinementsProps) {
  if (items.length === 0) return null;
  const go = (query: string) => followInPlace(() => onGo(query));
  return (
    <div className="finder__refinements">
      <p id={`${idBase}-label`} className="finder__refinements-label">
        Active filters
      </p>
      <ul aria-labelledby={`${idBase}-label`}>
        {items.map((item) => (
          <li key={`${item.label}=${item.value}`}>
            <a className="finder__chip" href={href(item.query)} onClick={go(item.query)}>
              {/* Named by its text, so the value keeps its language: "Remove filter Brand: Dabco". */}
              <span className="visually-hidden">Remove filter </span>
              {`${item.label}: `}
              <span lang={item.fromData ? dataLanguage : undefined}>{item.value}</span>
              <span aria-hidden="true"> ×</span>
            </a>
          </li>
        ))}
        <li>
          <a className="finder__clear" href={href(clearQuery)} onClick={go(clearQuery)}>
            Clear all
          </a>
        </li>
      </ul>
    </div>
  );
}
