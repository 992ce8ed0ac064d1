import { SearchError } from "../errors.ts";
import { type QueryNode, readPhrase } from "./simple-query.ts";

/**
 * The part of the full Lucene query syntax (`queryType=full`) the catalogue
 * uses: terms, `prefix*`, fuzzy `term~` / `term~n` (n at most 2, Lucene's
 * limit), `"phrases"`, field-scoped `Field:clause` (sub-fields as `A/B`),
 * `AND` / `&&`, `OR` / `||`, `NOT` / `!`, `+required`, `-prohibited`,
 * parentheses, `\` escapes and `^boost` (read, not used for ranking).
 * Unlike the simple parser it is strict: a syntax error is the service's
 * 400. What the emulator does not implement (regular expressions, inner
 * wildcards, proximity, ranges) is refused with a 400 that says so, never
 * answered wrongly.
 */
export const MAX_FUZZY_EDITS = 2;
const MAX_NESTING = 100;

type Occur = "must" | "should" | "not";

type Tok =
  | { t: "term"; text: string; prefix: boolean; fuzzy?: number; at: number }
  | { t: "phrase"; text: string; at: number }
  | { t: "field"; name: string; at: number }
  | { t: "and" | "or" | "not" | "plus" | "minus" | "lparen" | "rparen"; at: number };

function syntaxError(at: number, why: string): SearchError {
  return new SearchError(
    400,
    "InvalidRequestParameter",
    `Failed to parse query string at line 1, column ${at + 1}: ${why}. See https://aka.ms/azure-search-full-query for supported syntax.\r\nParameter name: search`,
  );
}

function notEmulated(what: string): SearchError {
  return new SearchError(
    400,
    "InvalidRequestParameter",
    `${what} in the full query syntax is not supported by this emulator.\r\nParameter name: search`,
  );
}

const TERM_END = new Set([" ", "\t", "\n", "\r", "(", ")", '"', ":", "^", "~", "[", "]", "{", "}"]);

function lex(input: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i] as string;
    const at = i;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "(" || ch === ")") {
      out.push({ t: ch === "(" ? "lparen" : "rparen", at });
      i++;
    } else if (input.startsWith("&&", i) || input.startsWith("||", i)) {
      out.push({ t: ch === "&" ? "and" : "or", at });
      i += 2;
    } else if (ch === "+" || ch === "-" || ch === "!") {
      out.push({ t: ch === "+" ? "plus" : ch === "-" ? "minus" : "not", at });
      i++;
    } else if (ch === '"') {
      const { text, end } = readPhrase(input, i);
      if (end >= input.length) throw syntaxError(at, "a phrase is not closed");
      i = end + 1;
      if (input[i] === "~") throw notEmulated('Proximity search ("phrase"~n)');
      i = skipBoost(input, i);
      out.push({ t: "phrase", text, at });
    } else if (ch === "/") {
      throw notEmulated("Regular expression search (/.../)");
    } else if (ch === "[" || ch === "{") {
      throw notEmulated("Range search ([a TO b])");
    } else if (ch === "^" || ch === "~" || ch === ":" || ch === "]" || ch === "}") {
      throw syntaxError(at, `'${ch}' has nothing before it`);
    } else {
      let text = "";
      let stars = 0;
      let inner = false;
      while (i < input.length && !TERM_END.has(input[i] as string)) {
        const c = input[i] as string;
        if (c === "\\" && i + 1 < input.length) {
          text += input[i + 1];
          i += 2;
          continue;
        }
        if (c === "*") stars++;
        else if (stars > 0 || c === "?") inner = true;
        else text += c;
        i++;
      }
      if (inner) throw notEmulated("A wildcard inside or at the start of a term (a?c, a*c)");
      if (input[i] === ":") {
        if (stars > 0 || !/^[A-Za-z][A-Za-z0-9_]*(?:\/[A-Za-z][A-Za-z0-9_]*)*$/.test(text)) {
          throw syntaxError(at, `'${text}' is not a field name`);
        }
        out.push({ t: "field", name: text, at });
        i++;
        continue;
      }
      if (text === "AND" || text === "OR" || text === "NOT") {
        out.push({ t: text === "AND" ? "and" : text === "OR" ? "or" : "not", at });
        continue;
      }
      let fuzzy: number | undefined;
      if (input[i] === "~") {
        if (stars > 0) throw syntaxError(i, "a prefix term cannot also be fuzzy");
        const m = /^~(\d+(?:\.\d+)?)?/.exec(input.slice(i)) as RegExpExecArray;
        fuzzy = m[1] === undefined ? MAX_FUZZY_EDITS : Number(m[1]);
        if (!Number.isInteger(fuzzy) || fuzzy > MAX_FUZZY_EDITS) {
          throw syntaxError(i, `the edit distance of a fuzzy term is a whole number from 0 to ${MAX_FUZZY_EDITS}`);
        }
        i += m[0].length;
      }
      i = skipBoost(input, i);
      if (text === "" && stars === 0) throw syntaxError(at, "an empty term");
      out.push({ t: "term", text, prefix: stars > 0, ...(fuzzy !== undefined ? { fuzzy } : {}), at });
    }
  }
  return out;
}

/** `^2` or `^0.5` after a clause: ranking only, which the emulator's scores do not model. */
function skipBoost(input: string, i: number): number {
  if (input[i] !== "^") return i;
  const m = /^\^\d+(?:\.\d+)?/.exec(input.slice(i));
  if (!m) throw syntaxError(i, "a boost needs a number");
  return i + m[0].length;
}

interface Clause {
  occur: Occur;
  node: QueryNode;
}

/** Parses full-syntax search text; `mode` decides whether a bare clause is required (all) or optional (any). */
export function parseLuceneQuery(input: string, mode: "any" | "all"): QueryNode {
  const toks = lex(input);
  let i = 0;
  let depth = 0;
  const bare: Occur = mode === "all" ? "must" : "should";

  const parseClauses = (closing: boolean): QueryNode => {
    const clauses: Clause[] = [];
    let pendingAnd = false;
    let pendingOr = false;
    for (;;) {
      const t = toks[i];
      if (!t) {
        if (closing) throw syntaxError(input.length, "a parenthesis is not closed");
        break;
      }
      if (t.t === "rparen") {
        if (!closing) throw syntaxError(t.at, "a ')' has no '(' before it");
        i++;
        break;
      }
      if (t.t === "and" || t.t === "or") {
        const prev = clauses[clauses.length - 1];
        if (!prev || pendingAnd || pendingOr)
          throw syntaxError(t.at, `'${input.slice(t.at, t.at + 3).trim()}' needs a clause on each side`);
        if (t.t === "and") {
          pendingAnd = true;
          if (prev.occur === "should") prev.occur = "must";
        } else {
          pendingOr = true;
          if (prev.occur === "must" && mode === "all") prev.occur = "should";
        }
        i++;
        continue;
      }
      let occur: Occur = pendingAnd ? "must" : pendingOr ? "should" : bare;
      if (t.t === "plus") {
        occur = "must";
        i++;
      } else if (t.t === "minus" || t.t === "not") {
        occur = "not";
        i++;
      }
      const node = parseClause();
      clauses.push({ occur, node });
      pendingAnd = false;
      pendingOr = false;
    }
    if (pendingAnd || pendingOr) throw syntaxError(input.length, "an operator has no clause after it");
    return combine(clauses);
  };

  const parseClause = (): QueryNode => {
    const t = toks[i];
    if (!t) throw syntaxError(input.length, "a clause is missing");
    if (depth > MAX_NESTING) throw syntaxError(t.at, "the query is nested too deeply");
    i++;
    depth++;
    try {
      switch (t.t) {
        case "term":
          return t.text === ""
            ? { kind: "all" }
            : { kind: "term", text: t.text, prefix: t.prefix, ...(t.fuzzy !== undefined ? { fuzzy: t.fuzzy } : {}) };
        case "phrase":
          return { kind: "phrase", text: t.text };
        case "lparen":
          return parseClauses(true);
        case "field": {
          const child = parseClause();
          return child.kind === "all" ? child : { kind: "field", field: t.name, child };
        }
        default:
          throw syntaxError(t.at, "a clause is missing");
      }
    } finally {
      depth--;
    }
  };

  return toks.length === 0 ? { kind: "empty" } : parseClauses(false);
}

/** Lucene's boolean query: required clauses must match (optional ones then only rank), prohibited ones must not. */
function combine(clauses: Clause[]): QueryNode {
  const must = clauses.filter((c) => c.occur === "must").map((c) => c.node);
  const should = clauses.filter((c) => c.occur === "should").map((c) => c.node);
  const not = clauses.filter((c) => c.occur === "not").map((c): QueryNode => ({ kind: "not", child: c.node }));
  const positive: QueryNode[] = must.length
    ? must
    : should.length
      ? [should.length === 1 ? (should[0] as QueryNode) : { kind: "or", children: should }]
      : [];
  const parts = [...positive, ...not];
  if (parts.length === 0) return { kind: "empty" };
  if (parts.length === 1 && positive.length === 1) return positive[0] as QueryNode;
  // A query of prohibitions alone matches everything else (the service adds the implicit `*`).
  return { kind: "and", children: positive.length ? parts : [{ kind: "all" }, ...not] };
}
