import type { MiddlewareHandler } from "hono";
import { Hono } from "hono";

/** The four emulated services; faults and call counts are kept per service. */
export const SERVICES = ["storyblok", "search", "datasheets", "connector"] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * A fault rule. `latencyMs` delays every answer; `rate429`/`rate5xx` fail that
 * share of requests (0..1, drawn from a seeded sequence so runs repeat);
 * `next429`/`next5xx` fail exactly the next N requests, which is what tests use.
 */
export interface FaultRule {
  latencyMs?: number;
  rate429?: number;
  rate5xx?: number;
  next429?: number;
  next5xx?: number;
  /** Close the connection without an answer for the next N requests. */
  nextDrop?: number;
  /**
   * Only requests whose path, query or body contains this suffer the rule
   * (one product's data sheets, one search text, one story's slug). Such a rule sits beside the
   * service's own rule, so tests running at once can each break their own
   * part of a service.
   */
  match?: string;
}

export interface CallRecord {
  service: ServiceName;
  method: string;
  path: string;
  /** The query string as sent (`?token=...&by_slugs=...`), empty when there was none. */
  query: string;
  /** The body of a request that has one (a search's JSON), so tests can tell one call from another. */
  body?: string;
  at: number;
  /** When the answer was ready (not set for an injected fault), so callers can count calls in flight at once. */
  end?: number;
}

/** Which calls of the log to list: one service's, and those whose path, query or body holds `contains`. */
export interface CallFilter {
  service?: ServiceName | undefined;
  contains?: string | undefined;
}

/** A query as its values read (clients encode `/` and `,` in slugs); as sent when it is not valid percent-encoding. */
function decodedQuery(query: string): string {
  try {
    return decodeURIComponent(query.replace(/\+/g, " "));
  } catch {
    return query;
  }
}

/** The text a scoped rule or a call filter looks in: path and decoded query on one line, the body below. */
const callText = (c: Pick<CallRecord, "path" | "query" | "body">) =>
  `${c.path}${decodedQuery(c.query)}\n${c.body ?? ""}`;

/**
 * Bytes the call log may hold. One emulator process serves a whole test run
 * or a bench crawl of tens of thousands of pages, and every search's JSON body
 * is kept; past this the oldest calls leave the log (the counts keep them).
 */
export const CALL_LOG_MAX_BYTES = 64 * 1024 * 1024;

/** What a logged call is counted as: its texts at two bytes a character, and the record beside them. */
export const callBytes = (c: CallRecord) =>
  128 + 2 * (c.service.length + c.method.length + c.path.length + c.query.length + (c.body?.length ?? 0));

const emptyCounts = () => Object.fromEntries(SERVICES.map((s) => [s, 0])) as Record<ServiceName, number>;

/** Shared state of one emulator process: faults from env or the control API, and a log of calls. */
export class Control {
  private faults = new Map<ServiceName, FaultRule>();
  private scoped = new Map<ServiceName, Map<string, FaultRule>>();
  /** The log as a ring: live calls from `head` on, the oldest dropped once they pass `maxLogBytes`. */
  private calls: (CallRecord | undefined)[] = [];
  private head = 0;
  private logBytes = 0;
  private dropped = 0;
  private totals = emptyCounts();
  private readonly maxLogBytes: number;
  private seed = 0x2545f491;

  constructor(initial?: Partial<Record<ServiceName, FaultRule>>, options: { maxLogBytes?: number } = {}) {
    for (const [service, rule] of Object.entries(initial ?? {})) this.faults.set(service as ServiceName, { ...rule });
    this.maxLogBytes = options.maxLogBytes ?? CALL_LOG_MAX_BYTES;
  }

  /** Reads `EMULATOR_FAULTS` (JSON `{ "search": { "latencyMs": 200 } }`) or per-service `EMULATOR_LATENCY_MS`. */
  static fromEnv(env: NodeJS.ProcessEnv): Control {
    const initial: Partial<Record<ServiceName, FaultRule>> = {};
    if (env.EMULATOR_FAULTS) Object.assign(initial, JSON.parse(env.EMULATOR_FAULTS));
    if (env.EMULATOR_LATENCY_MS) {
      const latencyMs = Number(env.EMULATOR_LATENCY_MS);
      for (const s of SERVICES) initial[s] = { ...initial[s], latencyMs };
    }
    return new Control(initial);
  }

  /** Replaces the service's rule, or with `match` only the rule for that text (a rule of just `match` clears it). */
  setFault(service: ServiceName, rule: FaultRule): void {
    const { match, ...faults } = rule;
    if (match === undefined) {
      this.faults.set(service, { ...faults });
      return;
    }
    const byMatch = this.scoped.get(service) ?? new Map<string, FaultRule>();
    this.scoped.set(service, byMatch);
    if (Object.keys(faults).length === 0) byMatch.delete(match);
    else byMatch.set(match, { ...faults });
  }

  reset(): void {
    this.faults.clear();
    this.scoped.clear();
    this.resetCalls();
  }

  resetCalls(): void {
    this.calls = [];
    this.head = 0;
    this.logBytes = 0;
    this.dropped = 0;
    this.totals = emptyCounts();
  }

  /** Logs a call, dropping the oldest while the log holds more than its bytes (the newest call always stays). */
  private record(call: CallRecord): void {
    this.calls.push(call);
    this.totals[call.service]++;
    this.logBytes += callBytes(call);
    while (this.logBytes > this.maxLogBytes && this.calls.length - this.head > 1) {
      const oldest = this.calls[this.head];
      this.calls[this.head] = undefined;
      this.head++;
      this.dropped++;
      if (oldest) this.logBytes -= callBytes(oldest);
    }
    // The dropped slots go once they are half the array, so the ring costs a copy now and then, not a shift per call.
    if (this.head > 1024 && this.head * 2 > this.calls.length) {
      this.calls = this.calls.slice(this.head);
      this.head = 0;
    }
  }

  /** The calls still in the log, oldest first. */
  callLog(filter: ServiceName | CallFilter = {}): CallRecord[] {
    const { service, contains } = typeof filter === "string" ? { service: filter, contains: undefined } : filter;
    const out: CallRecord[] = [];
    for (let i = this.head; i < this.calls.length; i++) {
      const c = this.calls[i];
      if (c && (!service || c.service === service) && (contains === undefined || callText(c).includes(contains))) {
        out.push(c);
      }
    }
    return out;
  }

  /** Calls per service since the last reset, those the log has dropped included. */
  counts(): Record<ServiceName, number> {
    return { ...this.totals };
  }

  /** How much the log holds and how many calls it dropped since the last reset. */
  logSize(): { calls: number; bytes: number; dropped: number } {
    return { calls: this.calls.length - this.head, bytes: this.logBytes, dropped: this.dropped };
  }

  private random(): number {
    // xorshift32: deterministic, so an injected failure rate repeats run to run.
    let x = this.seed;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.seed = x >>> 0;
    return this.seed / 0x100000000;
  }

  /** Decides what the next request of `service` suffers; `request` is its path and body, for scoped rules. */
  draw(service: ServiceName, request = ""): { latencyMs: number; status?: 429 | 503; drop?: boolean } {
    const scoped = [...(this.scoped.get(service) ?? [])].find(([text]) => request.includes(text))?.[1];
    const rule = scoped ?? this.faults.get(service);
    if (!rule) return { latencyMs: 0 };
    const latencyMs = rule.latencyMs ?? 0;
    if (rule.nextDrop && rule.nextDrop > 0) {
      rule.nextDrop--;
      return { latencyMs, drop: true };
    }
    if (rule.next429 && rule.next429 > 0) {
      rule.next429--;
      return { latencyMs, status: 429 };
    }
    if (rule.next5xx && rule.next5xx > 0) {
      rule.next5xx--;
      return { latencyMs, status: 503 };
    }
    if (rule.rate429 && this.random() < rule.rate429) return { latencyMs, status: 429 };
    if (rule.rate5xx && this.random() < rule.rate5xx) return { latencyMs, status: 503 };
    return { latencyMs };
  }

  /** Middleware for one service: records the call, then applies its faults. */
  guard(service: ServiceName): MiddlewareHandler {
    return async (c, next) => {
      const url = new URL(c.req.url);
      // Read from a copy the service can still read; test files sharing this process tell their calls apart by it.
      const body = c.req.method === "GET" || c.req.method === "HEAD" ? undefined : await c.req.raw.clone().text();
      const call: CallRecord = { service, method: c.req.method, path: url.pathname, query: url.search, at: Date.now() };
      if (body) call.body = body;
      this.record(call);
      const fault = this.draw(service, callText(call));
      if (fault.latencyMs > 0) await new Promise((r) => setTimeout(r, fault.latencyMs));
      if (fault.drop) {
        // A broken connection, as a crashed backend would leave it.
        const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
        incoming?.socket?.destroy();
        return c.body(null, 502);
      }
      if (fault.status === 429) {
        return c.json({ error: "Too Many Requests" }, 429, { "Retry-After": "1" });
      }
      if (fault.status === 503) {
        return c.json({ error: { code: "ServiceUnavailable", message: "Injected failure" } }, 503);
      }
      await next();
      call.end = Date.now();
    };
  }

  /**
   * The control API, mounted at `/__control`:
   * `POST /faults/{service}` with a FaultRule body (with `match`, that
   * text's rule only), `POST /reset` (every rule and the call log),
   * `GET /calls` (counts and log; `?service=` and `?contains=` narrow the
   * log to one service and to the calls whose path, query or body holds
   * the text, so a test file counts its own calls only; `log` says how much
   * the log holds and how many old calls it dropped), `DELETE /calls`.
   */
  routes(): Hono {
    const app = new Hono();
    app.post("/faults/:service", async (c) => {
      const service = c.req.param("service") as ServiceName;
      if (!SERVICES.includes(service)) return c.json({ error: `unknown service ${service}` }, 400);
      const body = (await c.req.json().catch(() => null)) as FaultRule | null;
      if (!body || typeof body !== "object") return c.json({ error: "body must be a JSON fault rule" }, 400);
      this.setFault(service, body);
      return c.json({ ok: true, service, rule: body });
    });
    app.post("/reset", (c) => {
      this.reset();
      return c.json({ ok: true });
    });
    app.get("/calls", (c) => {
      const service = c.req.query("service");
      if (service !== undefined && !SERVICES.includes(service as ServiceName)) {
        return c.json({ error: `unknown service ${service}` }, 400);
      }
      const calls = this.callLog({ service: service as ServiceName | undefined, contains: c.req.query("contains") });
      return c.json({ counts: this.counts(), calls, log: this.logSize() });
    });
    app.delete("/calls", (c) => {
      this.resetCalls();
      return c.json({ ok: true });
    });
    return app;
  }
}
