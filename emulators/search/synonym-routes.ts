import { SearchError } from "./errors.ts";
import { exportSynonymMap, type SynonymMaps } from "./synonyms.ts";

/** `synonymmaps('{name}')` (the SDK's form) or `synonymmaps/{name}` (the REST reference's). */
const MAP_PATH = /^synonymmaps(?:\('((?:[^']|'')*)'\)|\/([^/]+))$/;

/**
 * The service's synonym map resources: `GET /synonymmaps`, `POST
 * /synonymmaps` (create), `PUT`, `GET` and `DELETE /synonymmaps('{name}')`.
 * PUT answers 201 for a new map and 200 for a replaced one, each with the
 * map; `Prefer: return=minimal` gets 204 without a body, as the service
 * answers.
 */
export async function synonymMapRoute(
  req: Request,
  rest: string,
  maps: SynonymMaps,
  serviceUrl: string,
): Promise<Response> {
  const context = `${serviceUrl}$metadata#synonymmaps`;
  try {
    if (rest === "synonymmaps") {
      if (req.method === "GET") {
        return Response.json({ "@odata.context": context, value: maps.list().map(exportSynonymMap) });
      }
      if (req.method === "POST") {
        const body = (await req.json().catch(() => undefined)) as { name?: unknown } | undefined;
        const name = typeof body?.name === "string" ? body.name : "";
        if (maps.get(name)) {
          throw new SearchError(
            400,
            "ResourceNameAlreadyInUse",
            `Cannot create synonym map '${name}' because it already exists.`,
          );
        }
        const { map } = maps.put(name, body);
        return Response.json({ "@odata.context": `${context}/$entity`, ...exportSynonymMap(map) }, { status: 201 });
      }
      throw new SearchError(404, "ResourceNotFound", `No such operation: ${req.method} '${rest}'.`);
    }
    const m = MAP_PATH.exec(rest);
    if (!m) throw new SearchError(404, "ResourceNotFound", `No such resource: '${rest}'.`);
    let name: string;
    try {
      name = decodeURIComponent(m[1] !== undefined ? m[1].replaceAll("''", "'") : (m[2] as string));
    } catch {
      throw new SearchError(404, "ResourceNotFound", "The resource path is not valid percent-encoding.");
    }
    if (req.method === "PUT") {
      const body = await req.json().catch(() => undefined);
      const { map, created } = maps.put(name, body);
      if (/return=minimal/i.test(req.headers.get("prefer") ?? "")) return new Response(null, { status: 204 });
      return Response.json(
        { "@odata.context": `${context}/$entity`, ...exportSynonymMap(map) },
        { status: created ? 201 : 200 },
      );
    }
    const map = maps.get(name);
    if (!map) throw new SearchError(404, "ResourceNotFound", `No synonym map with the name '${name}' was found.`);
    if (req.method === "GET")
      return Response.json({ "@odata.context": `${context}/$entity`, ...exportSynonymMap(map) });
    if (req.method === "DELETE") {
      maps.delete(name);
      return new Response(null, { status: 204 });
    }
    throw new SearchError(404, "ResourceNotFound", `No such operation: ${req.method} '${rest}'.`);
  } catch (e) {
    if (e instanceof SearchError) return Response.json(e.toBody(), { status: e.status });
    throw e;
  }
}
