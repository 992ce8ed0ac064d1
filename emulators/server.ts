import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { IndexField } from "../shared/catalogue/schemas.ts";
import { createConnectorApp } from "./connector/app.ts";
import { fixtureMarketTree } from "./connector/fixture.ts";
import { createContentApp } from "./content/app.ts";
import { createContentControl } from "./content/control-routes.ts";
import { createImageApp } from "./content/placeholder-image.ts";
import { ContentStore } from "./content/store.ts";
import { Control } from "./control.ts";
import { createDatasheetsApp } from "./datasheets/app.ts";
import { fixtureDatasheets } from "./datasheets/fixture.ts";
import type { DatasheetTable } from "./datasheets/types.ts";
import { createFilesApp } from "./files/app.ts";
import type { FileTable } from "./files/types.ts";
import { createSearchApp } from "./search/app.ts";
import { buildSpace } from "./space/index.ts";
import type { Space } from "./space/types.ts";

/** Demo keys of the two search audiences (DESIGN section 5); not secrets. */
export const SEARCH_KEYS = { public: "demo-public-key", intranet: "demo-intranet-key" } as const;

/** What the emulators read from the demo catalogue (a structural subset of its `Catalogue`). */
export interface EmulatorCatalogue {
  indexes?: Record<"public" | "internal", Record<string, Record<string, unknown>[]>>;
  schemas?: Record<string, readonly IndexField[]>;
  datasheets: DatasheetTable;
  marketTree: readonly Record<string, unknown>[];
  files: FileTable;
}

export interface EmulatorOptions {
  port: number;
  host?: string;
  seed?: number;
  today?: Date;
  control?: Control;
  /** Replaces the demo space (tests with fixtures). */
  space?: Space | ((assetBase: string) => Space);
  /** Replaces the demo catalogue (tests with fixtures). */
  catalogue?: EmulatorCatalogue;
}

export interface RunningEmulators {
  port: number;
  /** Base URL, e.g. `http://127.0.0.1:8790`. */
  url: string;
  control: Control;
  /** Which data the services read: the demo data, data given by the caller, or a fixture while the demo catalogue is missing. */
  sources: { space: "demo" | "given"; catalogue: "demo" | "fixture" | "given" };
  close(): Promise<void>;
}

/**
 * Imports a sibling module that other work may not have added to this
 * checkout yet; null when the file is absent, while a failing module still
 * throws. The specifier is built at run time so that type-checking does not
 * depend on the module being present.
 */
async function optionalModule<T>(relative: string): Promise<T | null> {
  const url = new URL(relative, import.meta.url);
  if (!existsSync(fileURLToPath(url))) return null;
  return (await import(/* @vite-ignore */ url.href)) as T;
}

type BuildCatalogue = (options?: { seed?: number; today?: Date }) => EmulatorCatalogue;
type CreateAccessApp = () => Hono;

/** Search services of both audiences in the shape the search app takes. */
function searchServices(catalogue: EmulatorCatalogue) {
  const indexesOf = (audience: "public" | "internal") => {
    const out: Record<string, { fields: readonly IndexField[]; docs: Record<string, unknown>[] }> = {};
    for (const [name, docs] of Object.entries(catalogue.indexes?.[audience] ?? {})) {
      const base = name.replace(/-(en-us|de-de)$/, "");
      out[name] = { fields: catalogue.schemas?.[base] ?? [], docs };
    }
    return out;
  };
  return {
    public: { key: SEARCH_KEYS.public, indexes: indexesOf("public") },
    intranet: { key: SEARCH_KEYS.intranet, indexes: indexesOf("internal") },
  };
}

/** Builds the emulators' Hono app for a base URL; start-up work happens here, once. */
async function buildApp(options: EmulatorOptions, url: string, control: Control) {
  const assetBase = `${url}/a`;
  const [catalogueModule, accessModule] = await Promise.all([
    options.catalogue ? null : optionalModule<{ buildCatalogue: BuildCatalogue }>("./catalogue/index.ts"),
    optionalModule<{ createAccessApp: CreateAccessApp }>("./access/app.ts"),
  ]);

  const sources: RunningEmulators["sources"] = { space: "given", catalogue: "given" };
  let catalogue = options.catalogue;
  if (!catalogue && catalogueModule) {
    catalogue = catalogueModule.buildCatalogue({ seed: options.seed, today: options.today });
    sources.catalogue = "demo";
  }
  if (!catalogue) {
    const sheets = fixtureDatasheets();
    catalogue = { ...sheets, marketTree: fixtureMarketTree() };
    sources.catalogue = "fixture";
  }
  let space: Space;
  if (typeof options.space === "function") space = options.space(assetBase);
  else if (options.space) space = options.space;
  else {
    space = buildSpace({ today: options.today, assetBase });
    sources.space = "demo";
  }

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
        access: accessModule ? { url: `${url}/access` } : null,
        control: { url: `${url}/__control` },
      },
    }),
  );

  app.use("/storyblok/*", control.guard("storyblok"));
  app.route("/storyblok/v2", createContentApp(store));

  app.use("/search/*", control.guard("search"));
  app.route("/search", createSearchApp({ services: searchServices(catalogue) }));

  app.use("/datasheets/*", control.guard("datasheets"));
  app.route("/datasheets", createDatasheetsApp(catalogue.datasheets));

  app.use("/connector/*", control.guard("connector"));
  app.route("/connector", createConnectorApp(catalogue.marketTree));

  app.route("/files", createFilesApp(catalogue.files));
  app.route("/a", createImageApp());
  if (accessModule) app.route("/access", accessModule.createAccessApp());

  app.route("/__control/storyblok", createContentControl(store));
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
