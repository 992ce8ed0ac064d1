import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import type { RequestContext } from "../model/request-context";
import { createRequestServices } from "./request-services";
import { testConfig } from "./search/testing";

const published: RequestContext = {
  path: "/pim/fragment/personal-care/en/",
  audience: "public",
  language: "en-us",
  version: "published",
  release: undefined,
  editor: false,
  editorRejected: false,
  requestId: "r",
  logLevel: "error",
  debug: false,
  render: "streamed",
};

const servicesFor = (ctx: RequestContext, devicesOff = "") =>
  createRequestServices({
    env,
    config: testConfig({ PERF_DEVICES_OFF: devicesOff }),
    ctx,
    logger: createLogger({ level: "error" }),
    waitUntil: () => {},
  });

describe("request services: documents held by ID (ADR 0085)", () => {
  it("give a published request's search clients the isolate's documents, per language context", () => {
    const services = servicesFor(published);
    expect(services.search.documents).toBeDefined();
    expect(services.inLanguage("de-de").search.documents).toBeDefined();
  });

  it("give none to drafts and editors, whose answers are never stored", () => {
    expect(servicesFor({ ...published, version: "draft", editor: true }).search.documents).toBeUndefined();
    expect(servicesFor({ ...published, editor: true }).search.documents).toBeUndefined();
  });

  it("give none when the device is switched off (PERF_DEVICES_OFF=documents-by-id)", () => {
    expect(servicesFor(published, "documents-by-id").search.documents).toBeUndefined();
    expect(servicesFor(published, "edge-admission").search.documents).toBeDefined();
  });
});
