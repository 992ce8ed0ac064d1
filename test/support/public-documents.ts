/**
 * The products of `site` with the documents the public may see, as each
 * product names them (restricted documents left out), the most first: read
 * from the search emulator's public service at `emulatorBase`, so a test of
 * the documents' pages picks a product that has them.
 */
export async function productsByPublicDocuments(
  emulatorBase: string,
  site: string,
): Promise<{ id: string; documents: string[] }[]> {
  const res = await fetch(`${emulatorBase}/search/public/indexes/products-en-us/docs/search?api-version=2020-06-30`, {
    method: "POST",
    headers: { "content-type": "application/json", "api-key": "demo-public-key" },
    body: JSON.stringify({
      top: 1000,
      filter: `AT_Websites/any(x: x eq '${site}') and AT_Visibility/any(x: x eq 'Public')`,
      select: "ID, AssetCrossReference",
    }),
  });
  if (!res.ok) throw new Error(`emulator answered ${res.status}`);
  const { value } = (await res.json()) as {
    value: { ID: string; AssetCrossReference: { AssetId: string; Type: string }[] }[];
  };
  return value
    .map((p) => ({
      id: p.ID,
      documents: p.AssetCrossReference.filter((r) => r.Type !== "RestrictedDocument").map((r) => r.AssetId),
    }))
    .sort((a, b) => b.documents.length - a.documents.length);
}
