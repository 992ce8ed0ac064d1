import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTENT_ELEMENT_ID, connect, RENDER_PATH } from "./editor";

type Handler = (event?: unknown) => void | Promise<void>;

function fakePage(storyId: string | undefined) {
  const handlers = new Map<string, Handler>();
  const bridge = {
    on(events: string | string[], cb: Handler) {
      for (const e of Array.isArray(events) ? events : [events]) handlers.set(e, cb);
    },
  };
  // No tools on this page: the browser tests keep a finder's through a live edit.
  const content = { dataset: storyId ? { storyId } : {}, replaceWith: vi.fn(), querySelectorAll: () => [] };
  const next = { id: CONTENT_ELEMENT_ID, querySelectorAll: () => [] };
  // React puts resource hints (`<link rel="preload">`) ahead of the content element in a rendered fragment.
  const template = {
    innerHTML: "",
    content: {
      firstElementChild: { id: "", tagName: "LINK" },
      getElementById: (id: string) => (id === CONTENT_ELEMENT_ID ? next : null),
    },
  };
  const document = {
    getElementById: (id: string) => (id === CONTENT_ELEMENT_ID ? content : null),
    createElement: () => template,
  };
  const location = {
    pathname: "/pim/fragment/vestamid/de/contact",
    search: "?_storyblok=7&_storyblok_tk[space_id]=100000&_storyblok_tk[token]=abc&other=1",
    reload: vi.fn(),
  };
  const win = { document, location } as unknown as Window;
  connect(bridge as unknown as Parameters<typeof connect>[0], win);
  /** The handler the bundle registered for a bridge event; a missing one fails the test instead of skipping the call. */
  const on = (event: string): Handler => {
    const handler = handlers.get(event);
    if (!handler) throw new Error(`no handler for the bridge's ${event} event`);
    return handler;
  };
  return { on, content, next, template, location };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("editor bundle", () => {
  it("re-renders the content on input for the same story, sending the editor query", async () => {
    const fetchMock = vi.fn(async () => new Response('<div id="cms-content">new</div>', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const page = fakePage("7");
    await page.on("input")({ action: "input", story: { id: 7, content: { component: "page" } } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${RENDER_PATH}?_storyblok=7&_storyblok_tk%5Bspace_id%5D=100000&_storyblok_tk%5Btoken%5D=abc`);
    expect(JSON.parse(String(init.body))).toEqual({
      story: { id: 7, content: { component: "page" } },
      site: "vestamid",
      lang: "de",
    });
    expect(page.template.innerHTML).toBe('<div id="cms-content">new</div>');
    expect(page.content.replaceWith).toHaveBeenCalledWith(page.next);
    expect(page.location.reload).not.toHaveBeenCalled();
  });

  it("ignores input for another story", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const page = fakePage("7");
    await page.on("input")({ story: { id: 8 } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reloads on change and published for the same story only", async () => {
    const page = fakePage("7");
    await page.on("change")({ action: "change", storyId: 8 });
    expect(page.location.reload).not.toHaveBeenCalled();
    await page.on("published")({ action: "published", storyId: 7 });
    expect(page.location.reload).toHaveBeenCalledTimes(1);
  });

  it("warns when the story id is missing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const page = fakePage(undefined);
    await page.on("input")({ story: { id: 7 } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no story id"));
    const other = fakePage("7");
    await other.on("published")({ action: "published" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("without a story id"));
  });
});
