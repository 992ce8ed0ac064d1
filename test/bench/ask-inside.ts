import worker from "../../worker/index";

/**
 * Asks the catalogue worker for `request` from inside the isolate, as a
 * request of its own with its own waitUntil list, and waits for that work
 * too: the page's whole cost, without the way in and out through the
 * runtime. Answers the body's byte count.
 */
export async function askInside(request: Request, env: Env): Promise<number> {
  const pending: Promise<unknown>[] = [];
  const inner = {
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  const res = await worker.fetch(request, env, inner);
  const bytes = (await res.arrayBuffer()).byteLength;
  await Promise.allSettled(pending);
  return bytes;
}
