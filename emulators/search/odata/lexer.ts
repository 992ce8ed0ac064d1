/** Tokens of OData filter text. Keywords stay identifiers; the parser gives them meaning. */
export type TokenType =
  | "lparen"
  | "rparen"
  | "comma"
  | "colon"
  | "slash"
  | "ident"
  | "string"
  | "number"
  | "date"
  | "eof";

export interface Token {
  type: TokenType;
  text: string;
  /** The decoded value: the unescaped string, the number, or the raw text. */
  value: string | number;
  pos: number;
}

export class ODataSyntaxError extends Error {
  constructor(
    message: string,
    readonly pos: number,
  ) {
    super(message);
    this.name = "ODataSyntaxError";
  }
}

const DATE = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?(?:Z|[+-]\d{2}:\d{2})/y;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/y;
const PUNCT: Record<string, TokenType> = { "(": "lparen", ")": "rparen", ",": "comma", ":": "colon", "/": "slash" };

function match(re: RegExp, text: string, pos: number): string | undefined {
  re.lastIndex = pos;
  return re.exec(text)?.[0];
}

/** Splits filter text into tokens; throws ODataSyntaxError on text no token can start with. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < text.length) {
    const ch = text[pos] as string;
    if (/\s/.test(ch)) {
      pos++;
      continue;
    }
    const punct = PUNCT[ch];
    if (punct) {
      tokens.push({ type: punct, text: ch, value: ch, pos });
      pos++;
      continue;
    }
    if (ch === "'") {
      let value = "";
      let i = pos + 1;
      for (;;) {
        if (i >= text.length) throw new ODataSyntaxError(`Unterminated string literal at position ${pos}`, pos);
        const c = text[i] as string;
        if (c === "'") {
          if (text[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          break;
        }
        value += c;
        i++;
      }
      tokens.push({ type: "string", text: text.slice(pos, i + 1), value, pos });
      pos = i + 1;
      continue;
    }
    const date = match(DATE, text, pos);
    if (date) {
      tokens.push({ type: "date", text: date, value: date, pos });
      pos += date.length;
      continue;
    }
    if (text.startsWith("-INF", pos)) {
      tokens.push({ type: "number", text: "-INF", value: Number.NEGATIVE_INFINITY, pos });
      pos += 4;
      continue;
    }
    const num = match(NUMBER, text, pos);
    if (num) {
      tokens.push({ type: "number", text: num, value: Number(num), pos });
      pos += num.length;
      continue;
    }
    const ident = match(IDENT, text, pos);
    if (ident) {
      tokens.push({ type: "ident", text: ident, value: ident, pos });
      pos += ident.length;
      continue;
    }
    throw new ODataSyntaxError(`Unexpected character '${ch}' at position ${pos}`, pos);
  }
  tokens.push({ type: "eof", text: "", value: "", pos: text.length });
  return tokens;
}
