import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IslandRuntimeContext } from "../island-runtime";
import { telHref } from "./ContactAction";
import { ContactActionIsland } from "./index";

describe("contact-action island", () => {
  it("renders folded disclosures that open without script, with props embedded safely and the loader once", () => {
    const html = renderToString(
      <IslandRuntimeContext.Provider
        value={{ loaderFiles: ["/assets/island-loader-x.js"], bootSrc: "/assets/island-boot-x.js" }}
      >
        <ContactActionIsland name="Jane </script> Doe" email="jane@example.com" phone="+49 (0) 201 177-01" />
        <ContactActionIsland name="Other" email="o@example.com" />
      </IslandRuntimeContext.Provider>,
    );
    // Folded, named with whose address it shows; the address inside, for the browser to open without the island.
    expect(html).toMatch(/<details class="contact-action__row"><summary class="button">/);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain(">Show email</span>");
    expect(html).toContain("> of Jane &lt;/script&gt; Doe</span>");
    expect(html).toContain('href="mailto:jane@example.com"');
    expect(html).toContain('href="tel:+49020117701"');
    // Copying needs script: no button for it until the island runs.
    expect(html).not.toContain("Copy");
    expect(html).toContain('data-island="contact-action"');
    expect(html).toContain('<script type="application/json" data-island-props=');
    expect(html).toContain("\\u003c/script\\u003e");
    expect(html.match(/island-boot-x\.js/g)).toHaveLength(1);
    expect(html).toContain('data-island-loader="/assets/island-loader-x.js"');
  });

  it("renders no script at all without a loader", () => {
    const html = renderToString(<ContactActionIsland name="A" email="a@example.com" />);
    expect(html).not.toContain('<script type="module"');
  });

  it("builds tel links from the digits", () => {
    expect(telHref("+49 (0) 201 177-01")).toBe("tel:+49020117701");
  });
});
