import { app } from "./app";
import { asksStaticFile, staticFile } from "./static-files";
import { separateTracking, withTracking } from "./tracking-parameters";

/** A page, an API answer, anything but a file of the client build: the app's, without the tracking parameters. */
function appAnswer(sent: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { request, tracking } = separateTracking(sent);
  const answered = Promise.resolve(app.fetch(request, env, ctx));
  return tracking ? answered.then((response) => withTracking(response, tracking)) : answered;
}

/**
 * The worker's entry: a file of the client build is the static-files
 * worker's (ADR 0051); everything else is the app's, which sees the URL
 * without its tracking parameters (ADR 0035). Repeated page-cache hits go
 * through the app too: replaying them before it did not pay (ADR 0065).
 */
export default {
  fetch(sent: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    if (!asksStaticFile(sent)) return appAnswer(sent, env, ctx);
    return staticFile(sent, env).then((file) => file ?? appAnswer(sent, env, ctx));
  },
};
