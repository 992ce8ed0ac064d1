import { Hono } from "hono";
import * as v from "valibot";
import type { MarketTreeElement } from "./types.ts";

const USER_TYPES = new Set(["Market", "Application", "MarketApplication"]);

const requestSchema = v.object({
  market2ApplicationIds: v.pipe(
    v.array(
      v.pipe(
        v.string("each id must be a string"),
        v.regex(/^M2A_[\w-]{1,64}$/, "each id must be M2A_ followed by letters, digits, _ or -"),
      ),
      "market2ApplicationIds must be an array of M2A_ ids",
    ),
    v.maxLength(1000, "at most 1000 ids per request"),
  ),
  context: v.picklist(["en-us", "de-de"], "context must be en-us or de-de"),
});

/** Keeps the entries that look like market-tree elements (the catalogue's list is loosely typed). */
export function toMarketTree(entries: readonly Record<string, unknown>[]): MarketTreeElement[] {
  return entries.filter(
    (e): e is MarketTreeElement =>
      typeof e.ID === "string" && typeof e.Name === "string" && USER_TYPES.has(String(e.UserTypeID)),
  );
}

/** Entry name in a context: from `Names` (`{ "en-us", "de-de" }`) or a German name field when present, else `Name`. */
function localised(entry: MarketTreeElement, context: "en-us" | "de-de"): MarketTreeElement {
  const names = entry.Names && typeof entry.Names === "object" ? (entry.Names as Record<string, unknown>) : {};
  const candidates = context === "de-de" ? [names[context], entry.Name_de, entry.NameDe] : [names[context]];
  const name = candidates.find((n) => typeof n === "string" && n);
  return typeof name === "string" ? { ...entry, Name: name } : entry;
}

/**
 * The product connector's market-tree call, at
 * `POST /api/market-tree` with `{ market2ApplicationIds, context }`: for each
 * known pairing, the pairing itself, its market and its application (each
 * once, in request order). Unknown ids are skipped. Mounted at `/connector`.
 */
export function createConnectorApp(entries: readonly Record<string, unknown>[]): Hono {
  const tree = toMarketTree(entries);
  const byId = new Map(tree.map((e) => [e.ID, e]));
  const app = new Hono();
  app.post("/api/market-tree", async (c) => {
    const body = await c.req.json().catch(() => undefined);
    const parsed = v.safeParse(requestSchema, body);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const where = issue ? v.getDotPath(issue) : null;
      const message = body === undefined ? "body must be JSON" : `${where ? `${where}: ` : ""}${issue?.message}`;
      return c.json({ error: message }, 400);
    }
    const { market2ApplicationIds, context } = parsed.output;
    const seen = new Set<string>();
    const elements: MarketTreeElement[] = [];
    const add = (id: string) => {
      const entry = byId.get(id);
      if (!entry || seen.has(id)) return;
      seen.add(id);
      elements.push(localised(entry, context));
    };
    for (const id of market2ApplicationIds) {
      const pairing = byId.get(id);
      if (pairing?.UserTypeID !== "MarketApplication") continue;
      add(id);
      for (const ref of pairing.ClassificationReference ?? []) {
        if (ref.Type === "MarketApplication2Market" || ref.Type === "MarketApplication2Application") {
          add(ref.ClassificationID);
        }
      }
    }
    return c.json({ elements });
  });
  app.notFound((c) => c.json({ error: "Not found" }, 404));
  return app;
}
