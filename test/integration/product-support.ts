import { afterEach, inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    emulatorBase: string;
  }
}

export interface ProductSample {
  ID: string;
  Name: string;
  AT_Websites: string[];
  AT_Visibility: string[];
}

/** Products straight from the search emulator, to pick test subjects from the demo catalogue. */
export async function emulatorProducts(
  audience: "public" | "intranet" = "public",
  language: "en-us" | "de-de" = "en-us",
): Promise<ProductSample[]> {
  const key = audience === "public" ? "demo-public-key" : "demo-intranet-key";
  const res = await fetch(
    `${inject("emulatorBase")}/search/${audience}/indexes/products-${language}/docs/search?api-version=2020-06-30`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "api-key": key },
      body: JSON.stringify({ top: 1000, select: "ID, Name, AT_Websites, AT_Visibility", orderby: "ID asc" }),
    },
  );
  if (!res.ok) throw new Error(`emulator answered ${res.status}`);
  return ((await res.json()) as { value: ProductSample[] }).value;
}

/** Sets a fault rule of one emulated service (`{}` clears it; a `match` text scopes it to the calls carrying it). */
export async function setFault(service: string, rule: Record<string, number | string>): Promise<void> {
  const res = await fetch(`${inject("emulatorBase")}/__control/faults/${service}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(rule),
  });
  if (!res.ok) throw new Error(`control answered ${res.status}`);
}

/**
 * Fault rules scoped to texts only the calling test file sends (a product id,
 * a search text), so test files running at the same time never see them;
 * every rule set through the returned function is cleared after each test.
 */
export function scopedFaults(): (service: string, match: string, rule: Record<string, number>) => Promise<void> {
  const set: [string, string][] = [];
  afterEach(async () => {
    for (const [service, match] of set.splice(0)) await setFault(service, { match });
  });
  return async (service, match, rule) => {
    set.push([service, match]);
    await setFault(service, { ...rule, match });
  };
}

export const productPath = (site: string, id: string, lang = "en") => `/pim/fragment/${site}/${lang}/product/${id}`;
