import { invalidParameter } from "./errors.ts";
import { comparableOf, type IndexField, isCollection, isComplex } from "./index-field.ts";
import type { CompareOp, FilterNode, LambdaNode, LiteralNode, PathNode } from "./odata/ast.ts";
import { ODataSyntaxError } from "./odata/lexer.ts";
import { parseFilter } from "./odata/parser.ts";

/** A filter bound to one index: true when the document passes. */
export type DocPredicate = (doc: Record<string, unknown>) => boolean;

type Env = unknown[];
type Pred = (doc: Record<string, unknown>, env: Env) => boolean;
type Getter = (doc: Record<string, unknown>, env: Env) => unknown;

/** What a name can refer to: a top-level field or a lambda variable over a collection's elements. */
interface Scope {
  /** `element` is the collection field; `scalar` the element type of a primitive collection. */
  variables: Map<string, { slot: number; element: IndexField; scalar?: string | undefined }>;
  depth: number;
}

const OP_NAMES: Record<CompareOp, string> = {
  eq: "Equal",
  ne: "NotEqual",
  gt: "GreaterThan",
  ge: "GreaterThanOrEqual",
  lt: "LessThan",
  le: "LessThanOrEqual",
};
const FLIP: Record<CompareOp, CompareOp> = { eq: "eq", ne: "ne", gt: "lt", ge: "le", lt: "gt", le: "ge" };

const fail = (detail: string): never => {
  throw invalidParameter("$filter", detail);
};

/**
 * Parses and type-checks a `$filter` against an index schema and compiles it
 * to a predicate. Every problem (syntax, unknown or non-filterable field, type
 * mismatch, misuse of collections) becomes a 400 SearchError.
 */
export function compileFilter(text: string, fields: readonly IndexField[]): DocPredicate {
  let ast: FilterNode;
  try {
    ast = parseFilter(text);
  } catch (e) {
    if (e instanceof ODataSyntaxError) fail(e.message);
    throw e;
  }
  const pred = new Binder(fields).predicate(ast, { variables: new Map(), depth: 0 });
  return (doc) => pred(doc, []);
}

interface BoundPath {
  field: IndexField;
  get: Getter;
  name: string;
}

class Binder {
  constructor(private readonly fields: readonly IndexField[]) {}

  predicate(node: FilterNode, scope: Scope): Pred {
    switch (node.kind) {
      case "and": {
        // Long chains (a search.in fallback over many ids) are flattened, so depth stays constant.
        const parts = flatten(node).map((n) => this.predicate(n, scope));
        return (d, e) => parts.every((p) => p(d, e));
      }
      case "or": {
        const parts = flatten(node).map((n) => this.predicate(n, scope));
        return (d, e) => parts.some((p) => p(d, e));
      }
      case "not": {
        const p = this.predicate(node.operand, scope);
        return (d, e) => !p(d, e);
      }
      case "literal":
        if (node.type !== "boolean") fail(`The constant ${describeLiteral(node)} is not a boolean expression.`);
        return node.value ? () => true : () => false;
      case "path": {
        const bound = this.path(node, scope);
        if (bound.field.type !== "Edm.Boolean") {
          fail(
            `The field '${bound.name}' of type '${bound.field.type}' is not a boolean expression; compare it with a constant.`,
          );
        }
        return (d, e) => bound.get(d, e) === true;
      }
      case "compare":
        return this.compare(node.op, node.left, node.right, scope);
      case "searchIn": {
        const bound = this.path(node.field, scope);
        if (bound.field.type !== "Edm.String") {
          fail(`search.in needs a string field, but '${bound.name}' is of type '${bound.field.type}'.`);
        }
        // The listed values are query constants too: normalized as the field's values were.
        const comparable = comparableOf(bound.field);
        const set = new Set(node.values.map(comparable));
        return (d, e) => {
          const v = bound.get(d, e);
          return typeof v === "string" && set.has(comparable(v));
        };
      }
      case "lambda":
        return this.lambda(node, scope);
    }
  }

  private lambda(node: LambdaNode, scope: Scope): Pred {
    const bound = this.path(node.collection, scope, true);
    if (!isCollection(bound.field)) {
      fail(`The field '${bound.name}' is not a collection, so '${node.quantifier}' cannot be applied to it.`);
    }
    if (!node.body || !node.variable) return (d, e) => asArray(bound.get(d, e)).length > 0;
    if (this.fields.some((f) => f.name === node.variable) || scope.variables.has(node.variable)) {
      fail(`The lambda variable '${node.variable}' hides a field or another variable; choose another name.`);
    }
    if (bound.field.type === "Collection(Edm.String)") checkStringCollectionBody(node);
    const scalar = isComplex(bound.field) ? undefined : bound.field.type.slice("Collection(".length, -1);
    const slot = scope.depth;
    const inner: Scope = {
      variables: new Map(scope.variables).set(node.variable, { slot, element: bound.field, scalar }),
      depth: scope.depth + 1,
    };
    const body = this.predicate(node.body, inner);
    if (node.quantifier === "any") {
      return (d, e) => {
        for (const item of asArray(bound.get(d, e))) {
          e[slot] = item;
          if (body(d, e)) return true;
        }
        return false;
      };
    }
    return (d, e) => {
      for (const item of asArray(bound.get(d, e))) {
        e[slot] = item;
        if (!body(d, e)) return false;
      }
      return true;
    };
  }

  private compare(op: CompareOp, left: FilterNode, right: FilterNode, scope: Scope): Pred {
    let pathNode: PathNode;
    let lit: LiteralNode;
    if (left.kind === "path" && right.kind === "literal") {
      pathNode = left;
      lit = right;
    } else if (left.kind === "literal" && right.kind === "path") {
      pathNode = right;
      lit = left;
      op = FLIP[op];
    } else {
      return fail("Comparisons must be between a field (or lambda variable) and a constant.");
    }
    const bound = this.path(pathNode, scope);
    const type = bound.field.type;
    if (isCollection(bound.field)) {
      fail(`The field '${bound.name}' is a collection; use any or all to filter on its elements.`);
    }
    if (isComplex(bound.field)) fail(`The field '${bound.name}' is a complex field; compare one of its sub-fields.`);
    const incompatible = () =>
      fail(
        `A binary operator with incompatible types was detected. Found operand types '${type}' and '${literalEdm(lit)}' for operator kind '${OP_NAMES[op]}'.`,
      );
    if (lit.type === "null") {
      if (op !== "eq" && op !== "ne") incompatible();
      const get = bound.get;
      return op === "eq" ? (d, e) => get(d, e) == null : (d, e) => get(d, e) != null;
    }
    let key: (v: unknown) => number | string | boolean | undefined;
    let constant: number | string | boolean;
    if (type === "Edm.String" && lit.type === "string") {
      // The service normalizes the constant as it normalized the field's values at indexing:
      // under lowercase, `Name eq 'tmptma'` finds `TMPTMA`.
      const comparable = comparableOf(bound.field);
      key = (v) => (typeof v === "string" ? (comparable(v) as string) : undefined);
      constant = comparable(lit.value) as string;
    } else if ((type === "Edm.Int32" || type === "Edm.Int64" || type === "Edm.Double") && lit.type === "number") {
      key = (v) => (typeof v === "number" ? v : undefined);
      constant = lit.value as number;
    } else if (type === "Edm.Boolean" && lit.type === "boolean") {
      if (op !== "eq" && op !== "ne") incompatible();
      key = (v) => (typeof v === "boolean" ? v : undefined);
      constant = lit.value as boolean;
    } else if (type === "Edm.DateTimeOffset" && lit.type === "date") {
      key = (v) => {
        const t = typeof v === "string" ? Date.parse(v) : Number.NaN;
        return Number.isNaN(t) ? undefined : t;
      };
      constant = Date.parse(lit.value as string);
      if (Number.isNaN(constant)) fail(`The date-time constant '${lit.value}' is not a valid date.`);
    } else {
      return incompatible();
    }
    const get = bound.get;
    const c = constant;
    switch (op) {
      case "eq":
        return (d, e) => key(get(d, e)) === c;
      case "ne":
        return (d, e) => key(get(d, e)) !== c;
      case "gt":
        return (d, e) => cmp(key(get(d, e)), c, (x, y) => x > y);
      case "ge":
        return (d, e) => cmp(key(get(d, e)), c, (x, y) => x >= y);
      case "lt":
        return (d, e) => cmp(key(get(d, e)), c, (x, y) => x < y);
      case "le":
        return (d, e) => cmp(key(get(d, e)), c, (x, y) => x <= y);
    }
  }

  /** Binds a path to a getter; only lambdas may name a collection of complex values. */
  private path(node: PathNode, scope: Scope, forLambda = false): BoundPath {
    const [head, ...rest] = node.segments as [string, ...string[]];
    const variable = scope.variables.get(head);
    let current: IndexField | undefined;
    let fields: readonly IndexField[];
    let get: Getter;
    let name: string;
    if (variable) {
      const slot = variable.slot;
      get = (_d, e) => e[slot];
      name = head;
      // The variable is one element of the collection, so a single complex value.
      current = { ...variable.element, type: "Edm.ComplexType" };
      if (variable.scalar) {
        if (rest.length > 0)
          fail(`The lambda variable '${head}' is a ${variable.scalar} and has no sub-field '${rest[0]}'.`);
        return { field: { ...variable.element, type: variable.scalar as IndexField["type"] }, get, name };
      }
      fields = variable.element.fields ?? [];
    } else {
      fields = this.fields;
      current = undefined;
      get = (d) => d;
      name = "";
      rest.unshift(head);
    }
    for (let i = 0; i < rest.length; i++) {
      const seg = rest[i] as string;
      if (current && !isComplex(current)) {
        fail(`The field '${name}' of type '${current.type}' has no sub-field '${seg}'.`);
      }
      if (current && isCollection(current)) {
        fail(`The field '${name}' is a collection; use any or all to reach its sub-field '${seg}'.`);
      }
      const found = fields.find((f) => f.name === seg);
      if (!found) {
        const owner = name ? `the complex field '${name}'` : "type 'search.document'";
        fail(`Could not find a property named '${seg}' on ${owner}.`);
      }
      const f = found as IndexField;
      const parent = get;
      get = (d, e) => {
        const o = parent(d, e);
        return o !== null && typeof o === "object" && !Array.isArray(o)
          ? (o as Record<string, unknown>)[seg]
          : undefined;
      };
      name = name ? `${name}/${seg}` : seg;
      current = f;
      fields = f.fields ?? [];
    }
    const field = current as IndexField;
    // Azure keeps the filterable attribute on leaves; complex fields only group them.
    if (!isComplex(field) && field.filterable === false) {
      fail(`'${name}' is not a filterable field. Only filterable fields can be used in filter expressions.`);
    }
    if (!forLambda && !variable && field.type === "Collection(Edm.ComplexType)") {
      fail(`The field '${name}' is a collection; use any or all to filter on its elements.`);
    }
    return { field, get, name };
  }
}

/**
 * Azure only accepts lambdas over string collections it can run on its
 * inverted index: `any` with eq / search.in joined by or, `all` with ne /
 * not search.in joined by and. The emulator refuses the rest so that code
 * which works here also works against the real service.
 */
function checkStringCollectionBody(node: LambdaNode): void {
  const ok = (n: FilterNode, negated: boolean): boolean => {
    const any = (node.quantifier === "any") !== negated;
    switch (n.kind) {
      case "or":
        return any && ok(n.left, negated) && ok(n.right, negated);
      case "and":
        return !any && ok(n.left, negated) && ok(n.right, negated);
      case "not":
        return ok(n.operand, !negated);
      case "compare":
        return any ? n.op === "eq" : n.op === "ne";
      case "searchIn":
        return any;
      default:
        return false;
    }
  };
  if (node.body && !ok(node.body, false)) {
    fail(
      node.quantifier === "any"
        ? "Invalid lambda expression. Found a test for inequality or a conjunction in a lambda expression over a string collection: 'any' may only use 'eq' or 'search.in', combined with 'or'."
        : "Invalid lambda expression. Found a test for equality or a disjunction in a lambda expression over a string collection: 'all' may only use 'ne' or 'not search.in', combined with 'and'.",
    );
  }
}

/** The operands of a chain of one logical operator, left to right, without recursion. */
function flatten(node: FilterNode & { kind: "and" | "or" }): FilterNode[] {
  const out: FilterNode[] = [];
  const stack: FilterNode[] = [node];
  while (stack.length) {
    const n = stack.pop() as FilterNode;
    if (n.kind === node.kind) stack.push(n.right, n.left);
    else out.push(n);
  }
  return out;
}

function cmp<T extends number | string | boolean>(v: T | undefined, c: T, f: (x: T, y: T) => boolean): boolean {
  return v !== undefined && f(v, c);
}

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

function literalEdm(lit: LiteralNode): string {
  switch (lit.type) {
    case "string":
      return "Edm.String";
    case "number":
      return Number.isInteger(lit.value) ? "Edm.Int32" : "Edm.Double";
    case "boolean":
      return "Edm.Boolean";
    case "date":
      return "Edm.DateTimeOffset";
    case "null":
      return "null";
  }
}

function describeLiteral(lit: LiteralNode): string {
  return lit.type === "string" ? `'${lit.value}'` : String(lit.value);
}
