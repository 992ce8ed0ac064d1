import type { CompareOp, FilterNode, LambdaNode, LiteralNode, PathNode, SearchInNode } from "./ast.ts";
import { ODataSyntaxError, type Token, tokenize } from "./lexer.ts";

const COMPARE_OPS = new Set<string>(["eq", "ne", "gt", "ge", "lt", "le"]);
/** Words that end an operand; a field of that name would be ambiguous, as in Azure. */
const RESERVED = new Set<string>(["and", "or", "not", ...COMPARE_OPS]);
/** Azure's default `search.in` delimiters: space and comma. */
const DEFAULT_DELIMITERS = " ,";
/** Nesting beyond this is refused (as Azure limits filter complexity) rather than overflowing the stack. */
export const MAX_NESTING = 100;

/**
 * Parses an OData `$filter` into a syntax tree (recursive descent; precedence
 * not > and > or; comparisons bind tighter than all three).
 * Throws ODataSyntaxError, whose message names the position and what was expected.
 */
export function parseFilter(text: string): FilterNode {
  return new Parser(text).parse();
}

/** Splits a `search.in` list the way Azure does: every delimiter character separates, empty entries vanish. */
export function splitSearchIn(list: string, delimiters: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const ch of list) {
    if (delimiters.includes(ch)) {
      if (current) out.push(current);
      current = "";
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

class Parser {
  private tokens: Token[];
  private i = 0;
  private depth = 0;

  constructor(private readonly text: string) {
    this.tokens = tokenize(text);
  }

  parse(): FilterNode {
    if (this.peek().type === "eof") this.fail(this.peek(), "the filter is empty");
    const node = this.parseOr();
    const rest = this.peek();
    if (rest.type !== "eof") this.fail(rest, `unexpected '${rest.text}' after a complete expression`);
    return node;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const t = this.peek();
    if (t.type !== "eof") this.i++;
    return t;
  }

  private isWord(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.type === "ident" && t.text === word;
  }

  private expect(type: Token["type"], what: string): Token {
    const t = this.peek();
    if (t.type !== type) this.fail(t, `expected ${what}`);
    return this.next();
  }

  private fail(t: Token, detail: string): never {
    const found = t.type === "eof" ? "the end of the filter" : `'${t.text}'`;
    throw new ODataSyntaxError(
      `Syntax error at position ${t.pos} in '${this.text}': ${detail}, found ${found}.`,
      t.pos,
    );
  }

  private parseOr(): FilterNode {
    this.enter();
    let left = this.parseAnd();
    while (this.isWord("or")) {
      const pos = this.next().pos;
      left = { kind: "or", left, right: this.parseAnd(), pos };
    }
    this.depth--;
    return left;
  }

  private enter(): void {
    if (++this.depth > MAX_NESTING) this.fail(this.peek(), `the filter nests deeper than ${MAX_NESTING} levels`);
  }

  private parseAnd(): FilterNode {
    let left = this.parseNot();
    while (this.isWord("and")) {
      const pos = this.next().pos;
      left = { kind: "and", left, right: this.parseNot(), pos };
    }
    return left;
  }

  private parseNot(): FilterNode {
    if (this.isWord("not")) {
      const pos = this.next().pos;
      this.enter();
      const operand = this.parseNot();
      this.depth--;
      return { kind: "not", operand, pos };
    }
    return this.parseComparison();
  }

  private parseComparison(): FilterNode {
    const left = this.parsePrimary();
    const t = this.peek();
    if (t.type === "ident" && COMPARE_OPS.has(t.text)) {
      this.next();
      const right = this.parsePrimary();
      return { kind: "compare", op: t.text as CompareOp, left, right, pos: t.pos };
    }
    return left;
  }

  private parsePrimary(): FilterNode {
    const t = this.peek();
    switch (t.type) {
      case "lparen": {
        this.next();
        const inner = this.parseOr();
        this.expect("rparen", "')'");
        return inner;
      }
      case "string":
        this.next();
        return literal("string", t.value, t.pos);
      case "number":
        this.next();
        return literal("number", t.value, t.pos);
      case "date":
        this.next();
        return literal("date", t.value, t.pos);
      case "ident":
        return this.parseIdent(t);
      default:
        return this.fail(t, "expected a field, a constant, a function call or '('");
    }
  }

  private parseIdent(t: Token): FilterNode {
    switch (t.text) {
      case "true":
      case "false":
        this.next();
        return literal("boolean", t.text === "true", t.pos);
      case "null":
        this.next();
        return literal("null", null, t.pos);
      case "INF":
        this.next();
        return literal("number", Number.POSITIVE_INFINITY, t.pos);
      case "NaN":
        this.next();
        return literal("number", Number.NaN, t.pos);
    }
    if (RESERVED.has(t.text)) this.fail(t, "expected a field, a constant, a function call or '('");
    if (t.text.includes(".")) return this.parseFunction(t);
    return this.parsePath();
  }

  private parseFunction(t: Token): FilterNode {
    this.next();
    if (t.text !== "search.in") {
      throw new ODataSyntaxError(
        `The function '${t.text}' is not supported here; the filters of this service support search.in.`,
        t.pos,
      );
    }
    this.expect("lparen", "'(' after search.in");
    const field = this.parsePath();
    if (field.kind !== "path") this.fail(this.peek(), "search.in takes a field, not a lambda");
    this.expect("comma", "',' after the search.in field");
    const list = this.expect("string", "a string literal with the values of search.in");
    let delimiters = DEFAULT_DELIMITERS;
    if (this.peek().type === "comma") {
      this.next();
      const d = this.expect("string", "a string literal with the delimiters of search.in");
      delimiters = String(d.value);
      if (!delimiters) this.fail(d, "the delimiters of search.in must not be empty");
    }
    this.expect("rparen", "')' to close search.in");
    const node: SearchInNode = {
      kind: "searchIn",
      field,
      values: splitSearchIn(String(list.value), delimiters),
      delimiters,
      pos: t.pos,
    };
    return node;
  }

  /** `A/B/C`, optionally ending in `/any(...)` or `/all(...)`. */
  private parsePath(): PathNode | LambdaNode {
    const first = this.expect("ident", "a field name");
    const path: PathNode = { kind: "path", segments: [first.text], pos: first.pos };
    while (this.peek().type === "slash") {
      this.next();
      const seg = this.expect("ident", "a field name after '/'");
      if ((seg.text === "any" || seg.text === "all") && this.peek().type === "lparen") {
        return this.parseLambda(path, seg);
      }
      if (seg.text.includes(".") || RESERVED.has(seg.text)) this.fail(seg, "expected a field name after '/'");
      path.segments.push(seg.text);
    }
    return path;
  }

  private parseLambda(collection: PathNode, seg: Token): LambdaNode {
    const quantifier = seg.text as "any" | "all";
    this.expect("lparen", "'('");
    if (this.peek().type === "rparen") {
      if (quantifier === "all") this.fail(this.peek(), "all() needs a lambda expression such as all(x: x ne 'a')");
      this.next();
      return { kind: "lambda", quantifier, collection, pos: seg.pos };
    }
    const variable = this.expect("ident", "a lambda variable name");
    if (variable.text.includes(".") || RESERVED.has(variable.text))
      this.fail(variable, "expected a lambda variable name");
    this.expect("colon", "':' after the lambda variable");
    const body = this.parseOr();
    this.expect("rparen", `')' to close ${quantifier}`);
    return { kind: "lambda", quantifier, collection, variable: variable.text, body, pos: seg.pos };
  }
}

function literal(type: LiteralNode["type"], value: LiteralNode["value"], pos: number): LiteralNode {
  return { kind: "literal", type, value, pos };
}
