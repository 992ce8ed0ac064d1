/** Result count texts: `0 Products | 1 Product | {totalCount} Products` and the same for the other kinds. */

const NOUNS = {
  product: ["Product", "Products"],
  formulation: ["Formulation", "Formulations"],
  contact: ["Contact", "Contacts"],
} as const;

export type CountedKind = keyof typeof NOUNS;

export function resultCountText(kind: CountedKind, totalCount: number): string {
  const [one, many] = NOUNS[kind];
  if (totalCount === 0) return `0 ${many}`;
  if (totalCount === 1) return `1 ${one}`;
  return `${totalCount} ${many}`;
}
