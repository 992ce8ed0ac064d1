import type { ResultItem } from "../../../shared/finder/answer";
import { COMPARE_PARAMETER, MAX_COMPARE } from "../../../shared/finder/compare";
import { plainText } from "../../../shared/text-rules";
import { InlineText } from "../inline-text";
import { InLanguage } from "./in-language";
import { ResultMeta } from "./ResultMeta";

interface ResultListProps {
  results: ResultItem[];
  /** Ids picked for compare; undefined when the tool has no compare. */
  compare?: string[] | undefined;
  onCompare?: (id: string) => void;
  /** The note saying why a box takes no tick once the compare is full (its id). */
  compareFullNote?: string;
  /** A result's link or action was followed (1-based position). */
  onOpen?: (item: ResultItem, position: number) => void;
  idBase: string;
  /** A new answer is loading: the list shown is the one before it. */
  busy?: boolean;
  /** The results' own language where it is not the page's (`de`, `en`): their titles, lines and descriptions say so. */
  dataLanguage?: string | undefined;
}

export function ResultList({
  results,
  compare,
  onCompare,
  compareFullNote,
  onOpen,
  idBase,
  busy,
  dataLanguage,
}: ResultListProps) {
  return (
    <ul className="finder__results" aria-busy={busy || undefined}>
      {results.map((item, index) => (
        <li key={item.id} className="finder__result">
          <h3 className="finder__result-title">
            {item.href ? (
              <a href={item.href} lang={dataLanguage} onClick={() => onOpen?.(item, index + 1)}>
                <InlineText text={item.title} />
              </a>
            ) : (
              <InLanguage lang={dataLanguage}>
                <InlineText text={item.title} />
              </InLanguage>
            )}
            {item.badge && <span className="finder__badge">{item.badge}</span>}
          </h3>
          <ResultMeta meta={item.meta} dataLanguage={dataLanguage} />
          {item.description && (
            <p className="finder__description" lang={dataLanguage}>
              <InlineText text={item.description} />
            </p>
          )}
          {item.actions && item.actions.length > 0 && (
            <p className="finder__actions">
              {item.actions.map((action) => (
                <a
                  key={action.href}
                  href={action.href}
                  className={`finder__action finder__action--${action.kind}`}
                  onClick={() => onOpen?.(item, index + 1)}
                >
                  {action.kind === "mail" ? "Email: " : action.kind === "phone" ? "Phone: " : ""}
                  {action.label}
                  {/* Every result has the same download link: its result's name tells them apart when listed alone. */}
                  {action.kind === "download" && (
                    <span className="visually-hidden">
                      {dataLanguage ? (
                        <>
                          {": "}
                          <span lang={dataLanguage}>{plainText(item.title)}</span>
                        </>
                      ) : (
                        `: ${plainText(item.title)}`
                      )}
                    </span>
                  )}
                </a>
              ))}
            </p>
          )}
          {compare && item.comparable && (
            <p className="finder__compare-pick">
              <input
                type="checkbox"
                id={`${idBase}-cmp-${item.id}`}
                name={COMPARE_PARAMETER}
                value={item.id}
                checked={compare.includes(item.id)}
                disabled={!compare.includes(item.id) && compare.length >= MAX_COMPARE}
                {...(compareFullNote && !compare.includes(item.id) && compare.length >= MAX_COMPARE
                  ? { "aria-describedby": compareFullNote }
                  : {})}
                onChange={() => onCompare?.(item.id)}
              />
              <label htmlFor={`${idBase}-cmp-${item.id}`}>
                {"Compare "}
                <span className="visually-hidden" lang={dataLanguage}>
                  {plainText(item.title)}
                </span>
              </label>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
