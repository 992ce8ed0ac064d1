import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactActionIsland } from "./contact-action";
import { IslandRuntimeContext } from "./island-runtime";

const links = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);

describe("an island's code named by the page", () => {
  it("sends one low-priority module preload per file, however many islands use it", () => {
    const html = renderToString(
      <IslandRuntimeContext.Provider
        value={{
          loaderFiles: ["/assets/island-loader-x.js"],
          bootSrc: "/assets/island-boot-x.js",
          chunks: { "contact-action": ["/assets/ContactAction-a.js", "/assets/data-layer-b.js"] },
        }}
      >
        <ContactActionIsland name="Jane" email="jane@example.com" />
        <ContactActionIsland name="Other" email="o@example.com" />
      </IslandRuntimeContext.Provider>,
    );
    expect(links(html)).toEqual([
      '<link rel="modulepreload" href="/assets/ContactAction-a.js" fetchPriority="low"/>',
      '<link rel="modulepreload" href="/assets/data-layer-b.js" fetchPriority="low"/>',
    ]);
  });

  it("sends none without a build's chunks", () => {
    const html = renderToString(
      <IslandRuntimeContext.Provider value={{ bootSrc: undefined, loaderFiles: undefined }}>
        <ContactActionIsland name="Jane" email="jane@example.com" />
      </IslandRuntimeContext.Provider>,
    );
    expect(links(html)).toEqual([]);
  });
});

describe("the boot script", () => {
  const runtime = { loaderFiles: ["/assets/island-loader-x.js"], bootSrc: "/assets/island-boot-x.js" };
  const scripts = (html: string) => [...html.matchAll(/<script type="module"[^>]*>/g)].map(([tag]) => tag);

  it("is sent once, as an async module, however many islands a page has", () => {
    const html = renderToString(
      <IslandRuntimeContext.Provider value={runtime}>
        <ContactActionIsland name="Jane" email="jane@example.com" />
        <ContactActionIsland name="Other" email="o@example.com" />
        <ContactActionIsland name="Third" email="t@example.com" />
      </IslandRuntimeContext.Provider>,
    );
    expect(scripts(html)).toEqual([
      '<script type="module" async="" src="/assets/island-boot-x.js" data-island-loader="/assets/island-loader-x.js" fetchPriority="low">',
    ]);
  });

  it("is not sent without a build", () => {
    const none = renderToString(
      <IslandRuntimeContext.Provider value={{ bootSrc: undefined, loaderFiles: undefined }}>
        <ContactActionIsland name="Jane" email="jane@example.com" />
      </IslandRuntimeContext.Provider>,
    );
    expect(scripts(none)).toEqual([]);
  });
});
