import { Hono } from "hono";
import * as v from "valibot";
import { SearchError } from "./errors.ts";
import { exportIndexDefinition } from "./index-definition.ts";
import {
  describeIssues,
  queryToSearchRequest,
  searchBodySchema,
  searchQuerySchema,
  toSearchRequest,
} from "./request-schema.ts";
import { type SearchServiceDefinition, type SearchServiceName, SearchServices } from "./services.ts";
import {
  autocompleteBodySchema,
  autocompleteQuerySchema,
  queryToAutocompleteRequest,
  queryToSuggestRequest,
  suggestBodySchema,
  suggestQuerySchema,
  toAutocompleteRequest,
  toSuggestRequest,
} from "./suggest-schema.ts";
import { synonymMapRoute } from "./synonym-routes.ts";

export type { SearchServiceDefinition, SearchServiceName } from "./services.ts";

export interface SearchAppOptions {
  services: Record<SearchServiceName, SearchServiceDefinition>;
}

/** `indexes/{name}`, `indexes/{name}/docs...` or the SDK's `indexes('{name}')...`. */
const INDEX_PATH = /^indexes(?:\('((?:[^']|'')*)'\)|\/([^/]+))(\/docs.*)?$/;

/**
 * The Azure AI Search emulator as a Hono app, one service per audience
 * (`/{service}/indexes/...`), each with its own key. Mount it at `/search`.
 * Wraps no fault injection: the server puts `control.guard("search")` in front.
 */
export function createSearchApp(options: SearchAppOptions | SearchServices): Hono {
  const services = options instanceof SearchServices ? options : new SearchServices(options.services);

  const app = new Hono();

  app.all("/:service/*", async (c) => {
    const serviceName = c.req.param("service");
    const service = services.get(serviceName);
    if (!service) return errorResponse(new SearchError(404, "ServiceNotFound", `No search service '${serviceName}'.`));
    if (c.req.header("api-key") !== service.key) {
      return errorResponse(
        new SearchError(
          403,
          "Forbidden",
          "Authentication failed: the api-key header is missing or not a key of this service.",
        ),
      );
    }
    const url = new URL(c.req.url);
    if (!url.searchParams.get("api-version")) {
      return errorResponse(
        new SearchError(
          400,
          "MissingApiVersionParameter",
          "The api-version query parameter (?api-version=) is required for all requests.",
        ),
      );
    }
    const rest = url.pathname.slice(url.pathname.indexOf(`/${serviceName}/`) + serviceName.length + 2);
    if (rest === "synonymmaps" || rest.startsWith("synonymmaps/") || rest.startsWith("synonymmaps(")) {
      return synonymMapRoute(
        c.req.raw,
        rest,
        service.engine.synonymMaps,
        `${url.origin}${url.pathname.slice(0, url.pathname.length - rest.length)}`,
      );
    }
    const m = INDEX_PATH.exec(rest);
    if (!m) return errorResponse(new SearchError(404, "ResourceNotFound", `No such resource: '${rest}'.`));
    let indexName: string;
    let tail: string;
    try {
      indexName = decodeURIComponent(m[1] !== undefined ? m[1].replaceAll("''", "'") : (m[2] as string));
      tail = m[3] === undefined ? "" : decodeURIComponent(m[3].slice("/docs".length));
    } catch {
      return errorResponse(
        new SearchError(404, "ResourceNotFound", "The resource path is not valid percent-encoding."),
      );
    }
    const engine = service.engine;
    if (!engine.hasIndex(indexName)) {
      return errorResponse(
        new SearchError(404, "IndexNotFound", `The index '${indexName}' for service '${serviceName}' was not found.`),
      );
    }
    const method = c.req.method;
    if (m[3] === undefined) {
      if (method !== "GET")
        return errorResponse(new SearchError(404, "ResourceNotFound", `No such operation: ${method} '${rest}'.`));
      return c.json({
        "@odata.context": `${url.origin}${url.pathname.slice(0, url.pathname.length - rest.length)}$metadata#indexes/$entity`,
        ...exportIndexDefinition(engine.definition(indexName), indexName),
      });
    }
    try {
      if (method === "POST" && (tail === "/search" || tail === "/search.post.search")) {
        const body = await c.req.json().catch(() => undefined);
        const parsed = v.safeParse(searchBodySchema, body);
        if (!parsed.success)
          return badRequest(`The request body is not a valid search request: ${describeIssues(parsed.issues)}`);
        return c.json(engine.search(indexName, toSearchRequest(parsed.output)));
      }
      if (method === "GET" && (tail === "" || tail === "/")) {
        const raw: Record<string, string | string[]> = {};
        for (const [k, val] of url.searchParams)
          if (k !== "api-version") raw[k] = k === "facet" ? url.searchParams.getAll(k) : val;
        const parsed = v.safeParse(searchQuerySchema, raw);
        if (!parsed.success)
          return badRequest(`The query parameters are not a valid search request: ${describeIssues(parsed.issues)}`);
        return c.json(engine.search(indexName, queryToSearchRequest(parsed.output)));
      }
      if (method === "POST" && tail === "/search.post.suggest") {
        const parsed = v.safeParse(suggestBodySchema, await c.req.json().catch(() => undefined));
        if (!parsed.success)
          return badRequest(`The request body is not a valid suggest request: ${describeIssues(parsed.issues)}`);
        return c.json(engine.suggest(indexName, toSuggestRequest(parsed.output)));
      }
      if (method === "GET" && (tail === "/suggest" || tail === "/search.suggest")) {
        const parsed = v.safeParse(suggestQuerySchema, queryParams(url));
        if (!parsed.success)
          return badRequest(`The query parameters are not a valid suggest request: ${describeIssues(parsed.issues)}`);
        return c.json(engine.suggest(indexName, queryToSuggestRequest(parsed.output)));
      }
      if (method === "POST" && tail === "/search.post.autocomplete") {
        const parsed = v.safeParse(autocompleteBodySchema, await c.req.json().catch(() => undefined));
        if (!parsed.success)
          return badRequest(`The request body is not a valid autocomplete request: ${describeIssues(parsed.issues)}`);
        return c.json(engine.autocomplete(indexName, toAutocompleteRequest(parsed.output)));
      }
      if (method === "GET" && (tail === "/autocomplete" || tail === "/search.autocomplete")) {
        const parsed = v.safeParse(autocompleteQuerySchema, queryParams(url));
        if (!parsed.success)
          return badRequest(
            `The query parameters are not a valid autocomplete request: ${describeIssues(parsed.issues)}`,
          );
        return c.json(engine.autocomplete(indexName, queryToAutocompleteRequest(parsed.output)));
      }
      if (method === "GET" && tail === "/$count") {
        return c.text(String(engine.count(indexName)), 200, { "content-type": "text/plain; charset=utf-8" });
      }
      const keyMatch = /^(?:\('((?:[^']|'')*)'\)|\/([^/]+))$/.exec(tail);
      if (method === "GET" && keyMatch) {
        const key = keyMatch[1] !== undefined ? keyMatch[1].replaceAll("''", "'") : (keyMatch[2] as string);
        return c.json(engine.lookup(indexName, key, url.searchParams.get("$select") ?? undefined));
      }
      return errorResponse(new SearchError(404, "ResourceNotFound", `No such operation: ${method} '${rest}'.`));
    } catch (e) {
      if (e instanceof SearchError) return errorResponse(e);
      throw e;
    }
  });

  return app;
}

/** A GET request's parameters but the api-version, one value each. */
function queryParams(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, val] of url.searchParams) if (k !== "api-version") out[k] = val;
  return out;
}

function errorResponse(e: SearchError): Response {
  return Response.json(e.toBody(), { status: e.status });
}

function badRequest(message: string): Response {
  return errorResponse(new SearchError(400, "InvalidRequestParameter", message));
}
