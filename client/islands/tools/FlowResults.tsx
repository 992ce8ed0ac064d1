import type { FlowResult } from "../../../shared/finder/flow-answer";
import { plainText } from "../../../shared/text-rules";
import { InlineText } from "../inline-text";
import { writeCompare } from "./compare-store";
import { followInPlace } from "./in-place";
import { ResultMeta } from "./ResultMeta";

interface FlowResultsProps {
  results: FlowResult[];
  /** Link that shows a result's products in the product compare; absent when the page has none. */
  compareHref?: (ids: string[]) => string;
  /** The data's language where it is not the tools' English: the facts' values carry it. */
  dataLanguage?: string;
}

/** The result step: each recommendation with its ranked products and facts. */
export function FlowResults({ results, compareHref, dataLanguage }: FlowResultsProps) {
  return (
    <ul className="finder__results">
      {results.map((result) => {
        const ids = result.picks.map((pick) => pick.productId).filter((id): id is string => !!id);
        return (
          <li key={result.id} className="finder__result flow__result">
            <h4 className="finder__result-title">
              <InlineText text={result.title} />
            </h4>
            <ResultMeta meta={result.meta} dataLanguage={dataLanguage} />
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
                <a href={compareHref(ids)} onClick={followInPlace(() => compareInPlace(ids))}>
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

/** Shows the products in the page's product compare: the selection written (a history entry), the compare in view. */
function compareInPlace(ids: string[]): void {
  writeCompare(ids, "push");
  const target = document.getElementById("product-compare");
  target?.scrollIntoView();
  target?.querySelector("h2")?.setAttribute("tabindex", "-1");
  target?.querySelector<HTMLElement>("h2")?.focus();
}
