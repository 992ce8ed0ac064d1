import { describe, expect, it } from "vitest";
import {
  buildClassificationTree,
  type ClassificationEntry,
  countsFromFacet,
  limitDepth,
  treeValues,
} from "./classification-tree.ts";

const ref = (ClassificationID: string, Type: string) => ({ ClassificationID, Type });
const ENTRIES: ClassificationEntry[] = [
  { ID: "MK_coatings", Name: "Coatings", UserTypeID: "Market" },
  { ID: "MK_adhesives", Name: "adhesives", UserTypeID: "Market" },
  {
    ID: "AP_wood",
    Name: "Wood coatings",
    UserTypeID: "Application",
    ClassificationReference: [ref("MK_coatings", "Object2Parent")],
  },
  {
    ID: "AP_auto",
    Name: "Automotive",
    UserTypeID: "Application",
    ClassificationReference: [ref("MK_coatings", "Object2Parent"), ref("MK_coatings", "Object2Root")],
  },
  {
    ID: "AP_deep",
    Name: "Clear coats",
    UserTypeID: "Application",
    ClassificationReference: [ref("AP_auto", "Object2Parent")],
  },
  {
    ID: "M2A_1",
    Name: "Pairing",
    UserTypeID: "MarketApplication",
    ClassificationReference: [
      ref("MK_adhesives", "MarketApplication2Market"),
      ref("AP_wood", "MarketApplication2Application"),
    ],
  },
];

describe("buildClassificationTree", () => {
  const tree = buildClassificationTree(
    ENTRIES,
    countsFromFacet([
      { value: "MK_coatings", count: 12 },
      { value: "AP_auto", count: 3 },
    ]),
  );

  it("nests by parent and sorts children alphabetically by label, case-insensitively", () => {
    expect(tree.map((n) => n.label)).toEqual(["adhesives", "Coatings"]);
    expect(tree[1]?.children.map((n) => n.label)).toEqual(["Automotive", "Wood coatings"]);
    expect(tree[1]?.children[0]?.children.map((n) => n.value)).toEqual(["AP_deep"]);
    expect(tree[1]?.children[0]?.parent).toBe("MK_coatings");
  });

  it("fills counts from the facet, 0 when absent, and counts pairings as 1", () => {
    expect(tree[1]?.count).toBe(12);
    expect(tree[1]?.children[0]?.count).toBe(3);
    expect(tree[1]?.children[1]?.count).toBe(0);
    const pairing = tree[0]?.children[0];
    expect(pairing).toMatchObject({ value: "M2A_1", count: 1, label: "Wood coatings", parent: "MK_adhesives" });
    // Marked, so its 1 is not shown as a number of products; other nodes carry no mark.
    expect(pairing?.pairing).toBe(true);
    expect(tree[1]).not.toHaveProperty("pairing");
  });

  it("makes entries with an unknown parent roots and survives cycles", () => {
    const cyclic: ClassificationEntry[] = [
      { ID: "A", Name: "A", UserTypeID: "Market", ClassificationReference: [ref("B", "Object2Parent")] },
      { ID: "B", Name: "B", UserTypeID: "Market", ClassificationReference: [ref("A", "Object2Parent")] },
      { ID: "C", Name: "C", UserTypeID: "Market", ClassificationReference: [ref("missing", "Object2Parent")] },
      { ID: "D", Name: "D", UserTypeID: "Market", ClassificationReference: [ref("D", "Object2Parent")] },
    ];
    const built = buildClassificationTree(cyclic);
    expect(treeValues(built).sort()).toEqual(["A", "B", "C", "D"]);
  });

  it("is plain JSON", () => {
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });
});

describe("limitDepth", () => {
  const tree = buildClassificationTree(ENTRIES);
  it("empties children at the given depth without touching the input", () => {
    expect(limitDepth(tree, 1).every((n) => n.children.length === 0)).toBe(true);
    const two = limitDepth(tree, 2);
    expect(two[1]?.children.length).toBe(2);
    expect(two[1]?.children[0]?.children).toEqual([]);
    expect(tree[1]?.children[0]?.children.length).toBe(1);
    expect(limitDepth(tree, 0).every((n) => n.children.length === 0)).toBe(true);
  });
});

describe("countsFromFacet", () => {
  it("keys counts by value and skips entries without one", () => {
    const counts = countsFromFacet([{ value: "a", count: 2 }, { count: 5 }, { value: 3, count: 1 }]);
    expect([...counts]).toEqual([
      ["a", 2],
      ["3", 1],
    ]);
    expect(countsFromFacet(undefined).size).toBe(0);
  });
});
