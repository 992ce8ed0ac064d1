import { app } from "./app";
import { loadConfig } from "./config";
import { isolateHitReplay } from "./services/page-cache/hit-replay";
import { asksStaticFile, staticFile } from "./static-files";
import { separateTracking, withTracking } from "./tracking-parameters";

/** Runs the app and lets the hit replay keep its answer if the page cache noted a hit. */
async function answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const response = await app.fetch(request, env, ctx);
  isolateHitReplay.record(request, response);
  return response;
}

/** Whether the hit replay answers before the app (the `hit-replay` device, ADR 0065); not with a bad configuration. */
function replays(env: Env): boolean {
  try {
    return !loadConfig(env as unknown as Record<string, unknown>).PERF_DEVICES_OFF.has("hit-replay");
  } catch {
    return false;
  }
}

/** A page, an API answer, anything but a file of the client build: the hit replay, else the app. */
function appAnswer(sent: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { request, tracking } = separateTracking(sent);
  if (!replays(env)) {
    const answered = app.fetch(request, env, ctx);
    return tracking
      ? Promise.resolve(answered).then((response) => withTracking(response, tracking))
      : Promise.resolve(answered);
  }
  const replayed = isolateHitReplay.replay(request, env, (promise) => ctx.waitUntil(promise));
  const answered = replayed
    ? replayed.then((response) => response ?? answer(request, env, ctx))
    : answer(request, env, ctx);
  return tracking ? answered.then((response) => withTracking(response, tracking)) : answered;
}

/**
 * The worker's entry: a file of the client build is the static-files
 * worker's (ADR 0051); a URL the app last answered from page memory, whose
 * page is still the fresh one, is answered again without the app (ADR 0031);
 * everything else is the app's. Both see the URL without its tracking
 * parameters (ADR 0035).
 */
export default {
  fetch(sent: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    if (!asksStaticFile(sent)) return appAnswer(sent, env, ctx);
    return staticFile(sent, env).then((file) => file ?? appAnswer(sent, env, ctx));
  },
};
