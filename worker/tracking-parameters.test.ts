import { describe, expect, it } from "vitest";
import { isTrackingParameter, separateTracking, withTracking } from "./tracking-parameters";

const BASE = "https://catalogue.test/pim/fragment/vestodur/en/contact";

describe("tracking parameters", () => {
  it("names campaign and click ids, and nothing the catalogue reads", () => {
    const names = ["utm_source", "UTM_Campaign", "utm_x", "gclid", "fbclid", "msclkid", "_gl", "mc_cid", "srsltid"];
    for (const name of [...names, "hsa_cam", "mkt_tok", "_kx"]) {
      expect(isTrackingParameter(name), name).toBe(true);
    }
    for (const name of [
      "q",
      "cl-q",
      "compare",
      "page",
      "brand",
      "utm",
      "_storyblok",
      "_storyblok_tk[token]",
      "complete",
      "hsa",
      "documents",
      "sheets",
    ]) {
      expect(isTrackingParameter(name), name).toBe(false);
    }
  });

  it("leaves a request without them as it is", () => {
    const request = new Request(`${BASE}?cl-q=amine&compare=PR_00000001`);
    expect(separateTracking(request)).toEqual({ request, tracking: "" });
    const plain = new Request(BASE);
    expect(separateTracking(plain).request).toBe(plain);
  });

  it("takes them out of the query, keeps every other pair in order and the path as sent", () => {
    const sent = new Request(
      "https://catalogue.test/pim/fragment/%69ntranet/en/?utm_source=news&cl-q=a%26b&gclid=Cj0&compare=PR_1&compare=PR_2&utm%5Fmedium=mail",
      { headers: { "user-agent": "x" } },
    );
    const { request, tracking } = separateTracking(sent);
    expect(request.url).toBe("https://catalogue.test/pim/fragment/%69ntranet/en/?cl-q=a%26b&compare=PR_1&compare=PR_2");
    expect(request.headers.get("user-agent")).toBe("x");
    expect(tracking).toBe("utm_source=news&gclid=Cj0&utm%5Fmedium=mail");
    expect(separateTracking(new Request(`${BASE}?utm_source=a`)).request.url).toBe(BASE);
  });

  it("gives them back to a redirect's target, and to nothing else", () => {
    const redirect = new Response(null, {
      status: 308,
      headers: { location: "/pim/fragment/vestodur/en/contact?q=a#top" },
    });
    expect(withTracking(redirect, "utm_source=news").headers.get("location")).toBe(
      "/pim/fragment/vestodur/en/contact?q=a&utm_source=news#top",
    );
    const bare = Response.redirect("https://catalogue.test/pim/fragment/a/en/", 302);
    expect(withTracking(bare, "gclid=1").headers.get("location")).toBe(
      "https://catalogue.test/pim/fragment/a/en/?gclid=1",
    );
    const page = new Response("<p>page</p>", { status: 200 });
    expect(withTracking(page, "gclid=1")).toBe(page);
  });
});
