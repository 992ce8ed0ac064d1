import { NO_DATA_TEXT } from "../../../shared/finder/answer";
import type { FlowAnswer } from "../../../shared/finder/flow-answer";
import { FlowFilters, type FlowFiltersProps } from "./FlowFilters";
import { FlowResults } from "./FlowResults";
import { Pagination } from "./Pagination";
import { withParam } from "./tool-url";

/** The filters' form settings come as the filters take them; the filters' own id base is made from `idBase`. */
interface FlowOutcomeProps
  extends Pick<FlowFiltersProps, "stepKeys" | "prefix" | "idBase" | "action" | "carried" | "href" | "onGo" | "read"> {
  /** The answer on the result step. */
  answer: FlowAnswer;
  dataLanguage?: string | undefined;
  /** Link that shows a result's products in the product compare; absent when the page has none. */
  compareHref?: ((ids: string[]) => string) | undefined;
}

/** The flow's result step: its filter where it has one, the results (or that there are none), their pages. */
export function FlowOutcome({ answer, idBase, href, onGo, dataLanguage, compareHref, ...form }: FlowOutcomeProps) {
  const { query } = answer;
  const pageQuery = (page: number) => withParam(query, "page", page > 1 ? String(page) : undefined);
  return (
    <>
      {answer.filters && (
        <FlowFilters
          key={query}
          {...form}
          filters={answer.filters}
          query={query}
          idBase={`${idBase}-filters`}
          href={href}
          onGo={onGo}
        />
      )}
      {answer.results.length === 0 ? (
        <p className="finder__empty">{NO_DATA_TEXT}</p>
      ) : (
        <FlowResults
          results={answer.results}
          {...(dataLanguage ? { dataLanguage } : {})}
          {...(compareHref ? { compareHref } : {})}
        />
      )}
      <Pagination
        page={answer.page}
        pages={answer.pages}
        href={(page) => href(pageQuery(page))}
        onPage={(page) => onGo(pageQuery(page))}
        name={{ titleId: `${idBase}-title`, part: "pages" }}
      />
    </>
  );
}
