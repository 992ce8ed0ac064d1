import { NO_DATA_TEXT } from "../../../shared/finder/answer";
import type { FlowAnswer } from "../../../shared/finder/flow-answer";
import { FlowFilters } from "./FlowFilters";
import { FlowResults } from "./FlowResults";
import { Pagination } from "./Pagination";
import { withParam } from "./tool-url";

interface FlowOutcomeProps {
  /** The answer on the result step. */
  answer: FlowAnswer;
  /** Every step key, in order (the filters' form keeps the answers). */
  stepKeys: string[];
  prefix: string;
  /** Base of the ids of the flow's own elements. */
  idBase: string;
  /** Where the filters' GET form goes without script: the flow's step. */
  action: string;
  /** The page's other tools' parameters, kept by the filters' form. */
  carried: [string, string][];
  /** The page link of the flow in a state (a bare query). */
  href: (query: string) => string;
  /** Moves the flow to a state in place. */
  onGo: (query: string) => void;
  /** The flow's bare query in a form. */
  read: (form: HTMLFormElement) => string;
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
          filters={answer.filters}
          query={query}
          stepKeys={form.stepKeys}
          prefix={form.prefix}
          idBase={`${idBase}-filters`}
          action={form.action}
          carried={form.carried}
          href={href}
          onGo={onGo}
          read={form.read}
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
