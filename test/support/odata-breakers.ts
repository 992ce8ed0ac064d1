import fc from "fast-check";
import { SEARCH_IN_DELIMITERS } from "../../shared/search/odata.ts";

/**
 * Strings built from the pieces that would break out of an OData literal or a
 * `search.in` list (quotes, brackets, operators, the list delimiters, escapes,
 * characters outside the Basic Multilingual Plane, control characters), mixed
 * with short arbitrary strings: what the property tests of filter building feed
 * in where a visitor's value goes.
 */
export const odataBreaker = fc.string({
  unit: fc.oneof(
    fc.constantFrom("'", "''", ")", "(", " or ", " and ", "not ", " eq ", "true", ...SEARCH_IN_DELIMITERS),
    fc.constantFrom("\\", "/", ":", "x/any(", "search.in(", " ", "\t", "\n", "ü", "😀", "\u0000", "\u2028"),
    fc.string({ unit: "binary", maxLength: 3 }),
  ),
  maxLength: 12,
});
