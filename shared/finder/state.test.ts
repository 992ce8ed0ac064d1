import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultState, type FinderState, parseFinderState, serialiseFinderState, withValues } from "./state.ts";
import { CONTACT_FINDER, FORMULATION_FINDER, PRODUCT_FINDER } from "./tools.ts";

const parse = (query: string, strict = true) =>
  parseFinderState(PRODUCT_FINDER, new URLSearchParams(query), { strict });

describe("parseFinderState", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ ok: true, state: defaultState(PRODUCT_FINDER) });
    expect(defaultState(PRODUCT_FINDER)).toMatchObject({ page: 1, size: 25, sort: "relevance", q: "" });
  });

  it("reads text, paging, order, values, flags, ranges and the context switch", () => {
    const result = parse(
      "q=+foam+&page=3&size=50&sort=name-desc&brand=dabco&brand=polycat&industry=coatings&renewable=1&flashpoint_min=10&flashpoint_max=200.5&context=de-de",
    );
    expect(result).toEqual({
      ok: true,
      state: {
        q: "foam",
        page: 3,
        size: 50,
        sort: "name-desc",
        values: { brand: ["dabco", "polycat"], industry: ["coatings"] },
        flags: ["renewable"],
        ranges: { flashpoint: { min: 10, max: 200.5 } },
        context: "de-de",
      },
    });
  });

  it("counts the search text without the spaces around it, and tells a page why a longer one was not used", () => {
    const padded = parse(`q=dabco${"+".repeat(300)}`);
    expect(padded.ok && padded.state.q).toBe("dabco");
    const long = `q=${"a".repeat(201)}`;
    expect(parse(long)).toMatchObject({ ok: false, error: { parameter: "q" } });
    const page = parse(long, false);
    expect(page.ok && page.state.q).toBe("");
    expect(page.ok && page.state.notices).toEqual(["The search text was not used: it must be at most 200 characters."]);
  });

  it("says that a single word of one or two characters is not searched for, and keeps it in the box", () => {
    const notices = (query: string) => {
      const out = parse(query, false);
      return out.ok ? (out.state.notices ?? []) : undefined;
    };
    const SHORT = "A single search word of one or two characters is not searched for; all results are shown.";
    expect(notices("q=zz")).toEqual([SHORT]);
    expect(notices("q=%C3%9F!")).toEqual([SHORT]);
    const kept = parse("q=zz", false);
    expect(kept.ok && kept.state.q).toBe("zz");
    // Searched for: a longer word, or two short ones.
    expect(notices("q=zzz")).toEqual([]);
    expect(notices("q=pu+ab")).toEqual([]);
  });

  it("says that a search of symbols or emoji alone has nothing to search for, and keeps it in the box", () => {
    const notices = (query: string) => {
      const out = parse(query, false);
      return out.ok ? (out.state.notices ?? []) : undefined;
    };
    const NONE = "The search text has no letters or digits to search for; all results are shown.";
    expect(notices("q=%C2%AE")).toEqual([NONE]);
    expect(notices("q=%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80")).toEqual([NONE]);
    expect(notices("q=%25%25%25")).toEqual([NONE]);
    const kept = parse("q=%25%25%25", false);
    expect(kept.ok && kept.state.q).toBe("%%%");
    // An empty or blank box says nothing.
    expect(notices("q=")).toEqual([]);
    expect(notices("q=+++")).toEqual([]);
  });

  it.each([
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=1.5", "page"],
    ["page=abc", "page"],
    ["page=99999999999999999999", "page"],
    ["page=5000", "page"],
    ["page=1&page=2", "page"],
    ["size=7", "size"],
    ["sort=price", "sort"],
    ["sort=date-desc", "sort"],
    ["context=fr-fr", "context"],
    ["renewable=maybe", "renewable"],
    ["flashpoint_min=ten", "flashpoint_min"],
    ["flashpoint_min=1e99", "flashpoint_min"],
    ["flashpoint_min=0x10", "flashpoint_min"],
    ["flashpoint_min=9&flashpoint_max=3", "flashpoint_max"],
    ["industry=a&industry=b", "industry"],
    [`q=${"x".repeat(201)}`, "q"],
    ["q=a%00b", "q"],
    [`brand=${"b".repeat(201)}`, "brand"],
    ["colour=red", "colour"],
  ])("refuses %s naming %s", (query, parameter) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.parameter).toBe(parameter);
      expect(result.error.message).toContain(parameter);
    }
  });

  it("tells a page why it shows the first page instead of the one in its link", () => {
    const notices = (query: string) => {
      const out = parse(query, false);
      return out.ok ? { page: out.state.page, notices: out.state.notices } : undefined;
    };
    expect(notices("page=99999")).toEqual({
      page: 1,
      notices: ["Page 99999 is past the end of the results; the first page is shown."],
    });
    for (const bad of ["page=abc", "page=0", "page=-1", "page=1.5"])
      expect(notices(bad), bad).toEqual({ page: 1, notices: ["The page number in the link was not used."] });
    // A whole number too long to repeat is past the end as well, not "not used".
    expect(notices(`page=${"9".repeat(30)}`)).toEqual({
      page: 1,
      notices: ["The page number in the link is past the end of the results; the first page is shown."],
    });
    expect(notices("page=3")).toEqual({ page: 3, notices: undefined });
    expect(notices("page=")).toEqual({ page: 1, notices: undefined });
  });

  it("allows the last page whose skip the service accepts", () => {
    expect(parse("page=4001").ok).toBe(true);
    expect(parse("page=4002").ok).toBe(false);
    expect(parse("size=100&page=1001").ok).toBe(true);
  });

  it("tells the API that a whole number of any length is too large, not that it is not a whole number", () => {
    for (const page of ["99999999", "9".repeat(400)]) {
      expect(parse(`page=${page}`)).toMatchObject({
        ok: false,
        error: { parameter: "page", message: "page must be at most 4001" },
      });
    }
  });

  it("accepts the date orders for formulations", () => {
    const result = parseFinderState(FORMULATION_FINDER, new URLSearchParams("sort=date-desc"), { strict: true });
    expect(result.ok && result.state.sort).toBe("date-desc");
  });

  it("drops bad values and keeps the rest when not strict (pages)", () => {
    const result = parse("page=0&brand=dabco&colour=red&sort=bad", false);
    expect(result).toEqual({
      ok: true,
      state: {
        ...defaultState(PRODUCT_FINDER),
        values: { brand: ["dabco"] },
        notices: ["The page number in the link was not used.", "The order in the link was not used."],
      },
    });
  });

  it("tells a page which other values of its link it left out", () => {
    const notices = (query: string) => {
      const out = parse(query, false);
      return out.ok ? out.state.notices : undefined;
    };
    expect(notices("size=1000")).toEqual(["The number of results per page in the link was not used; 25 are shown."]);
    expect(notices("size=-5&sort=%3Cx%3E")).toEqual([
      "The number of results per page in the link was not used; 25 are shown.",
      "The order in the link was not used.",
    ]);
    expect(notices("context=fr-fr")).toEqual(["The data language in the link was not used."]);
    const unusable =
      "Flash point: the minimum is not a number the finder can use; it was not applied. Write a number without thousands separators, such as 1500 or 1.5 (1,5).";
    expect(notices("flashpoint_min=abc&flashpoint_max=90")).toEqual([unusable]);
    // What a number field accepts is read: `.5` is 0.5.
    const half = parse("flashpoint_min=.5&flashpoint_max=5.", true);
    expect(half.ok && half.state.ranges.flashpoint).toEqual({ min: 0.5, max: 5 });
    // A decimal comma as German writes it, written back with a point; `1,000` is a thousand or one: refused.
    const comma = parse("flashpoint_min=-0,25&flashpoint_max=1,5", false);
    expect(comma.ok && comma.state.ranges.flashpoint).toEqual({ min: -0.25, max: 1.5 });
    expect(comma.ok && serialiseFinderState(PRODUCT_FINDER, comma.state).toString()).toBe(
      "flashpoint_min=-0.25&flashpoint_max=1.5",
    );
    expect(notices("flashpoint_min=1,000")).toEqual([unusable]);
    // Empty fields of a sent form are no values at all.
    expect(notices("size=&sort=&flashpoint_min=&q=")).toBeUndefined();
    expect(notices("renewable=maybe")).toEqual(["Renewable raw materials: the value in the link was not used."]);
    expect(notices(`brand=${"x".repeat(201)}&brand=dabco`)).toEqual([
      "Brand: a value in the link could not be used (too long, or with control characters).",
    ]);
  });

  it("takes the first values a page can use where its link gives too many, and says so", () => {
    const many = Array.from({ length: 51 }, (_, i) => `brand=b${i}`).join("&");
    const out = parse(many, false);
    if (!out.ok) throw new Error("a page never refuses");
    expect(out.state.values.brand).toHaveLength(50);
    expect(out.state.values.brand?.[0]).toBe("b0");
    expect(out.state.notices).toEqual([
      "Brand: the link picks 51 values; at most 50 can be picked, so the first 50 are used.",
    ]);
    // The API refuses them.
    expect(parse(many).ok).toBe(false);
  });

  it("reads a number as a number field sends it, exponent included", () => {
    const out = parse("flashpoint_min=1e2&flashpoint_max=2.5E2");
    if (!out.ok) throw new Error(out.error.message);
    expect(out.state.ranges.flashpoint).toEqual({ min: 100, max: 250 });
    // Only numbers it writes back in a form it reads again: links and the tool API agree with the page.
    for (const bad of ["1.123456e-3", "1e14", "123456789012e2"])
      expect(parse(`flashpoint_min=${bad}`).ok, bad).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,12}(\.\d{1,6})?(e[-+]?\d{1,2})?$/), (text) => {
        const first = parse(`flashpoint_min=${text}`);
        if (!first.ok) return;
        const again = parse(serialiseFinderState(PRODUCT_FINDER, first.state).toString());
        expect(again.ok && again.state.ranges).toEqual(first.state.ranges);
      }),
    );
  });

  it("says once what it did with repeated values", () => {
    const notices = (query: string) => {
      const out = parseFinderState(CONTACT_FINDER, new URLSearchParams(query), { strict: false });
      return out.ok ? out.state.notices : undefined;
    };
    const single = CONTACT_FINDER.facets.find((f) => f.kind === "value" && f.single);
    if (!single) throw new Error("the contact finder has a single-choice facet");
    const many = Array.from({ length: 51 }, (_, i) => `${single.key}=v${i}`).join("&");
    expect(notices(many)).toEqual([
      `${single.label}: the link picks 51 values where one is chosen; the first is used.`,
    ]);
    // The same value twice is one value.
    expect(notices(`${single.key}=a&${single.key}=a`)).toBeUndefined();
    expect(parse("brand=a&brand=a", false)).toMatchObject({ ok: true, state: { values: { brand: ["a"] } } });
  });

  it("allows extra parameters it is told about", () => {
    const params = new URLSearchParams("compare=PR_00000001");
    expect(parseFinderState(PRODUCT_FINDER, params, { strict: true, extra: ["compare"] }).ok).toBe(true);
  });

  it("keeps adversarial text as typed (escaping is the query's job)", () => {
    const q = `o'brien (or) " eq 'x' ü 中文`;
    const result = parse(new URLSearchParams({ q, brand: "a'b|c,d" }).toString());
    expect(result.ok && result.state.q).toBe(q);
    expect(result.ok && result.state.values.brand).toEqual(["a'b|c,d"]);
  });
});

describe("serialiseFinderState", () => {
  it("leaves out defaults and writes a stable order", () => {
    expect(serialiseFinderState(PRODUCT_FINDER, defaultState(PRODUCT_FINDER)).toString()).toBe("");
    const state: FinderState = {
      ...defaultState(PRODUCT_FINDER),
      page: 2,
      sort: "name-asc",
      q: "foam",
      values: { application: ["case"], brand: ["dabco"] },
      flags: ["biodegradable"],
      ranges: { flashpoint: { max: 90 } },
    };
    expect(serialiseFinderState(PRODUCT_FINDER, state).toString()).toBe(
      "q=foam&brand=dabco&application=case&biodegradable=1&flashpoint_max=90&sort=name-asc&page=2",
    );
  });

  it("round-trips any valid state", () => {
    const text = fc.string({ maxLength: 40 }).filter((s) => !/\p{Cc}/u.test(s));
    const value = text.filter((s) => s.length > 0);
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 1, max: 4000 }),
        fc.uniqueArray(value, { maxLength: 4 }),
        fc.uniqueArray(value, { maxLength: 1 }),
        fc.boolean(),
        fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined }),
        (q, page, brands, countries, flag, min) => {
          const state: FinderState = {
            ...defaultState(CONTACT_FINDER),
            q: q.trim(),
            page,
            values: {
              ...(brands.length ? { area: brands } : {}),
              ...(countries.length ? { country: countries } : {}),
            },
          };
          const params = serialiseFinderState(CONTACT_FINDER, state);
          const back = parseFinderState(CONTACT_FINDER, new URLSearchParams(params.toString()), { strict: true });
          // What a page says of the state (a word too short to search for) is no part of it.
          if (back.ok) delete back.state.notices;
          expect(back).toEqual({ ok: true, state });
          const product: FinderState = {
            ...defaultState(PRODUCT_FINDER),
            flags: flag ? ["renewable"] : [],
            ranges: min === undefined ? {} : { flashpoint: { min } },
          };
          const again = parseFinderState(PRODUCT_FINDER, serialiseFinderState(PRODUCT_FINDER, product), {
            strict: true,
          });
          expect(again).toEqual({ ok: true, state: product });
        },
      ),
    );
  });

  it("resets to the first page when a facet changes", () => {
    const state = { ...defaultState(PRODUCT_FINDER), page: 4 };
    expect(withValues(state, "brand", ["dabco"])).toMatchObject({ page: 1, values: { brand: ["dabco"] } });
    expect(withValues({ ...state, values: { brand: ["x"] } }, "brand", []).values).toEqual({});
  });
});
