import { describe, expect, it } from "vitest";
import { ISLAND_SOURCES } from "./island-sources";
import { loadIsland } from "./registry";

describe("the islands table", () => {
  it("names, for every island, a source module that exports its component under the file's own name", async () => {
    for (const [name, source] of Object.entries(ISLAND_SOURCES)) {
      const component = source.slice(source.lastIndexOf("/") + 1).replace(/\.tsx?$/, "");
      const module: Record<string, unknown> = await import(`../../${source}`);
      expect(typeof module[component], `${name}: ${source} exports ${component}`).toBe("function");
    }
  });

  it("has the loader read the component named by the chunk's file, before its content hash", async () => {
    // A data URL stands for a built chunk: the loader imports it as the browser would the island's URL.
    const chunk = (file: string) => `data:text/javascript,export const Finder = () => null; //${file}`;
    expect(typeof (await loadIsland(`${chunk("x")}/assets/Finder-BdUyfKfc.js`))).toBe("function");
    expect(await loadIsland(`${chunk("x")}/assets/StepFlow-a_b-cdEF.js`)).toBeUndefined();
    expect(await loadIsland(`${chunk("x")}/assets/finder.js`)).toBeUndefined();
  });
});
