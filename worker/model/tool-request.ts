/**
 * What a tool block gets from the request it renders for: the URL (its
 * state), the page name (presets such as `products-by-brand/{brand}`) and
 * its answers, started by the request's tool loader
 * (`loaders/tools/tool-answers.ts`) before the render. The loader fills it,
 * the blocks read it (`views/tools/tool-request.tsx` provides it to them).
 */
import type { CompareAnswer, FinderAnswer } from "../../shared/finder/answer";
import type { FlowAnswer } from "../../shared/finder/flow-answer";

/** The area and language a block renders in; its answer links and scopes by them. */
export interface ToolScope {
  site: string;
  lang: string;
}

/**
 * A tool's answer, already loading. `inTime` settles with the answer if it
 * came within the request's budget and with null past it; it is absent where
 * the render must be complete (the page cache's copy, bots, `?complete=1`).
 * Neither rejects: a failed load is the answer null (logged, and the page
 * marked degraded so it is not kept).
 */
export interface ToolAnswer<T> {
  readonly answer: Promise<T | null>;
  readonly inTime?: Promise<{ answer: T | null } | null>;
}

/**
 * The answers the request's tool loader started before the render, by the
 * block's id (`blockLoadId`). A block only looks its answer up: one the
 * loader did not start renders as without a request, its island loading the
 * results itself.
 */
export interface ToolAnswers {
  finder(id: string): ToolAnswer<FinderAnswer> | undefined;
  listFinder(id: string): ToolAnswer<FinderAnswer> | undefined;
  stepFlow(id: string): ToolAnswer<FlowAnswer> | undefined;
  compare(id: string): ToolAnswer<CompareAnswer> | undefined;
}

export interface ToolRequest {
  readonly url: URL;
  /** Path segments after `/pim/fragment/{site}/{lang}/`. */
  readonly pageName: string;
  readonly answers: ToolAnswers;
  /**
   * Whether the page's content holds the product compare. Finders offer to
   * compare on this page then, else on the area's products page, or not at
   * all; step flows only on this page.
   */
  readonly compareOnPage: boolean;
  /**
   * The tool sections whose answers failed, filled as they settle: they
   * render a failure note, so the page is degraded and not kept.
   */
  readonly failures: ReadonlySet<string>;
}

/** The tool request of a page whose content holds no tool block: no answers, nothing loading. */
export function withoutTools(url: URL): ToolRequest {
  const pageName = (/^\/pim\/fragment\/[^/]+\/[^/]+\/?(.*)$/.exec(url.pathname)?.[1] ?? "").replace(/\/+$/, "");
  const none = () => undefined;
  return {
    url,
    pageName,
    answers: { finder: none, listFinder: none, stepFlow: none, compare: none },
    compareOnPage: false,
    failures: new Set(),
  };
}
