import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import type { SuggestionsAnswer } from "../../shared/search/suggestions";

type Body = SuggestionsAnswer & { error?: { parameter?: string; message: string } };

async function api(path: string): Promise<{ res: Response; body: Body; text: string }> {
  const res = await SELF.fetch(`http://example.com/pim/api/${path}`);
  const text = await res.text();
  return { res, body: JSON.parse(text) as Body, text };
}

describe("search-box suggestions API", () => {
  it("suggests products from three letters of a trade name, each with its page, cached like other answers", async () => {
    const { res, body, text } = await api("pu-additives/en/suggest?q=teg");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("public");
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
    for (const s of body.suggestions) {
      expect(s.kind).toBe("product");
      expect(s.label).toMatch(/^TEGO/);
      expect(s.href).toBe(`/pim/fragment/pu-additives/en/product/${s.id}`);
    }
    expect(text).not.toMatch(/demo-(public|intranet)-key/);
  });

  it("completes the word being typed, from the same fields", async () => {
    const { body } = await api("pu-additives/en/suggest?q=tegostab%20silic");
    expect(body.completions).toContain("tegostab silicone");
    const short = await api("pu-additives/en/suggest?q=te");
    expect(short.body.completions).toEqual([]);
  });

  it("keeps to the finder's site, as its results do", async () => {
    const suggested = (await api("visiomer/en/suggest?q=vis")).body.suggestions.map((s) => s.id);
    expect(suggested.length).toBeGreaterThan(0);
    const res = await SELF.fetch("http://example.com/pim/api/visiomer/en/products?q=vis&size=100");
    const found = ((await res.json()) as FinderAnswer).results.map((r) => r.id);
    expect(suggested.every((id) => found.includes(id))).toBe(true);
  });

  it("suggests what a word typed with a slip resembles, as the finder's search finds it, in English and German", async () => {
    const en = (await api("pu-additives/en/suggest?q=tegostb")).body.suggestions;
    expect(en.length).toBeGreaterThan(0);
    for (const s of en) expect(s.label).toMatch(/^TEGOSTAB/);
    const de = (await api("pu-additives/de/suggest?q=dabko")).body.suggestions;
    expect(de.length).toBeGreaterThan(0);
    for (const s of de) expect(s.label).toMatch(/^DABCO/);
    const none = (await api("pu-additives/en/suggest?q=qqqqzzzz")).body;
    expect(none.suggestions).toEqual([]);
  });

  it("suggests nothing for fewer than three letters, without asking the service", async () => {
    const { res, body } = await api("pu-additives/en/suggest?q=te");
    expect(res.status).toBe(200);
    expect(body.suggestions).toEqual([]);
  });

  it("suggests in the page's language context, or the one context names", async () => {
    const de = (await api("pu-additives/de/suggest?q=versalink")).body.suggestions;
    expect(de.some((s) => /Polyurethan-Härter/.test(s.label))).toBe(true);
    expect(de.every((s) => s.href?.startsWith("/pim/fragment/pu-additives/de/product/"))).toBe(true);
    const en = (await api("pu-additives/de/suggest?q=versalink&context=en-us")).body.suggestions;
    expect(en.some((s) => /polyurethane curative/.test(s.label))).toBe(true);
  });

  it("suggests a product from its CAS number, naming what matched", async () => {
    const found = (await (
      await SELF.fetch("http://example.com/pim/api/pu-additives/en/products?q=dabco")
    ).json()) as FinderAnswer;
    const first = found.results[0];
    const cas = first?.meta
      .map((fact) => (typeof fact === "string" ? fact : fact.value))
      .find((value) => /^\d{2,7}-\d\d-\d$/.test(value));
    expect(cas).toBeDefined();
    const { body } = await api(`pu-additives/en/suggest?q=${cas}`);
    expect(body.suggestions[0]).toMatchObject({
      id: first?.id,
      label: first?.title.replace(/<\/?mark>/g, ""),
      matched: cas,
    });
  });

  it("offers a product ID typed whole first, in any case", async () => {
    const id = (await api("pu-additives/en/suggest?q=dabco")).body.suggestions[0]?.id as string;
    const { body } = await api(`pu-additives/en/suggest?q=${id.toLowerCase()}`);
    expect(body.suggestions[0]).toMatchObject({ id, href: `/pim/fragment/pu-additives/en/product/${id}` });
  });

  it("suggests contacts and documents from their own indexes", async () => {
    const contacts = (await api("pu-additives/en/suggest?q=sharma&tool=contacts")).body.suggestions;
    expect(contacts.every((s) => s.kind === "contact" && s.href === undefined)).toBe(true);
    const documents = (await api("pu-additives/en/suggest?q=technical&tool=downloads")).body.suggestions;
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.every((s) => s.kind === "document")).toBe(true);
  });

  it("answers the intranet from the internal service, never for a shared cache", async () => {
    const { res, body } = await api("intranet/en/suggest?q=teg");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.suggestions.length).toBeGreaterThan(0);
  });

  it.each([
    ["pu-additives/en/suggest", "q", "q is required"],
    ["pu-additives/en/suggest?q=teg&q=tego", "q", "q must be given once"],
    ["pu-additives/en/suggest?q=teg&tool=items", "tool", "tool must be one of"],
    ["pu-additives/en/suggest?q=teg&context=fr-fr", "context", "context must be one of"],
    ["pu-additives/en/suggest?q=teg&page=2", "page", "page is not a parameter of the suggestions"],
    [`pu-additives/en/suggest?q=${"a".repeat(201)}`, "q", "at most 200 characters"],
  ])("refuses %s with a 400 naming %s", async (path, parameter, message) => {
    const { res, body } = await api(path);
    expect(res.status).toBe(400);
    expect(body.error?.parameter).toBe(parameter);
    expect(body.error?.message).toContain(message);
  });

  it("never reflects markup, and reads it as words", async () => {
    const { res, text } = await api(`pu-additives/en/suggest?q=${encodeURIComponent('<img src=x onerror="x">teg')}`);
    expect(res.status).toBe(200);
    expect(text).not.toContain("<img");
  });
});
