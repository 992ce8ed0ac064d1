import { env, SELF } from "cloudflare:test";
import { inject } from "vitest";
import { type EntryVariant, entryBindingName } from "../support/entry-variants";

// The worker tsconfig does not see the global setup that declares what it provides.
const emulatorBase = () => (inject as (key: string) => string)("emulatorBase");

/** One call an emulator received, as its control API lists it. */
export interface EmulatorCall {
  service: string;
  method: string;
  path: string;
  query: string;
  body?: string;
}

/**
 * Asks the worker as deployed (its entry: tracking-parameter
 * removal, static files, then the app) and reads the whole body. Redirects
 * are answered, not followed, so a test sees the worker's own answer.
 */
export async function visit(url: string, init?: RequestInit) {
  const res = await SELF.fetch(url, { redirect: "manual", ...init });
  const text = await res.text();
  return { res, text };
}

/**
 * Asks the worker as deployed with other bindings than the project's (the
 * intranet gate on, a feature switched off): the same built entry running
 * as an auxiliary worker, with the variant's bindings (`entry-variants.ts`).
 * SELF runs with the project's bindings only; everything else uses `visit`.
 * Redirects are answered, not followed. What the worker does in the
 * background goes on after the answer: wait for it with `until`.
 */
export async function visitAs(
  variant: EntryVariant,
  url: string,
  init?: RequestInit,
): Promise<{ res: Response; text: string }> {
  const entry = (env as unknown as Record<string, Fetcher>)[entryBindingName(variant)];
  if (!entry) throw new Error(`No service binding for the entry variant ${variant}`);
  const res = await entry.fetch(url, { redirect: "manual", ...init });
  const text = await res.text();
  return { res, text };
}

/**
 * Asks until the page cache answers `url` (of the worker as deployed, or of
 * an entry variant's): the worker stores a render in the background, after
 * the visitor's answer, so the first repeat may still miss.
 */
export async function untilHit(url: string, variant?: EntryVariant) {
  for (let i = 0; i < 100; i++) {
    const answer = variant ? await visitAs(variant, url) : await visit(url);
    if (answer.res.headers.get("X-Cache-Status") === "HIT") return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} never became a page-cache hit`);
}

/**
 * Reads the first chunk only; the rest of the body is read by `finish`, so the
 * caller can look at what happened before the first byte.
 */
export async function firstChunk(url: string) {
  const res = await SELF.fetch(url, { redirect: "manual" });
  const reader = res.body?.getReader();
  if (!reader) throw new Error(`no body from ${url}`);
  const first = await reader.read();
  const decoder = new TextDecoder();
  let text = first.value ? decoder.decode(first.value, { stream: true }) : "";
  return {
    res,
    async finish() {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      return text;
    },
  };
}

/**
 * The calls the emulators received whose path, query or body holds `contains`
 * (from their own call log). The log is shared with the test files running at
 * the same time: `contains` names something only the calling file asks for.
 */
export async function emulatorCalls(contains: string, service?: string): Promise<EmulatorCall[]> {
  const query = new URLSearchParams({ contains, ...(service ? { service } : {}) });
  const res = await fetch(`${emulatorBase()}/__control/calls?${query}`);
  if (!res.ok) throw new Error(`control answered ${res.status}`);
  return ((await res.json()) as { calls: EmulatorCall[] }).calls;
}

/** Moves the content's cv as a publish in Storyblok does (the worker learns it from a webhook or its next cv read). */
export async function moveCv(): Promise<void> {
  const res = await fetch(`${emulatorBase()}/__control/storyblok/cv`, { method: "POST" });
  if (!res.ok) throw new Error(`control answered ${res.status}`);
}

/**
 * Polls `check` until it gives a value: for what the worker does in the
 * background after its answer (storing a page, a load going on), which a test
 * driving the entry cannot await.
 */
export async function until<T>(what: string, check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}
