import type { FinderAnswer } from "../../shared/finder/answer";

/** A finder's answer for component tests: one result, a facet of each kind but the tree. */
export const finderAnswer: FinderAnswer = {
  tool: "products",
  query: "brand=dabco",
  totalCount: 1,
  countText: "1 Product",
  page: 1,
  perPage: 25,
  pages: 1,
  hasMorePages: false,
  results: [
    {
      id: "PR_00000001",
      title: "TEGOSTAB <B 8002>",
      href: "/pim/fragment/x/en/product/PR_00000001",
      meta: ["Dabco"],
      comparable: true,
    },
  ],
  facets: [
    {
      kind: "value",
      key: "brand",
      label: "Brand",
      single: false,
      options: [{ value: "dabco", label: "Dabco", count: 1 }],
      selected: ["dabco"],
    },
    {
      kind: "value",
      key: "plant",
      label: "Plant",
      single: true,
      options: [{ value: "P1", label: "Marl", count: 1 }],
      selected: [],
    },
    { kind: "boolean", key: "green", label: "Renewable", count: 3, checked: false },
    { kind: "range", key: "flash", label: "Flash point", unit: "°C", bounds: { min: 10, max: 200 } },
  ],
};
