import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runGuarded } from "./test-tier.ts";

/** A node program given as source, run as the guarded command. */
const program = (source: string) => ["-e", source];

/** Whether `pid` runs: a killed process whose parent went first can stay a zombie until it is reaped. */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

describe("the test tiers' stall guard", () => {
  it("passes a run's exit code through and reads which files passed", async () => {
    const run = await runGuarded(
      process.execPath,
      program(`
        console.log(" \\u2713  worker  test/integration/gates.test.ts (9 tests) 749ms");
        console.log("     \\u2713 answers the 503 page 345ms");
        console.log(" \\u276f  worker  test/integration/seo.test.ts (10 tests | 1 failed) 11313ms");
        process.exitCode = 3;
      `),
      5_000,
      () => {},
    );
    expect(run.code).toBe(3);
    expect([...run.passed]).toEqual(["test/integration/gates.test.ts"]);
    expect([...run.failed]).toEqual(["test/integration/seo.test.ts"]);
  });

  it("stops a run that prints nothing for the stall time, with what it started", async () => {
    const started = Date.now();
    let output = "";
    const run = await runGuarded(
      process.execPath,
      program(`
        const { spawn } = require("node:child_process");
        const grandchild = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
        console.log("grandchild " + grandchild.pid);
        setInterval(() => {}, 1000);
      `),
      1_000,
      (chunk) => {
        output += chunk;
      },
    );
    expect(run.code).toBeNull();
    expect(Date.now() - started).toBeLessThan(8_000);
    // The group went whole: workerd under vitest must not outlive a stopped run.
    const grandchild = Number(/grandchild (\d+)/.exec(output)?.[1]);
    expect(grandchild).toBeGreaterThan(0);
    await expect.poll(() => alive(grandchild)).toBe(false);
  });

  it("lets a run that keeps printing go on past the stall time", async () => {
    const run = await runGuarded(
      process.execPath,
      program(`
        let n = 0;
        const tick = setInterval(() => { console.log("tick " + n); if (++n === 8) clearInterval(tick); }, 150);
      `),
      600,
      () => {},
    );
    expect(run.code).toBe(0);
  });
});
