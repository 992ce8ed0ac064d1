import catalogueTerms from "../catalogue/synonymmaps/catalogue-terms.json" with { type: "json" };

/**
 * The synonym maps the demo indexes name (`synonymMaps` of their Name
 * fields), each the body of `PUT /synonymmaps('{name}')` as a deployment
 * sends it (README, Operations).
 */
export const DEMO_SYNONYM_MAPS: readonly { name: string; format: string; synonyms: string }[] = [catalogueTerms];

/**
 * Puts the demo synonym maps into each service through the service's own
 * REST route, the way a deployment puts them, so that a map the route would
 * refuse stops the emulator at start.
 */
export async function putDemoSynonymMaps(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  services: Record<string, string>,
  maps = DEMO_SYNONYM_MAPS,
): Promise<void> {
  for (const [service, key] of Object.entries(services)) {
    for (const map of maps) {
      const res = await app.request(`/${service}/synonymmaps('${map.name}')?api-version=2020-06-30`, {
        method: "PUT",
        headers: { "api-key": key, "content-type": "application/json" },
        body: JSON.stringify(map),
      });
      if (!res.ok) throw new Error(`synonym map '${map.name}' refused by ${service}: ${await res.text()}`);
    }
  }
}
