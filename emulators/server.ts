import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createAccessApp } from "./access/app.ts";
import { buildCatalogue, type Catalogue } from "./catalogue/index.ts";
import { demoScaleFromEnv } from "./catalogue/scale.ts";
import { createConnectorApp } from "./connector/app.ts";
import { createContentApp } from "./content/app.ts";
import { createContentControl } from "./content/control-routes.ts";
import { createImageApp } from "./content/placeholder-image.ts";
import { ContentStore } from "./content/store.ts";
import { Control } from "./control.ts";
import { createDatasheetsApp } from "./datasheets/app.ts";
import type { DatasheetTable } from "./datasheets/types.ts";
import { createFilesApp } from "./files/app.ts";
import type { FileTable } from "./files/types.ts";
import { createSearchApp } from "./search/app.ts";
import { createSearchControl } from "./search/control-routes.ts";
import { putDemoSynonymMaps } from "./search/demo-synonym-maps.ts";
import { searchServicesFromCatalogue } from "./search/from-catalogue.ts";
import { SearchServices } from "./search/services.ts";
import { buildSpace } from "./space/index.ts";
import type { Space } from "./space/types.ts";

/** Demo keys of the two search audiences (the local contract); not secrets. */
export { DEMO_SEARCH_KEYS as SEARCH_KEYS } from "./search/from-catalogue.ts";

import { DEMO_SEARCH_KEYS as SEARCH_KEYS } from "./search/from-catalogue.ts";

/** What the emulators read from a catalogue; tests may give only the parts they need. */
export interface EmulatorCatalogue extends Partial<Pick<Catalogue, "indexes" | "definitions">> {
  datasheets: DatasheetTable;
  marketTree: readonly Record<string, unknown>[];
  files: FileTable;
}

export interface EmulatorOptions {
  port: number;
  host?: string;
  seed?: number;
  today?: Date;
  /** Demo catalogue size factor (catalogue/scale.ts); `DEMO_SCALE` from the environment unless given. */
  scale?: number;
  control?: Control;
  /** Replaces the demo space (tests with fixtures). */
  space?: Space | ((assetBase: string) => Space);
  /** Replaces the demo catalogue (tests with fixtures; without indexes the search services are empty). */
  catalogue?: EmulatorCatalogue;
}

export interface RunningEmulators {
  port: number;
  /** Base URL, e.g. `http://127.0.0.1:8790`. */
  url: string;
  control: Control;
  /** Which data the services read: the demo data or data given by the caller. */
  sources: { space: "demo" | "given"; catalogue: "demo" | "given" };
  close(): Promise<void>;
}

/**
 * Download links in documents are paths on the emulator (`/files/...`); the
 * real services answer absolute URLs, so the emulator does too once it knows
 * its own address. Documents are shared between indexes: copy, never mutate.
 */
function withAbsoluteFileUrls(catalogue: EmulatorCatalogue, base: string): Pick<Catalogue, "indexes" | "definitions"> {
  const absolutise = (docs: Record<string, unknown>[]) =>
    docs.map((doc) =>
      typeof doc.AT_Url === "string" && doc.AT_Url.startsWith("/") ? { ...doc, AT_Url: `${base}${doc.AT_Url}` } : doc,
    );
  const audience = (indexes: Record<string, Record<string, unknown>[]>) =>
    Object.fromEntries(Object.entries(indexes).map(([name, docs]) => [name, absolutise(docs)]));
  const indexes = catalogue.indexes ?? { public: {}, internal: {} };
  return {
    definitions: catalogue.definitions ?? {},
    indexes: { public: audience(indexes.public), internal: audience(indexes.internal) },
  };
}

/** Builds the emulators' Hono app for a base URL; start-up work happens here, once. */
async function buildApp(options: EmulatorOptions, url: string, control: Control) {
  const assetBase = `${url}/a`;
  const sources: RunningEmulators["sources"] = {
    space: options.space ? "given" : "demo",
    catalogue: options.catalogue ? "given" : "demo",
  };
  const catalogue: EmulatorCatalogue =
    options.catalogue ??
    buildCatalogue({ seed: options.seed, today: options.today, scale: options.scale ?? demoScaleFromEnv(process.env) });
  let space: Space;
  if (typeof options.space === "function") space = options.space(assetBase);
  else space = options.space ?? buildSpace({ today: options.today, assetBase });

  const store = new ContentStore(space, { today: options.today });
  const app = new Hono();

  app.get("/", (c) =>
    c.json({
      name: "edge catalogue emulators",
      sources,
      services: {
        content: { url: `${url}/storyblok/v2`, tokens: ["demo-published", "demo-preview"], spaceId: space.id },
        searchPublic: { url: `${url}/search/public`, key: SEARCH_KEYS.public },
        searchIntranet: { url: `${url}/search/intranet`, key: SEARCH_KEYS.intranet },
        datasheets: { url: `${url}/datasheets` },
        connector: { url: `${url}/connector` },
        files: { url: `${url}/files` },
        images: { url: assetBase },
        access: { url: `${url}/access` },
        control: { url: `${url}/__control` },
      },
    }),
  );

  app.use("/storyblok/*", control.guard("storyblok"));
  app.route("/storyblok/v2", createContentApp(store));

  const searchServices = new SearchServices(searchServicesFromCatalogue(withAbsoluteFileUrls(catalogue, url)));
  const searchApp = createSearchApp(searchServices);
  await putDemoSynonymMaps(searchApp, SEARCH_KEYS);
  app.use("/search/*", control.guard("search"));
  app.route("/search", searchApp);

  app.use("/datasheets/*", control.guard("datasheets"));
  app.route("/datasheets", createDatasheetsApp(catalogue.datasheets));

  app.use("/connector/*", control.guard("connector"));
  app.route("/connector", createConnectorApp(catalogue.marketTree));

  app.route("/files", createFilesApp(catalogue.files));
  app.route("/a", createImageApp());
  app.route("/access", createAccessApp());

  app.route("/__control/storyblok", createContentControl(store));
  app.route("/__control/search", createSearchControl(searchServices));
  app.route("/__control", control.routes());

  app.notFound((c) => c.json({ error: `No emulator at ${c.req.path}` }, 404));
  app.onError((error, c) => {
    console.error("emulator error", error);
    return c.json({ error: "Emulator failure", message: String(error.message ?? error) }, 500);
  });
  return { app, sources };
}

/**
 * Starts every emulator in one Node process on `host:port` (port 0 picks a
 * free one). The demo catalogue and space are built once, after the port is
 * known, because story image URLs carry the emulator's own address.
 */
export async function startEmulators(options: EmulatorOptions): Promise<RunningEmulators> {
  const host = options.host ?? "127.0.0.1";
  const control = options.control ?? new Control();
  let fetchHandler: ((request: Request, env: unknown) => Response | Promise<Response>) | null = null;
  const server = await new Promise<{ port: number; close(): Promise<void> }>((resolve, reject) => {
    const s = serve(
      {
        fetch: (request, env) =>
          fetchHandler ? fetchHandler(request, env) : new Response("emulators starting", { status: 503 }),
        port: options.port,
        hostname: host,
      },
      (info) =>
        resolve({
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              s.close(() => done());
              // Keep-alive sockets would otherwise hold close() open.
              (s as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        }),
    );
    s.once("error", reject);
  });
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${server.port}`;
  try {
    const { app, sources } = await buildApp(options, url, control);
    fetchHandler = (request, env) => app.fetch(request, env);
    return { port: server.port, url, control, sources, close: server.close };
  } catch (error) {
    await server.close();
    throw error;
  }
}
