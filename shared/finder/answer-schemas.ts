/**
 * The tool APIs' answers as the islands check them before rendering them: a
 * proxy, a cached error page or a deploy of another version may answer
 * something else, and a wrong shape must read as a failed load, not break
 * the island. Loose objects: a field added on the server passes through
 * untouched, so these need no change until the islands read it.
 */
import * as v from "valibot";
import type { CompareAnswer, FinderAnswer } from "./answer.ts";
import type { TreeNode } from "./classification-tree.ts";
import type { FlowAnswer } from "./flow-answer.ts";

const text = v.string();
const texts = v.array(text);
const count = v.number();
const flag = v.exactOptional(v.boolean());
const optionalText = v.exactOptional(text);

const option = v.looseObject({ value: text, label: text, count });
const options = v.array(option);
const fact = v.union([text, v.looseObject({ label: text, value: text })]);

const page = {
  totalCount: count,
  countText: text,
  page: count,
  perPage: count,
  pages: count,
  hasMorePages: v.boolean(),
  tool: text,
  query: text,
  notices: v.exactOptional(texts),
};

const treeNode: v.GenericSchema<TreeNode> = v.looseObject({
  label: text,
  value: text,
  count,
  children: v.array(v.lazy(() => treeNode)),
  parent: optionalText,
  pairing: v.exactOptional(v.literal(true)),
});

const base = { key: text, label: text };
const facet = v.variant("kind", [
  v.looseObject({
    ...base,
    kind: v.literal("value"),
    single: v.boolean(),
    options,
    more: v.exactOptional(options),
    selected: texts,
    truncated: v.exactOptional(v.literal(true)),
    unlisted: v.exactOptional(v.literal(true)),
    valueQuery: optionalText,
  }),
  v.looseObject({ ...base, kind: v.literal("boolean"), count, checked: v.boolean() }),
  v.looseObject({
    ...base,
    kind: v.literal("range"),
    unit: optionalText,
    bounds: v.exactOptional(v.looseObject({ min: count, max: count })),
    min: v.exactOptional(count),
    max: v.exactOptional(count),
  }),
  v.looseObject({ ...base, kind: v.literal("classification"), tree: v.array(treeNode), selected: texts }),
]);

const finderAnswer = v.looseObject({
  ...page,
  results: v.array(
    v.looseObject({
      id: text,
      title: text,
      href: optionalText,
      meta: v.array(fact),
      comparable: flag,
    }),
  ),
  facets: v.array(facet),
});

const flowAnswer = v.looseObject({
  ...page,
  steps: v.array(v.looseObject({ ...base, prompt: text, multi: v.boolean(), options, selected: texts })),
  current: count,
  stepCount: count,
  results: v.array(
    v.looseObject({
      id: text,
      title: text,
      meta: v.array(fact),
      picks: v.array(v.looseObject({ rank: text, name: text, href: optionalText, productId: optionalText })),
      facts: v.array(v.looseObject({ label: text, values: texts })),
    }),
  ),
  keep: optionalText,
  filters: v.exactOptional(
    v.looseObject({
      facets: v.array(
        v.looseObject({ ...base, kind: v.literal("value"), single: v.boolean(), options, selected: texts }),
      ),
      refinements: v.array(
        v.looseObject({ label: text, value: text, query: text, fromData: v.exactOptional(v.literal(true)) }),
      ),
      clearQuery: text,
    }),
  ),
});

const compareAnswer = v.looseObject({
  products: v.array(v.looseObject({ id: text, title: text, href: text })),
  rows: v.array(v.looseObject({ label: text, values: texts, differs: v.boolean() })),
});

/*
 * The checks, typed by the answers' interfaces: a field a schema misses or
 * types otherwise fails to compile here. `parse` throws on another shape.
 */
export const checkFinderAnswer = (json: unknown): FinderAnswer => v.parse(finderAnswer, json);
export const checkFlowAnswer = (json: unknown): FlowAnswer => v.parse(flowAnswer, json);
export const checkCompareAnswer = (json: unknown): CompareAnswer => v.parse(compareAnswer, json);
