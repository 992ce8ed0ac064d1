/**
 * What a tool block needs from the request it renders for: the URL (its
 * state), the page name (presets such as `products-by-brand/{brand}`) and
 * the clients. The page renderer provides it around the page body; without
 * it a tool renders empty and its island loads the results itself.
 */
import { createContext, useContext } from "react";
import type { LanguageContext } from "../../../shared/context";
import type { FinderDeps } from "./run-finder";

export interface ToolRequest {
  url: URL;
  audience: "public" | "internal";
  /** Path segments after `/pim/fragment/{site}/{lang}/`. */
  pageName: string;
  deps(context?: LanguageContext): FinderDeps;
  /** Answers already loaded for this request, by block id, so a suspended render retry reuses them. */
  loaded: Map<string, Promise<unknown>>;
  /** Says that a tool rendered without its answer (a failure note), so the page is not kept. */
  degraded(section: string): void;
  /**
   * How long the shell waits for a tool's answer before the tool streams in
   * under its pending shell; undefined where the render must be complete
   * (the page cache's copy, bots, `?complete=1`) and waits for every answer.
   */
  answerBudgetMs: number | undefined;
}

export const ToolRequestContext = createContext<ToolRequest | undefined>(undefined);

export function useToolRequest(): ToolRequest | undefined {
  return useContext(ToolRequestContext);
}

/** Loads once per request and key: a render retried after suspending finds the same promise. */
export function once<T>(request: ToolRequest, key: string, load: () => Promise<T>): Promise<T> {
  let pending = request.loaded.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    request.loaded.set(key, pending);
  }
  return pending;
}
