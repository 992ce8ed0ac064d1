import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Logger } from "../../logger";
import type { Story } from "../../model/content";
import { ToolRequestProvider } from "../../render/tool-request";
import { StoryContent } from "../../views/blocks/index";
import type { ToolAnswer, ToolAnswers, ToolRequest } from "../../views/tools/tool-request";
import { startBlockAnswers } from "./tool-answers";

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** Tool answers that record who asked first for which id, and with which state. */
function recordingRequest(url: string, pageName: string) {
  const asked: { phase: string; id: string; state: string }[] = [];
  let phase = "loader";
  const record = (id: string, state: unknown): ToolAnswer<never> => {
    asked.push({ phase, id, state: JSON.stringify(state) });
    return { answer: Promise.resolve(null) };
  };
  const answers: ToolAnswers = {
    finder: (id, _def, state) => record(id, state),
    listFinder: (id, _def, state) => record(id, state),
    stepFlow: (id, _def, state) => record(id, state),
    compare: (id, ids) => record(id, ids),
  };
  const request: ToolRequest = { url: new URL(url), pageName, answers };
  return { request, asked, render: () => (phase = "render") };
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
  it("starts every block's answer under the id and state the block then asks with", async () => {
    const story = page([
      { _uid: "f1", component: "product-finder" },
      { _uid: "f2", component: "product-finder" },
      { _uid: "d1", component: "download-center" },
      { _uid: "l1", component: "label-finder" },
      { _uid: "s1", component: "competitive-scout" },
      { _uid: "r1", component: "recommendation-tool" },
      { _uid: "c1", component: "product-compare" },
    ]);
    const { request, asked, render } = recordingRequest(
      "http://x/pim/fragment/vestamid/en/brochures?q=nylon&pf-q=other&label-q=l&compare=PR_00000001,PR_00000002",
      "brochures",
    );
    startBlockAnswers(request, story.content, { site: "vestamid", lang: "en" });
    const started = asked.filter((a) => a.phase === "loader");
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

    render();
    const stream = await renderToReadableStream(
      <ToolRequestProvider request={request}>
        <StoryContent story={story} site="vestamid" lang="en" editor={false} logger={quiet} />
      </ToolRequestProvider>,
    );
    await stream.allReady;
    await new Response(stream).text();
    const rendered = asked.filter((a) => a.phase === "render");
    // Every block asked for an answer the loader had started, with the same state.
    expect(rendered.map((a) => a.id).sort()).toEqual(started.map((a) => a.id).sort());
    for (const ask of rendered) expect(ask.state).toBe(started.find((a) => a.id === ask.id)?.state);
  });
});
