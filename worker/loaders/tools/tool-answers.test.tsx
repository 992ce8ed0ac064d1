import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Logger } from "../../logger";
import type { Story } from "../../model/content";
import type { ToolAnswer, ToolAnswers, ToolRequest } from "../../model/tool-request";
import { StoryContent } from "../../views/blocks/index";
import { ToolRequestProvider } from "../../views/tools/tool-request";
import { startBlockAnswers, type ToolLoads } from "./tool-answers";

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** A loader that records what it starts, and answers that record what the blocks look up. */
function recordingRequest(url: string, pageName: string) {
  const started: { id: string; state: string }[] = [];
  const lookedUp: string[] = [];
  const start = (id: string, state: unknown) => {
    started.push({ id, state: JSON.stringify(state) });
  };
  const loads: ToolLoads = {
    finder: (id, _def, state) => start(id, state),
    listFinder: (id, _def, state) => start(id, state),
    stepFlow: (id, _def, state) => start(id, state),
    compare: (id, ids) => start(id, ids),
  };
  const lookUp = (id: string): ToolAnswer<never> | undefined => {
    lookedUp.push(id);
    return started.some((s) => s.id === id) ? { answer: Promise.resolve(null) } : undefined;
  };
  const answers: ToolAnswers = { finder: lookUp, listFinder: lookUp, stepFlow: lookUp, compare: lookUp };
  const request: ToolRequest = { url: new URL(url), pageName, answers, compareOnPage: false, failures: new Set() };
  return { request, loads, started, lookedUp };
}

const page = (body: Record<string, unknown>[]): Story => ({
  id: 1,
  uuid: "u",
  name: "Tools",
  slug: "brochures",
  full_slug: "vestamid/brochures",
  content: { _uid: "root", component: "page", body },
});

describe("tool answers started before the render", () => {
  it("starts every block's answer under the id the block then looks up", async () => {
    const story = page([
      { _uid: "f1", component: "product-finder" },
      { _uid: "f2", component: "product-finder" },
      { _uid: "d1", component: "download-center" },
      { _uid: "l1", component: "label-finder" },
      { _uid: "s1", component: "competitive-scout" },
      { _uid: "r1", component: "recommendation-tool" },
      { _uid: "c1", component: "product-compare" },
    ]);
    const { request, loads, started, lookedUp } = recordingRequest(
      "http://x/pim/fragment/vestamid/en/brochures?q=nylon&pf-q=other&label-q=l&compare=PR_00000001,PR_00000002",
      "brochures",
    );
    startBlockAnswers(loads, story.content, request, { site: "vestamid", lang: "en" });
    expect(started.map((a) => a.id)).toEqual([
      "finder:f1",
      "finder:f2",
      "finder:d1",
      "list:l1:labels",
      "flow:s1",
      "list:s1:competitor-products",
      "flow:r1",
      "compare:c1",
    ]);
    // The presets of the page's name and each block's own prefix are in the state the loader starts with.
    expect(started.find((a) => a.id === "finder:d1")?.state).toContain('"Brochure"');
    expect(started.find((a) => a.id === "finder:f1")?.state).toContain('"nylon"');
    expect(started.find((a) => a.id === "finder:f2")?.state).toContain('"other"');

    const stream = await renderToReadableStream(
      <ToolRequestProvider request={request}>
        <StoryContent story={story} site="vestamid" lang="en" editor={false} logger={quiet} />
      </ToolRequestProvider>,
    );
    await stream.allReady;
    await new Response(stream).text();
    // Every block looked up an answer the loader had started, and nothing else.
    expect([...lookedUp].sort()).toEqual(started.map((a) => a.id).sort());
  });
});
