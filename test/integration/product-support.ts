import { inject } from "vitest";

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

/** Sets a fault rule of one emulated service (`{}` clears it). */
export async function setFault(service: string, rule: Record<string, number>): Promise<void> {
  const res = await fetch(`${inject("emulatorBase")}/__control/faults/${service}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(rule),
  });
  if (!res.ok) throw new Error(`control answered ${res.status}`);
}

export const productPath = (site: string, id: string, lang = "en") => `/pim/fragment/${site}/${lang}/product/${id}`;
