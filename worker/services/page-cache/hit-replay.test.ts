import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { STRATEGIES } from "../cache/strategies";
import { createHitReplay, type NotedHit } from "./hit-replay";
import { createPageMemory, type HeldPage } from "./page-memory";

const config = loadConfig(env as unknown as Record<string, unknown>);
const KEY = "https://catalogue.test/__page-cache/v2/public/en-us/published/r-/cv7/pim/fragment/vestamid/en/";
const URL_OF_PAGE = "https://catalogue.test/pim/fragment/vestamid/en/";
const STORED_AT = 1_000_000;

const heldPage = (storedAt = STORED_AT, body = "<p>held</p>"): HeldPage => ({
  storedAt,
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: new TextEncoder().encode(body),
});

/** The app's answer to a hit as the chain finishes it: the page's headers, the middleware's, per-answer ones. */
const chainAnswer = () =>
  new Response("<p>held</p>", {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "script-src 'self'",
      "X-Cache-Status": "HIT",
      Age: "3",
      "X-Request-Id": "chain-request",
      "Server-Timing": 'page-cache;dur=0.1;desc="HIT"',
    },
  });

function setUp(options: { cv?: number | null; now?: number } = {}) {
  const memory = createPageMemory();
  memory.write(KEY, heldPage());
  let cv: number | null = options.cv ?? 7;
  const replay = createHitReplay({
    memory,
    now: () => options.now ?? STORED_AT + 5_000,
    requestId: () => "replayed-request",
    cv: async () => cv,
  });
  const noted: NotedHit = { key: KEY, cv: 7, storedAt: STORED_AT, config };
  const answerOnce = (request: Request) => {
    replay.note(request, noted);
    replay.record(request, chainAnswer());
  };
  return { memory, replay, answerOnce, setCv: (next: number | null) => (cv = next) };
}

const noWaitUntil = () => {};
const ask = (replay: ReturnType<typeof createHitReplay>, request: Request) =>
  Promise.resolve(replay.replay(request, env, noWaitUntil));

describe("replaying a page-cache hit the app answered", () => {
  it("answers the same URL again with the held bytes and the chain's headers, per-answer ones made anew", async () => {
    const { replay, answerOnce } = setUp();
    expect(await ask(replay, new Request(URL_OF_PAGE))).toBeNull();
    answerOnce(new Request(URL_OF_PAGE));

    const again = await ask(replay, new Request(URL_OF_PAGE));
    expect(again).not.toBeNull();
    expect(await again?.text()).toBe("<p>held</p>");
    expect(again?.headers.get("Content-Security-Policy")).toBe("script-src 'self'");
    expect(again?.headers.get("X-Cache-Status")).toBe("HIT");
    expect(again?.headers.get("Age")).toBe("5");
    expect(again?.headers.get("X-Request-Id")).toBe("replayed-request");
    expect(again?.headers.get("Server-Timing")).toBe('page-cache;desc="HIT replayed"');
  });

  it("keeps nothing for a request the page cache did not note, nor for a non-GET or a non-200", async () => {
    const { replay } = setUp();
    replay.record(new Request(URL_OF_PAGE), chainAnswer());
    expect(await ask(replay, new Request(URL_OF_PAGE))).toBeNull();

    const head = new Request(URL_OF_PAGE, { method: "HEAD" });
    replay.note(head, { key: KEY, cv: 7, storedAt: STORED_AT, config });
    replay.record(head, chainAnswer());
    expect(await ask(replay, new Request(URL_OF_PAGE, { method: "HEAD" }))).toBeNull();
    expect(await ask(replay, new Request(URL_OF_PAGE))).toBeNull();

    const failed = new Request(URL_OF_PAGE);
    replay.note(failed, { key: KEY, cv: 7, storedAt: STORED_AT, config });
    replay.record(failed, new Response("oops", { status: 503 }));
    expect(await ask(replay, new Request(URL_OF_PAGE))).toBeNull();
  });

  it("replays only the exact URL string: another spelling, query or fragment path goes to the app", async () => {
    const { replay, answerOnce } = setUp();
    answerOnce(new Request(URL_OF_PAGE));
    for (const other of [
      "https://catalogue.test/pim/fragment/VESTAMID/en/",
      "https://catalogue.test/pim/fragment/vest%61mid/en/",
      `${URL_OF_PAGE}?debug=true`,
      `${URL_OF_PAGE}?_storyblok_tk[token]=x`,
      "https://catalogue.test/pim/fragment/intranet/vestamid/en/",
    ]) {
      expect(await ask(replay, new Request(other)), other).toBeNull();
    }
  });

  it("goes to the app once the cv moved, the page was rendered again, or it is no longer fresh", async () => {
    const moved = setUp();
    moved.answerOnce(new Request(URL_OF_PAGE));
    moved.setCv(8);
    expect(await ask(moved.replay, new Request(URL_OF_PAGE))).toBeNull();

    const rerendered = setUp();
    rerendered.answerOnce(new Request(URL_OF_PAGE));
    rerendered.memory.write(KEY, heldPage(STORED_AT + 1_000, "<p>newer</p>"));
    expect(await ask(rerendered.replay, new Request(URL_OF_PAGE))).toBeNull();

    const gone = setUp();
    gone.answerOnce(new Request(URL_OF_PAGE));
    gone.memory.delete(KEY);
    expect(await ask(gone.replay, new Request(URL_OF_PAGE))).toBeNull();

    const stale = setUp({ now: STORED_AT + (STRATEGIES.page.freshSeconds + 1) * 1000 });
    stale.answerOnce(new Request(URL_OF_PAGE));
    expect(await ask(stale.replay, new Request(URL_OF_PAGE))).toBeNull();
  });

  it("goes to the app when the bindings validate to another configuration, or not at all", async () => {
    const { replay, answerOnce } = setUp();
    answerOnce(new Request(URL_OF_PAGE));
    const otherEnv = { ...env, PARENT_ORIGINS: "https://parent.example" } as unknown as Env;
    expect(await Promise.resolve(replay.replay(new Request(URL_OF_PAGE), otherEnv, noWaitUntil))).toBeNull();
    const badEnv = { ...env, STORYBLOK_TOKEN: "" } as unknown as Env;
    expect(await Promise.resolve(replay.replay(new Request(URL_OF_PAGE), badEnv, noWaitUntil))).toBeNull();
  });
});
