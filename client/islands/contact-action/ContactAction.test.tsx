import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IslandRuntimeContext } from "../island-runtime";
import { telHref } from "./ContactAction";
import { ContactActionIsland } from "./index";

describe("contact-action island", () => {
  it("renders buttons, not the address, with props embedded safely and the loader once", () => {
    const html = renderToString(
      <IslandRuntimeContext.Provider value={{ loaderSrc: "/assets/island-loader-x.js" }}>
        <ContactActionIsland name="Jane </script> Doe" email="jane@example.com" phone="+49 (0) 201 177-01" />
        <ContactActionIsland name="Other" email="o@example.com" />
      </IslandRuntimeContext.Provider>,
    );
    expect(html).toContain('aria-label="Show email of Jane &lt;/script&gt; Doe"');
    expect(html).not.toContain("mailto:");
    expect(html).toContain('data-island="contact-action"');
    expect(html).toContain('<script type="application/json" data-island-props=');
    expect(html).toContain("\\u003c/script\\u003e");
    expect(html.match(/island-loader-x\.js/g)).toHaveLength(1);
  });

  it("renders no script at all without a loader", () => {
    const html = renderToString(<ContactActionIsland name="A" email="a@example.com" />);
    expect(html).not.toContain('<script type="module"');
  });

  it("builds tel links from the digits", () => {
    expect(telHref("+49 (0) 201 177-01")).toBe("tel:+49020117701");
  });
});
