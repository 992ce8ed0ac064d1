import { Fragment } from "react";
import type { FlowResult } from "../../../shared/finder/flow-answer";
import { plainText } from "../../../shared/text-rules";
import { InlineText } from "../inline-text";
import { InLanguage } from "./in-language";
import { inPlace } from "./in-place";

interface FlowResultsProps {
  results: FlowResult[];
  /** Link that shows a result's products in the product compare; absent when the page has none. */
  compareHref?: (ids: string[]) => string;
  onCompare?: (ids: string[]) => void;
  /** The data's language where it is not the tools' English: the facts' values carry it. */
  dataLanguage?: string;
}

/** The result step: each recommendation with its ranked products and facts. */
export function FlowResults({ results, compareHref, onCompare, dataLanguage }: FlowResultsProps) {
  return (
    <ul className="finder__results">
      {results.map((result) => {
        const ids = result.picks.map((pick) => pick.productId).filter((id): id is string => !!id);
        return (
          <li key={result.id} className="finder__result flow__result">
            <h4 className="finder__result-title">
              <InlineText text={result.title} />
            </h4>
            {result.meta.length > 0 && (
              <p className="finder__meta">
                {result.meta.map((fact, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the facts of one result keep their order
                  <Fragment key={i}>
                    {i > 0 ? " · " : null}
                    {typeof fact === "string" ? null : `${fact.label} `}
                    <InLanguage lang={dataLanguage}>
                      <InlineText text={typeof fact === "string" ? fact : fact.value} />
                    </InLanguage>
                  </Fragment>
                ))}
              </p>
            )}
            <dl className="flow__picks">
              {result.picks.map((pick) => (
                <div key={pick.rank} className="flow__pick">
                  <dt>{pick.rank}</dt>
                  {/* A recommended product's name is the data's (with its German kind on a German page). */}
                  <dd lang={dataLanguage}>
                    {pick.href ? (
                      <a href={pick.href}>
                        <InlineText text={pick.name} />
                      </a>
                    ) : (
                      <InlineText text={pick.name} />
                    )}
                  </dd>
                </div>
              ))}
              {result.facts.map((fact) => (
                <div key={fact.label} className="flow__pick">
                  <dt>{fact.label}</dt>
                  <dd lang={dataLanguage}>{fact.values.join(", ")}</dd>
                </div>
              ))}
            </dl>
            {compareHref && ids.length > 1 && (
              <p className="finder__actions">
                <a
                  href={compareHref(ids)}
                  onClick={(event) => {
                    if (!onCompare || !inPlace(event)) return;
                    event.preventDefault();
                    onCompare(ids);
                  }}
                >
                  Compare these {ids.length} products
                  <span className="visually-hidden"> ({plainText(result.title)})</span>
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
