import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Rules left out, each with its reason; none at present. */
export const AXE_RULES_OFF: readonly string[] = [];

/** One line per violation: rule, impact, and the first few offending nodes. */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  nodes: string[];
}

/**
 * Runs axe-core on the page as it is now and answers its violations (WCAG 2.x
 * A/AA and best practices). The page's context must bypass CSP
 * (`browser.newContext({ bypassCSP: true })`): axe is injected as a script; or,
 * with `scriptsOff` for a context that runs no scripts, evaluated into the page.
 */
export async function axeViolations(page: Page, { scriptsOff = false } = {}): Promise<AxeFinding[]> {
  if (scriptsOff) {
    // The page runs no script tag and fires no timer, but still evaluates what the test sends it. axe
    // waits on timers between its checks: they run once the current task ends instead.
    await page.evaluate(`${readFileSync(AXE_PATH, "utf8")}\n;0`);
    await page.evaluate(() => {
      const soon = (run: () => void) => {
        Promise.resolve().then(run);
        return 0;
      };
      Object.assign(window, { setTimeout: soon });
    });
  } else if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(
    async (off) => {
      type Result = {
        violations: { id: string; impact: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[];
      };
      const axe = (window as unknown as { axe: { run(ctx: Document, options: object): Promise<Result> } }).axe;
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
        rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
      });
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        nodes: v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`),
      }));
    },
    AXE_RULES_OFF as readonly string[],
  );
}
