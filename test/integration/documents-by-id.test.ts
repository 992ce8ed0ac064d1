import { beforeAll, describe, expect, inject, it } from "vitest";
import { plantIdsOf } from "../../worker/loaders/product";
import { emulatorCalls, visit } from "./entry-visit";
import { productPath } from "./product-support";

interface Product {
  ID: string;
  AT_Websites: string[];
  AT_Visibility: string[];
  AT_Contacts?: string[];
  AT_Packaging_Value?: string[];
  AT_Effects?: string[];
  AT_Regions?: string[];
  AT_ProductionPlant_Value?: string[];
  ProductCrossReference?: { Type: string; ProductId: string }[];
}

const LOOKUPS = ["plants", "contacts", "packagingmaterials", "classifications"] as const;
type Lookup = (typeof LOOKUPS)[number];

/** The IDs a product's page looks up by ID in each index, in the order the page asks for them. */
const idsOf = (p: Product): Record<Lookup, string[]> => ({
  plants: plantIdsOf(p as never),
  contacts: [...new Set(p.AT_Contacts ?? [])],
  packagingmaterials: [...new Set(p.AT_Packaging_Value ?? [])],
  classifications: [...new Set([...(p.AT_Effects ?? []), ...(p.AT_Regions ?? [])])],
});
/** The text of a lookup's filter that names exactly this set of IDs. */
const setText = (ids: string[]) => `search.in(ID, '${ids.join("|")}', '|')`;

async function emulatorSearch<T>(index: string, body: Record<string, unknown>): Promise<T[]> {
  const res = await fetch(
    `${inject("emulatorBase")}/search/public/indexes/${index}-de-de/docs/search?api-version=2020-06-30`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "api-key": "demo-public-key" },
      body: JSON.stringify(body),
    },
  );
  if (!res.ok) throw new Error(`emulator answered ${res.status}`);
  return ((await res.json()) as { value: T[] }).value;
}

/**
 * A product whose every document other products of its site name between
 * them, none of them with the same set (their answers would serve it without
 * any tier), and the lookups of it whose set of IDs no other product names
 * (so a call naming that set is this product's page, whatever other test
 * files ask at the same time): at least two of them.
 */
function subjectAndOthers(products: Product[]) {
  const siteOf = (p: Product) => p.AT_Websites.find((s) => s !== "intranet");
  const texts = new Map<string, number>();
  for (const p of products) {
    for (const ids of Object.values(idsOf(p))) texts.set(setText(ids), (texts.get(setText(ids)) ?? 0) + 1);
  }
  for (const subject of [...products].reverse()) {
    const site = siteOf(subject);
    const needed = idsOf(subject);
    const own = LOOKUPS.filter((l) => needed[l].length > 0 && texts.get(setText(needed[l])) === 1);
    if (!site || own.length < 2) continue;
    const missing = new Set(LOOKUPS.flatMap((l) => needed[l].map((id) => `${l}:${id}`)));
    const others: Product[] = [];
    for (const other of products) {
      if (other === subject || siteOf(other) !== site) continue;
      const theirs = idsOf(other);
      if (LOOKUPS.some((l) => setText(theirs[l]) === setText(needed[l]))) continue;
      const brings = LOOKUPS.flatMap((l) => theirs[l].map((id) => `${l}:${id}`)).filter((k) => missing.has(k));
      if (brings.length === 0) continue;
      others.push(other);
      for (const k of brings) missing.delete(k);
      if (missing.size === 0) return { subject, site, others, own };
    }
  }
  throw new Error("no product whose documents other products of its site name between them");
}

let products: Product[] = [];
beforeAll(async () => {
  products = (
    await emulatorSearch<Product>("products", {
      top: 1000,
      orderby: "ID asc",
      select:
        "ID, AT_Websites, AT_Visibility, AT_Contacts, AT_Packaging_Value, AT_Effects, AT_Regions, AT_ProductionPlant_Value, ProductCrossReference",
    })
  ).filter((p) => p.AT_Visibility.includes("Public"));
});

describe("documents held by ID", () => {
  it("an uncached product page asks for no plant, contact, packaging or classification that earlier pages brought", async () => {
    const { subject, site, others, own } = subjectAndOthers(products);
    const miss = () => `?held=${crypto.randomUUID().slice(0, 8)}`;
    for (const other of others) {
      const page = await visit(`https://held.test${productPath(site, other.ID, "de")}${miss()}`);
      expect(page.res.status).toBe(200);
    }
    const needed = idsOf(subject);
    const asked = async () =>
      Object.fromEntries(
        await Promise.all(
          own.map(async (l) => [
            l,
            // This page's own index: a public German page asks the public de-de one.
            (await emulatorCalls(setText(needed[l]), "search")).filter((c) =>
              c.path.includes(`/search/public/indexes/${l}-de-de/`),
            ).length,
          ]),
        ),
      );
    const before = await asked();
    const page = await visit(`https://held.test${productPath(site, subject.ID, "de")}${miss()}`);
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get("X-Cache-Status")).toBe("MISS");
    // Not one lookup of this product's own sets: every document came from the earlier pages' answers.
    expect(await asked()).toEqual(before);

    // And the page shows them: the contacts' and plants' names, as the service holds them.
    const contacts = await emulatorSearch<{ AT_LastName: string }>("contacts", { filter: setText(needed.contacts) });
    expect(contacts.length).toBe(needed.contacts.length);
    for (const c of contacts) expect(page.text).toContain(c.AT_LastName);
    const plants = await emulatorSearch<{ ID: string }>("plants", { filter: setText(needed.plants) });
    expect(plants.length).toBe(needed.plants.length);
  });
});
