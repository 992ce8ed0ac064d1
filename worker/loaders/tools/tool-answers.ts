/**
 * The tool blocks' answers of one page request: the same loaders as the
 * tools' JSON API (`runFinder`, `runListFinder`, `runStepFlow`,
 * `compareProducts`), started when a block first asks and kept under its id.
 * A failure becomes the block's failure note: logged, and the page marked
 * degraded so the page cache does not keep it.
 */
import type { Audience, LanguageContext } from "../../../shared/context";
import { blockLoads } from "../../../shared/finder/block-loads";
import type { Logger } from "../../logger";
import type { ToolAnswer, ToolAnswers, ToolRequest, ToolScope } from "../../views/tools/tool-request";
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

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function toolAnswers(options: ToolAnswersOptions): ToolAnswers {
  const { audience, logger, budgetMs } = options;
  const started = new Map<string, ToolAnswer<unknown>>();

  /** Starts `load` once per id, its failure turned into null by `failed`. */
  function start<T>(id: string, load: () => Promise<T | null>, failed: (error: unknown) => void): ToolAnswer<T> {
    const known = started.get(id) as ToolAnswer<T> | undefined;
    if (known) return known;
    const answer = load().catch((error: unknown) => {
      failed(error);
      return null;
    });
    const made: ToolAnswer<T> =
      budgetMs === undefined ? { answer } : { answer, inTime: withinBudget(answer, budgetMs) };
    started.set(id, made);
    return made;
  }

  const toolFailed = (tool: string) => (error: unknown) => {
    logger.warn("Tool results unavailable", { tool, error: message(error) });
    options.degraded(`tool:${tool}`);
  };

  return {
    finder: (id, def, state, { site, lang }) =>
      start(
        id,
        () => runFinder(options.deps(state.context), def, state, { audience, site, lang }),
        (error) => {
          logger.warn("Finder results unavailable", { tool: def.tool, error: message(error) });
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
          logger.warn("Product compare unavailable", { error: message(error) });
          options.degraded("product-compare");
        },
      ),
  };
}

/**
 * Starts the answer of every tool block in a story's content before the
 * render, under the ids the blocks ask by, so each block finds its answer
 * already loading. A block this walk does not reach (one rendered outside
 * the story's content) starts its own on its first render.
 */
export function startBlockAnswers(request: ToolRequest, content: unknown, scope: ToolScope): void {
  const page = { params: request.url.searchParams, pageName: request.pageName, site: scope.site };
  for (const load of blockLoads(content, page)) {
    if (load.kind === "finder") request.answers.finder(load.id, load.def, load.state, scope);
    else if (load.kind === "list") request.answers.listFinder(load.id, load.def, load.state, scope);
    else if (load.kind === "flow") request.answers.stepFlow(load.id, load.def, load.state, scope);
    else request.answers.compare(load.id, load.ids, scope);
  }
}
