import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { FlowAnswer } from "../../../shared/finder/flow-answer";
import { flowParameterNames } from "../../../shared/finder/flow-parameters";
import { flowStepId, otherParameters } from "../../../shared/finder/tool-prefixes";
import type { IslandBaseProps } from "../island-props";
import { dataLanguageOf } from "./data-language";
import { FlowAnswers } from "./FlowAnswers";
import { FlowHeading, flowLoadingText, flowStatusText } from "./FlowHeading";
import { FlowOutcome } from "./FlowOutcome";
import { FlowStepForm } from "./FlowStepForm";
import { flowCompareHref, flowFormQuery, flowHref } from "./flow-links";
import { followInPlace, inPlace } from "./in-place";
import { usePageSearch } from "./page-url";
import { sendRecommendation, toolOfApi } from "./tool-events";
import { useToolHistory } from "./tool-url";
import { useToolLoad } from "./use-tool-load";

export interface StepFlowProps {
  title: string;
  /** The title's language where it differs from the tools' English (a German page's own headline). */
  titleLang?: string;
  /** The flow's JSON API, e.g. `/pim/api/silica-specialist/en/recommendation-tool`. */
  api: string;
  /** The page path the GET form submits to. */
  action: string;
  /** Prefix of the flow's parameters in the page URL. */
  prefix: string;
  /** The page query the server rendered for: links and the GET form keep its other tools' parameters. */
  pageSearch: string;
  /** Every step key, in order. */
  keys: string[];
  /** The parameter names of the results' filter (the registration group's), when the flow has one. */
  filters?: string[];
  /** The answer for the URL's state, rendered on the server; null when it could not be loaded. */
  answer: FlowAnswer | null;
  /**
   * The server asked for the answer and its backend failed (after its retries): the
   * island says so and offers Try again instead of asking again on its own, which
   * would keep the visitor waiting as long once more before saying the same.
   */
  failed?: boolean;
  /** The page shows a product compare: results offer to compare their products. */
  compare?: boolean;
}

/**
 * A step flow (competitive scout, recommendation tool): one question at a
 * time as a plain GET form, earlier answers kept as hidden fields and
 * listed with a link back to change them, then the results. Hydrated, it
 * moves between steps without reloading, keeping the URL in step (the back
 * button returns to the previous question).
 */
export function StepFlow(props: StepFlowProps & IslandBaseProps) {
  const { api, action, prefix, islandId } = props;
  const { answer, status, slow, load: loadAnswer } = useToolLoad("checkFlowAnswer", props.answer);
  /**
   * The last load failed and what the flow holds is the state before it: it
   * would read as the answer to the URL now shown. It stays hidden until a
   * load succeeds, also while Try again is loading.
   */
  const [stale, setStale] = useState(!props.answer);
  /**
   * Whether the heading, which gets the focus once an answer loads, says what
   * changed: the status then stays quiet instead of reading the same news a
   * second time.
   */
  const [headingSays, setHeadingSays] = useState(false);
  const search = usePageSearch(props.pageSearch ? `?${props.pageSearch}` : "");
  /** The step asked whose form was sent without an answer (only a multi step can be: a single one is required). */
  const [unanswered, setUnanswered] = useState<string | undefined>(undefined);
  const names = useMemo(
    () => new Set([...flowParameterNames(props.keys), ...(props.filters ?? [])]),
    [props.keys, props.filters],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const id = (name: string) => `${islandId}-${name}`;
  const dataLang = dataLanguageOf(api);

  /**
   * `pageOnRefusal`: a state the API refuses is shown by the page itself (see below).
   * `byVisitor`: the visitor asked for it, so the focus follows the answer; a load of the
   * page's own (an answer the server could not give) leaves the focus where it is.
   */
  const load = async (query: string, pageOnRefusal = true, byVisitor = true) => {
    const loaded = await loadAnswer(`${api}${query ? `?${query}` : ""}`, (status) => {
      // The API refuses an answer no longer offered (a waiting answer brought back by Cancel, an old
      // link); the page drops it and says so, so the URL already shown is loaded as a page.
      if (status !== 400 || !pageOnRefusal) return false;
      window.location.reload();
      return true;
    });
    if (loaded === undefined) return;
    // Rendered before the focus moves: a screen reader reads the heading as it is when it gets the focus
    // (the answer and status the load set are rendered with these).
    flushSync(() => {
      setStale(!loaded);
      // The heading says it where it takes the focus; else the status must.
      if (loaded) setHeadingSays(byVisitor);
    });
    if (loaded && loaded.current >= loaded.stepCount)
      sendRecommendation(
        toolOfApi(api),
        loaded.query,
        loaded.results.map((result) => result.id),
      );
    // After a failure the control used (Next, Change, a page) went with the step: the focus goes to the
    // heading, not the page's top.
    if (byVisitor && (loaded || !document.activeElement || document.activeElement === document.body))
      heading.current?.focus();
  };

  /** The flow's part of the URL: a history step of another tool on the page must not reload it (nor move the focus). */
  const history = useToolHistory(prefix, names, ["flow", islandId], (next, changed) => {
    if (changed) void load(next);
  });
  const start = useEffectEvent(() => {
    // Rendered without an answer the server did not ask for: a refusal here is an error, not a reason
    // to load the page again.
    if (!props.answer && !props.failed) void load(history.read(), false, false);
  });
  useEffect(() => start(), []);

  const href = (query: string) => flowHref(action, search, prefix, names, query);
  // Without script each step is a new page: it opens at the tool's step, not at the top of the page.
  const anchor = flowStepId(prefix);
  const stepHref = (query: string) => `${href(query)}#${anchor}`;
  const go = (query: string) => {
    setUnanswered(undefined);
    // From the URL as it is now: another tool of the page may have written it since this one last moved.
    const url = flowHref(action, window.location.search, prefix, names, query);
    // The step already asked for (Next pressed again while it loads) is not a second entry for Back to step through.
    const same = url === `${window.location.pathname}${window.location.search}`;
    history.write(url, same ? "replace" : "push");
    void load(query);
  };
  const follow = (query: string) => followInPlace(() => go(query));
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const key = step?.key;
    if (key && !new FormData(form).getAll(prefix + key).some((value) => value !== "")) {
      // Going on would ask the same question again as a new history entry, without a word.
      setUnanswered(key);
      form.querySelector<HTMLInputElement>(".flow__step input")?.focus();
      return;
    }
    go(flowFormQuery(form, prefix, names));
  };

  /** Loads the state the URL shows again: after a failure the URL is already the step asked for. */
  const onRetry = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!inPlace(event)) return;
    event.preventDefault();
    // The heading says "Loading…" before it takes the focus, not the failure again (the load sets it at once).
    let loading: Promise<void> | undefined;
    flushSync(() => {
      loading = load(history.read());
    });
    heading.current?.focus();
    void loading;
  };

  const stepCount = answer?.stepCount ?? props.keys.length;
  const current = answer?.current ?? 0;
  const done = !!answer && current >= stepCount;
  const step = answer && !done ? answer.steps[current] : undefined;
  const answered = answer ? answer.steps.slice(0, current) : [];
  const statusText = flowStatusText(
    status,
    slow,
    headingSays
      ? ""
      : done
        ? (answer?.countText ?? "")
        : step
          ? `Step ${current + 1} of ${stepCount}: ${step.prompt}`
          : "",
  );
  const query = answer?.query ?? "";
  // The page's other tools' parameters, which the flow's forms carry as they are.
  const carried = otherParameters(new URLSearchParams(search), prefix, names);
  const compareHref = (ids: string[]) => flowCompareHref(href(query), ids);

  return (
    <section className="finder flow" aria-labelledby={id("title")}>
      <h2 id={id("title")} lang={props.titleLang}>
        {props.title}
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {statusText}
      </p>
      {answer && !stale && <FlowAnswers answer={answer} href={stepHref} onGo={go} dataLanguage={dataLang} />}
      {!stale && answer?.notices && answer.notices.length > 0 && (
        <div className="finder__notice" role="alert">
          {answer.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      )}
      <FlowHeading
        id={anchor}
        headingRef={heading}
        stale={stale}
        status={status}
        slow={slow}
        title={props.title}
        titleLang={props.titleLang}
        countText={done ? (answer?.countText ?? "") : undefined}
        step={step && { model: step, index: current, count: stepCount }}
      />
      {status === "loading" && !stale && (
        // Seen while the next step loads; the status above says it to a screen reader.
        <p className="finder__empty" aria-hidden="true">
          {flowLoadingText(slow)}
        </p>
      )}
      {status === "error" && (
        <p className="finder__retry">
          {/* The page as its URL is now (no fragment: a link to this very page with one would only scroll). */}
          <a href={`${action}${search}`} onClick={onRetry}>
            Try again
          </a>
        </p>
      )}
      {step && !stale && (
        <FlowStepForm
          key={query}
          action={`${action}#${anchor}`}
          labelledBy={id("title")}
          busy={status === "loading"}
          onSubmit={onSubmit}
          carried={carried}
          answered={answered}
          step={step}
          prefix={prefix}
          idBase={islandId}
          unanswered={unanswered === step.key}
          dataLanguage={dataLang}
          last={current + 1 === stepCount}
          {...(answer?.keep !== undefined ? { cancel: answer.keep } : {})}
          href={stepHref}
          onGo={go}
        />
      )}
      {done && answer && !stale && (
        <FlowOutcome
          answer={answer}
          stepKeys={props.keys}
          prefix={prefix}
          idBase={islandId}
          action={`${action}#${anchor}`}
          carried={carried}
          href={stepHref}
          onGo={go}
          read={(form) => flowFormQuery(form, prefix, names)}
          dataLanguage={dataLang}
          compareHref={props.compare ? compareHref : undefined}
        />
      )}
      {(answered.length > 0 || done || stale) && (
        <p className="flow__restart">
          <a href={stepHref("")} onClick={follow("")}>
            Start again
          </a>
        </p>
      )}
    </section>
  );
}
