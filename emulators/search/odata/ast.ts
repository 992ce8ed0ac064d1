/** The syntax tree of an OData `$filter`, before it is bound to an index schema. */
export type LiteralType = "string" | "number" | "boolean" | "null" | "date";
export type CompareOp = "eq" | "ne" | "gt" | "ge" | "lt" | "le";

export interface LiteralNode {
  kind: "literal";
  type: LiteralType;
  value: string | number | boolean | null;
  pos: number;
}

export interface PathNode {
  kind: "path";
  segments: string[];
  pos: number;
}

export interface CompareNode {
  kind: "compare";
  op: CompareOp;
  left: FilterNode;
  right: FilterNode;
  pos: number;
}

export interface LogicalNode {
  kind: "and" | "or";
  left: FilterNode;
  right: FilterNode;
  pos: number;
}

export interface NotNode {
  kind: "not";
  operand: FilterNode;
  pos: number;
}

export interface SearchInNode {
  kind: "searchIn";
  field: PathNode;
  /** The values after splitting on the delimiters (empty entries dropped, as Azure does). */
  values: string[];
  delimiters: string;
  pos: number;
}

export interface LambdaNode {
  kind: "lambda";
  quantifier: "any" | "all";
  collection: PathNode;
  variable?: string;
  body?: FilterNode;
  pos: number;
}

export type FilterNode = LiteralNode | PathNode | CompareNode | LogicalNode | NotNode | SearchInNode | LambdaNode;
