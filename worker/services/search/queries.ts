import { type IndexName, userTypeFilter } from "../../../shared/catalogue/index-names";
import { and, field as fieldPath, searchIn } from "../../../shared/search/odata";
import { BULK_PAGE_SIZE, skipFor } from "../../../shared/search/paging";
import type { OutboundStrategy } from "../outbound";
import type { SearchAnswer, SearchClient } from "./client";

/** `and` of the kind's UserTypeID filter (spec section 3) and `filter`. */
export function kindFilter(index: IndexName, filter?: string): string | undefined {
  const clauses = [userTypeFilter(index), filter].filter((c): c is string => Boolean(c));
  return clauses.length ? and(...clauses) : undefined;
}

/**
 * Documents by ID (`search.in`), in batches of 1000; unknown IDs are simply
 * absent. With `heldById`, for IDs many pages name (a product's plants,
 * contacts, packaging, classifications), a set whose every document the
 * isolate holds by ID costs no call (ADR 0085); such a lookup answers in the
 * order of `ids` whichever way it was answered, so a page reads the same
 * from the tier as from the service.
 */
export async function findByIds<T>(
  client: SearchClient,
  index: IndexName,
  ids: readonly string[],
  options: { select?: string[]; cache?: OutboundStrategy; extraFilter?: string | undefined; heldById?: boolean } = {},
): Promise<T[]> {
  const unique = [...new Set(ids)];
  const held = options.heldById ? client.documents : undefined;
  const scope = held ? `${index}|${options.select?.join(",") ?? "*"}|${options.extraFilter ?? ""}` : "";
  const strategy = options.cache ?? "catalogue";
  const fromTier = held?.take<T>(scope, unique, strategy);
  if (fromTier) return fromTier;
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += BULK_PAGE_SIZE) batches.push(unique.slice(i, i + BULK_PAGE_SIZE));
  let answers: SearchAnswer<T>[];
  try {
    answers = await Promise.all(
      batches.map((batch) =>
        client.search<T>(index, {
          filter: kindFilter(index, and(searchIn("ID", batch), options.extraFilter)),
          top: batch.length,
          ...(options.select ? { select: options.select } : {}),
          ...(options.cache ? { cache: options.cache } : {}),
        }),
      ),
    );
  } catch (error) {
    // The set's answer failed and no cache had it (a set the tier answered is never written to the answer
    // cache): documents held within their stale-if-error window stand in, as a stale answer would.
    const stale = held?.take<T>(scope, unique, strategy, "stale-if-error");
    if (stale) return stale;
    throw error;
  }
  const docs = answers.flatMap((a) => a.value);
  if (!options.heldById) return docs;
  const age = Math.max(0, ...answers.map((a) => a.ageSeconds ?? 0));
  if (held && strategy !== "no-store") held.keep(scope, docs, age);
  const byId = new Map(docs.map((d) => [(d as { ID?: unknown }).ID, d]));
  return unique.flatMap((id) => (byId.has(id) ? [byId.get(id) as T] : []));
}

/** One document by ID, or null. */
export async function findById<T>(
  client: SearchClient,
  index: IndexName,
  id: string,
  options: { cache?: OutboundStrategy } = {},
): Promise<T | null> {
  const [doc] = await findByIds<T>(client, index, [id], options);
  return doc ?? null;
}

/** Smallest and largest value of a numeric attribute: two one-row queries, ascending and descending. */
export async function attributeRange(
  client: SearchClient,
  index: IndexName,
  field: string,
  filter?: string,
): Promise<{ min: number; max: number } | null> {
  const name = fieldPath(field);
  const base = { filter: kindFilter(index, and(filter, `${name} ne null`)), top: 1, select: [name] };
  const [low, high] = await Promise.all([
    client.search<Record<string, unknown>>(index, { ...base, orderby: [`${name} asc`] }),
    client.search<Record<string, unknown>>(index, { ...base, orderby: [`${name} desc`] }),
  ]);
  const min = low.value[0]?.[field];
  const max = high.value[0]?.[field];
  return typeof min === "number" && typeof max === "number" ? { min, max } : null;
}

/** Every document matching `filter`, paging by 1000 until no more pages. */
export async function bulkLookup<T>(
  client: SearchClient,
  index: IndexName,
  options: { filter?: string; select?: string[]; orderby?: string[]; cache?: OutboundStrategy } = {},
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await client.search<T>(index, {
      filter: kindFilter(index, options.filter),
      top: BULK_PAGE_SIZE,
      skip: skipFor(page, BULK_PAGE_SIZE),
      // A stable order so that pages neither overlap nor miss documents.
      orderby: options.orderby ?? ["ID asc"],
      ...(options.select ? { select: options.select } : {}),
      cache: options.cache ?? "reference",
    });
    all.push(...answer.value);
    if (answer.value.length < BULK_PAGE_SIZE || all.length >= answer.count) return all;
  }
}
