import { describe, expect, it } from "vitest";
import { ISLAND_SOURCES, ISLANDS, type IslandName } from "./island-sources";
import { isIslandName } from "./registry";

describe("the islands table", () => {
  it("names, for every island, a source module that exports its component", async () => {
    for (const [name, island] of Object.entries(ISLANDS)) {
      const source = ISLAND_SOURCES[name as IslandName];
      const module: Record<string, unknown> = await import(`../../${source}`);
      expect(typeof module[island.component], `${name}: ${source} exports ${island.component}`).toBe("function");
    }
  });

  it("gives the build and the server each island's source, and the loader knows no other name", () => {
    expect(ISLAND_SOURCES.finder).toBe("client/islands/tools/Finder.tsx");
    expect(Object.keys(ISLAND_SOURCES)).toEqual(Object.keys(ISLANDS));
    for (const name of Object.keys(ISLANDS) as IslandName[]) expect(isIslandName(name)).toBe(true);
    for (const name of ["", "toString", "__proto__", "Finder"]) expect(isIslandName(name)).toBe(false);
  });
});
