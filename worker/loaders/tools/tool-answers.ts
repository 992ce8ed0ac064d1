/**
 * The tool blocks' answers of one page request: the same loaders as the
 * tools' JSON API (`runFinder`, `runListFinder`, `runStepFlow`,
 * `compareProducts`), started before the render for every tool block of the
 * page's content and kept under the block's id, where the blocks look them
 * up. A failure becomes the block's failure note: logged, and the page
 * marked degraded so the page cache does not keep it.
 */
import type { Audience, LanguageContext } from "../../../shared/context";
import type { CompareAnswer, FinderAnswer } from "../../../shared/finder/answer";
import { blockLoads } from "../../../shared/finder/block-loads";
import type { FlowAnswer } from "../../../shared/finder/flow-answer";
import type { FinderState } from "../../../shared/finder/state";
import type { FlowDefinition, FlowState } from "../../../shared/finder/step-flow";
import type { ToolDefinition } from "../../../shared/finder/tool-definition";
import { errorMessage, type Logger } from "../../logger";
import type { ToolAnswer, ToolAnswers, ToolScope } from "../../model/tool-request";
import { compareProducts } from "./compare-products";
import type { FinderDeps } from "./run-finder";
import { runFinder } from "./run-finder";
import { runListFinder } from "./run-list-finder";
import { runStepFlow } from "./run-step-flow";

export interface ToolAnswersOptions {
  audience: Audience;
  logger: Logger;
  /** Clients in the page's language context, or the one a finder's context switch picked. */
  deps(context?: LanguageContext): FinderDeps;
  degraded(section: string): void;
  /**
   * How long the shell waits for an answer before the tool streams in under
   * its pending shell; undefined where the render must be complete.
   */
  budgetMs: number | undefined;
}

/** The answer if it settles within `ms`, else null; the timer never outlives the race. */
function withinBudget<T>(answer: Promise<T>, ms: number): Promise<{ answer: T } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([answer.then((value) => ({ answer: value })), late]).finally(() => clearTimeout(timer));
}

/** Starts the answer of one tool block, once per id. */
export interface ToolLoads {
  finder(id: string, def: ToolDefinition, state: FinderState, scope: ToolScope): void;
  listFinder(id: string, def: ToolDefinition, state: FinderState, scope: ToolScope): void;
  stepFlow(id: string, def: FlowDefinition, state: FlowState, scope: ToolScope): void;
  compare(id: string, ids: readonly string[], scope: ToolScope): void;
}

/** What the loader starts (`loads`) and what the blocks look up (`answers`). */
export function toolAnswers(options: ToolAnswersOptions): { loads: ToolLoads; answers: ToolAnswers } {
  const { audience, logger, budgetMs } = options;
  const started = new Map<string, ToolAnswer<unknown>>();

  /** Starts `load` once per id, its failure turned into null by `failed`. */
  function start<T>(id: string, load: () => Promise<T | null>, failed: (error: unknown) => void): void {
    if (started.has(id)) return;
    const answer = load().catch((error: unknown) => {
      failed(error);
      return null;
    });
    const made: ToolAnswer<T> =
      budgetMs === undefined ? { answer } : { answer, inTime: withinBudget(answer, budgetMs) };
    started.set(id, made);
  }

  const toolFailed = (tool: string) => (error: unknown) => {
    logger.warn("Tool results unavailable", { tool, error: errorMessage(error) });
    options.degraded(`tool:${tool}`);
  };

  const loads: ToolLoads = {
    finder: (id, def, state, { site, lang }) =>
      start(
        id,
        () => runFinder(options.deps(state.context), def, state, { audience, site, lang }),
        (error) => {
          logger.warn("Finder results unavailable", { tool: def.tool, error: errorMessage(error) });
          options.degraded(`finder:${def.tool}`);
        },
      ),
    listFinder: (id, def, state, { site, lang }) =>
      start(
        id,
        () => runListFinder(options.deps(state.context), def, state, { audience, site, lang }),
        toolFailed(def.tool),
      ),
    stepFlow: (id, def, state, { site, lang }) =>
      start(
        id,
        () =>
          runStepFlow(options.deps(), def, state, { audience, site, lang }).then((run) => (run.ok ? run.answer : null)),
        toolFailed(def.tool),
      ),
    compare: (id, ids, { site, lang }) =>
      start(
        id,
        () => compareProducts(options.deps().search, ids, { audience, site, lang }),
        (error) => {
          logger.warn("Product compare unavailable", { error: errorMessage(error) });
          options.degraded("product-compare");
        },
      ),
  };
  const lookUp = <T>(id: string) => started.get(id) as ToolAnswer<T> | undefined;
  const answers: ToolAnswers = {
    finder: (id) => lookUp<FinderAnswer>(id),
    listFinder: (id) => lookUp<FinderAnswer>(id),
    stepFlow: (id) => lookUp<FlowAnswer>(id),
    compare: (id) => lookUp<CompareAnswer>(id),
  };
  return { loads, answers };
}

/**
 * Starts the answer of every tool block in a story's content before the
 * render, under the ids the blocks look them up by. A block this walk does
 * not reach renders without an answer, and its island loads the results.
 */
export function startBlockAnswers(
  loads: ToolLoads,
  content: unknown,
  page: { url: URL; pageName: string },
  scope: ToolScope,
): void {
  const where = { params: page.url.searchParams, pageName: page.pageName, site: scope.site };
  for (const load of blockLoads(content, where)) {
    if (load.kind === "finder") loads.finder(load.id, load.def, load.state, scope);
    else if (load.kind === "list") loads.listFinder(load.id, load.def, load.state, scope);
    else if (load.kind === "flow") loads.stepFlow(load.id, load.def, load.state, scope);
    else loads.compare(load.id, load.ids, scope);
  }
}
