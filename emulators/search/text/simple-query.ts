/**
 * Azure's simple query syntax: `+` and, `|` or, `-` not, `"phrases"`,
 * `prefix*`, parentheses, `\` escapes. Whitespace means or under
 * searchMode any and and under all (so `a -b` is "a or not b" in any mode,
 * as the real service does). Like Lucene's simple parser it never fails:
 * stray operators and unbalanced quotes or parentheses are tolerated.
 */
export type QueryNode =
  | { kind: "term"; text: string; prefix: boolean /** Edits allowed (full syntax `term~n`). */; fuzzy?: number }
  | { kind: "phrase"; text: string }
  /** Full syntax `Field:clause`: the clause searched in that field alone. */
  | { kind: "field"; field: string; child: QueryNode }
  | { kind: "and" | "or"; children: QueryNode[] }
  | { kind: "not"; child: QueryNode }
  | { kind: "all" }
  | { kind: "empty" };

const MAX_QUERY_NESTING = 100;

type Tok =
  | { t: "word"; text: string; prefix: boolean }
  | { t: "phrase"; text: string }
  | { t: "and" | "or" | "not" | "lparen" | "rparen" | "space" };

const SPECIAL = new Set(["+", "|", "(", ")", '"']);

function lex(input: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  const atClauseStart = () => {
    const prev = out[out.length - 1];
    return (
      !prev || prev.t === "space" || prev.t === "and" || prev.t === "or" || prev.t === "not" || prev.t === "lparen"
    );
  };
  while (i < input.length) {
    const ch = input[i] as string;
    if (/\s/.test(ch)) {
      if (out[out.length - 1]?.t !== "space") out.push({ t: "space" });
      i++;
    } else if (ch === "+") {
      out.push({ t: "and" });
      i++;
    } else if (ch === "|") {
      out.push({ t: "or" });
      i++;
    } else if (ch === "-" && atClauseStart()) {
      out.push({ t: "not" });
      i++;
    } else if (ch === "(") {
      out.push({ t: "lparen" });
      i++;
    } else if (ch === ")") {
      out.push({ t: "rparen" });
      i++;
    } else if (ch === '"') {
      const phrase = readPhrase(input, i);
      i = phrase.end + 1;
      out.push({ t: "phrase", text: phrase.text });
    } else {
      let text = "";
      let prefix = false;
      while (i < input.length) {
        const c = input[i] as string;
        if (/\s/.test(c) || SPECIAL.has(c)) break;
        if (c === "\\" && i + 1 < input.length) {
          text += input[i + 1];
          i += 2;
          continue;
        }
        if (c === "*") {
          prefix = true;
          i++;
          continue;
        }
        text += c;
        i++;
      }
      out.push({ t: "word", text, prefix });
    }
  }
  return out;
}

/** Parses search text; `mode` decides what whitespace between clauses means. */
/**
 * The phrase that opens with the quote at `start`: its text, a backslash
 * taking the next character as it is, and where it ends (the closing quote,
 * or the input's length when none closes it).
 */
export function readPhrase(input: string, start: number): { text: string; end: number } {
  let text = "";
  let i = start + 1;
  while (i < input.length && input[i] !== '"') {
    if (input[i] === "\\" && i + 1 < input.length) i++;
    text += input[i];
    i++;
  }
  return { text, end: i };
}

export function parseSimpleQuery(input: string, mode: "any" | "all"): QueryNode {
  const toks = lex(input);
  let i = 0;
  let depth = 0;
  const peek = () => toks[i];

  const parseOr = (): QueryNode => {
    const parts = [parseAnd()];
    for (;;) {
      const save = i;
      skipSpace();
      const t = peek();
      if (t?.t === "or") {
        i++;
        parts.push(parseAnd());
      } else if (mode === "any" && save !== i && t && t.t !== "rparen" && t.t !== "and") {
        parts.push(parseAnd());
      } else {
        i = save;
        break;
      }
    }
    return combine("or", parts);
  };

  const skipSpace = () => {
    while (peek()?.t === "space") i++;
  };

  const parseAnd = (): QueryNode => {
    skipSpace();
    const parts = [parseUnary()];
    for (;;) {
      const save = i;
      skipSpace();
      const t = peek();
      if (t?.t === "and") {
        i++;
        skipSpace();
        parts.push(parseUnary());
      } else if (mode === "all" && save !== i && t && t.t !== "rparen" && t.t !== "or") {
        parts.push(parseUnary());
      } else {
        i = save;
        break;
      }
    }
    return combine("and", parts);
  };

  const parseUnary = (): QueryNode => {
    skipSpace();
    const t = peek();
    // Deeper nesting than any person writes: drop the rest rather than overflow the stack.
    if (!t || depth > MAX_QUERY_NESTING) {
      i = toks.length;
      return { kind: "empty" };
    }
    i++;
    depth++;
    try {
      return unary(t);
    } finally {
      depth--;
    }
  };

  const unary = (t: Tok): QueryNode => {
    switch (t.t) {
      case "not": {
        const child = parseUnary();
        return child.kind === "empty" ? child : { kind: "not", child };
      }
      case "lparen": {
        const inner = parseOr();
        skipSpace();
        if (peek()?.t === "rparen") i++;
        return inner;
      }
      case "phrase":
        return { kind: "phrase", text: t.text };
      case "word":
        return t.text === "" && t.prefix ? { kind: "all" } : { kind: "term", text: t.text, prefix: t.prefix };
      default:
        // A stray operator or parenthesis: skip it, as the lenient parser does.
        return parseUnary();
    }
  };

  const parts: QueryNode[] = [];
  while (i < toks.length) {
    parts.push(parseOr());
    // Whatever a stray ')' left behind joins with the default operator.
    if (i < toks.length) i++;
  }
  return combine(mode === "any" ? "or" : "and", parts);
}

/** Drops clauses that analysed to nothing and unwraps single children. */
function combine(kind: "and" | "or", parts: QueryNode[]): QueryNode {
  const kept = parts.filter((p) => p.kind !== "empty");
  if (kept.length === 0) return { kind: "empty" };
  if (kept.length === 1) return kept[0] as QueryNode;
  return { kind, children: kept };
}
