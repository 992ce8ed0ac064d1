/**
 * `npm run test:{unit,worker,e2e}`: one vitest project, run under a stall
 * guard. A vitest run on the workerd pool can stop mid-suite with no error and
 * no further output, the process never exiting (cloudflare/workers-sdk#15498);
 * a run that prints nothing for `TEST_STALL_MINUTES` (10 by default; no test
 * file of this suite stays silent for half of that) is stopped, whole process
 * group, and the test files that had not passed run again, once. Every file
 * still has to pass: a failure fails, and a second stall fails too, naming the
 * files it stopped in front of.
 *
 *   node --import tsx scripts/test-tier.ts worker [vitest arguments]
 */
import { spawn, spawnSync } from "node:child_process";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const vitest = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));

/**
 * A file's line in vitest's report: ` ✓  worker  test/integration/gates.test.ts (9 tests) 749ms`,
 * ` ❯  unit  client/x.test.ts (9 tests | 1 failed) 14268ms` for a file with a failure.
 */
const FILE_LINE = /^\s*([✓❯×])\s+(?:\S+\s+)?(\S+\.test\.tsx?)\s+\(/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes are what is stripped.
const COLOURS = /\u001b\[[0-9;]*m/g;

export interface GuardedRun {
  /** The exit code, or null when the run was stopped for a stall. */
  code: number | null;
  /** The test files (relative to the project root) the run reported as passed. */
  passed: Set<string>;
  /** The test files the run reported with a failure. */
  failed: Set<string>;
}

/** Where a run's output goes: this process's own streams unless told. */
type Echo = (chunk: Buffer, stream: "stdout" | "stderr") => void;
const toOwnStreams: Echo = (chunk, stream) => process[stream].write(chunk);

/**
 * Runs `command` in a process group of its own, passing its output through,
 * and stops the group when it prints nothing for `stallMs`.
 */
export function runGuarded(command: string, args: string[], stallMs: number, echo = toOwnStreams): Promise<GuardedRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    const passed = new Set<string>();
    const failed = new Set<string>();
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        stop("SIGTERM");
        setTimeout(() => stop("SIGKILL"), 10_000).unref();
      }, stallMs);
    };
    // A line's start waits for its end per stream: the two streams' chunks interleave.
    const partial = { stdout: "", stderr: "" };
    const read = (chunk: Buffer, stream: "stdout" | "stderr") => {
      echo(chunk, stream);
      quiet();
      const lines = (partial[stream] + chunk.toString("utf8")).split("\n");
      partial[stream] = lines.pop() ?? "";
      for (const line of lines) {
        const [, mark, file] = FILE_LINE.exec(line.replace(COLOURS, "")) ?? [];
        if (file) (mark === "✓" ? passed : failed).add(file);
      }
    };
    child.stdout.on("data", (chunk: Buffer) => read(chunk, "stdout"));
    child.stderr.on("data", (chunk: Buffer) => read(chunk, "stderr"));
    // If this script is stopped, the run goes with it.
    const forward = () => stop("SIGTERM");
    process.once("SIGINT", forward);
    process.once("SIGTERM", forward);
    quiet();
    child.on("close", (code) => {
      clearTimeout(timer);
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve({ code: stalled ? null : (code ?? 1), passed, failed });
    });
  });
}

/** The project's test files that `filters` select, relative to the root. */
function testFiles(project: string, filters: string[]): string[] {
  const listed = spawnSync(
    process.execPath,
    [vitest, "list", "--filesOnly", "--json", "--project", project, ...filters],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  if (listed.status !== 0) throw new Error(`vitest list failed: ${listed.stderr}`);
  const files = JSON.parse(listed.stdout) as { file: string }[];
  return files.map(({ file }) => relative(root, file));
}

async function main(): Promise<number> {
  const [project, ...rest] = process.argv.slice(2);
  if (!project) {
    console.error("usage: test-tier.ts <unit|worker|e2e> [vitest arguments]");
    return 2;
  }
  const minutes = Number(process.env.TEST_STALL_MINUTES ?? "10");
  if (!(minutes > 0)) {
    console.error(`TEST_STALL_MINUTES must be a positive number of minutes, got "${process.env.TEST_STALL_MINUTES}"`);
    return 2;
  }
  const stallMs = minutes * 60_000;
  const first = await runGuarded(process.execPath, [vitest, "run", "--project", project, ...rest], stallMs);
  if (first.code !== null) return first.code;
  if (first.failed.size > 0) {
    console.error(`\n${project} tests stalled after a failure in ${[...first.failed].join(" ")}\n`);
    return 1;
  }

  // Options pass to the second run as they are; file filters give way to the files still to pass.
  const options = rest.filter((arg) => arg.startsWith("-"));
  const remaining = testFiles(
    project,
    rest.filter((arg) => !arg.startsWith("-")),
  ).filter((file) => !first.passed.has(file));
  console.error(
    `\n${project} tests: no output for ${minutes} min; the run was stopped after ${first.passed.size} files passed. ` +
      `Running the ${remaining.length} files that had not passed again: ${remaining.join(" ")}\n`,
  );
  if (remaining.length === 0) return 0;
  const second = await runGuarded(
    process.execPath,
    [vitest, "run", "--project", project, ...options, ...remaining],
    stallMs,
  );
  if (second.code !== null) return second.code;
  const left = remaining.filter((file) => !second.passed.has(file));
  console.error(`\n${project} tests stalled twice; files that did not pass: ${left.join(" ")}\n`);
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main();
}
