import { SearchError } from "./errors.ts";
import type { IndexField, ServedIndex } from "./index-field.ts";

/** A small index touching every field type and attribute the engine honours. */
const f = (name: string, type: IndexField["type"], flags: Partial<IndexField> = {}): IndexField => ({
  name,
  type,
  key: false,
  searchable: type === "Edm.String" || type === "Collection(Edm.String)",
  filterable: true,
  facetable: true,
  sortable: !type.startsWith("Collection("),
  retrievable: true,
  ...flags,
});

export const FIXTURE_FIELDS: IndexField[] = [
  f("ID", "Edm.String", { key: true }),
  f("Name", "Edm.String"),
  f("Description", "Edm.String", { sortable: false, facetable: false }),
  f("UserTypeID", "Edm.String", { searchable: false }),
  f("Tags", "Collection(Edm.String)"),
  f("Price", "Edm.Double"),
  f("Stock", "Edm.Int32"),
  f("Active", "Edm.Boolean"),
  f("Released", "Edm.DateTimeOffset"),
  f("Secret", "Edm.String", { searchable: false, filterable: false, facetable: false, sortable: false }),
  f("ClassificationReference", "Collection(Edm.ComplexType)", {
    filterable: false,
    facetable: false,
    sortable: false,
    searchable: false,
    fields: [
      f("ClassificationID", "Edm.String", { searchable: false, sortable: false }),
      f("Type", "Edm.String", { searchable: false, sortable: false }),
    ],
  }),
  f("Address", "Edm.ComplexType", {
    filterable: false,
    facetable: false,
    sortable: false,
    searchable: false,
    fields: [f("City", "Edm.String")],
  }),
];

const ref = (ClassificationID: string, Type: string) => ({ ClassificationID, Type });

export const FIXTURE_DOCS: Record<string, unknown>[] = [
  {
    ID: "PR_00000001",
    Name: "Tegostab B 8002",
    Description: "Silicone surfactant for flexible slabstock foam",
    UserTypeID: "Product",
    Tags: ["foam", "silicone"],
    Price: 12.5,
    Stock: 100,
    Active: true,
    Released: "2024-03-01T00:00:00Z",
    Secret: "s1",
    ClassificationReference: [ref("M_1", "Object2Root"), ref("A_1", "Object2Parent")],
    Address: { City: "Essen" },
  },
  {
    ID: "PR_00000002",
    Name: "Dabco 33-LV",
    Description: "Amine catalyst for polyurethane foam, low odour",
    UserTypeID: "Product",
    Tags: ["foam", "catalyst"],
    Price: 8,
    Stock: 0,
    Active: false,
    Released: "2023-06-15T12:00:00Z",
    Secret: "s2",
    ClassificationReference: [ref("M_1", "Object2Root"), ref("A_2", "Object2Parent")],
    Address: { City: "Marl" },
  },
  {
    ID: "PR_00000003",
    Name: "Visiomer MMA",
    Description: "Methacrylate monomer for coatings and adhesives",
    UserTypeID: "ServiceProduct",
    Tags: ["monomer"],
    Price: 30,
    Stock: 5,
    Active: true,
    Released: "2025-01-10T00:00:00Z",
    Secret: "s3",
    ClassificationReference: [ref("M_2", "Object2Root"), ref("A_1", "Object2Parent")],
    Address: { City: "Essen" },
  },
  {
    ID: "PR_00000004",
    Name: "Protectosil BHN",
    Description: "Silane water repellent for concrete; it's a silicone-free coatings additive",
    UserTypeID: "Product",
    Tags: [],
    Price: null,
    Stock: 20,
    Active: true,
    Released: null,
    Secret: "s4",
    ClassificationReference: [],
    Address: null,
  },
  {
    ID: "PR_00000005",
    Name: "Ortegol 500",
    Description: "Foam processing additive",
    UserTypeID: "Product",
    Tags: ["foam", "additive", "O'Brien"],
    Price: 15,
    Stock: 100,
    Active: false,
    Released: "2024-03-01T00:00:00Z",
    Secret: "s5",
    ClassificationReference: [ref("M_2", "Object2Root"), ref("A_2", "Object2Parent")],
    Address: { City: "Hopewell" },
  },
];

export const FIXTURE_INDEX: ServedIndex = {
  definition: { name: "products", fields: FIXTURE_FIELDS },
  docs: FIXTURE_DOCS,
};

/** The `SearchError` that `run` throws; fails the test when it throws none. */
export function searchErrorOf(run: () => unknown): SearchError {
  try {
    run();
  } catch (e) {
    if (e instanceof SearchError) return e;
    throw e;
  }
  throw new Error("expected a SearchError");
}
