import { Hono } from "hono";
import { Suspense, use } from "react";
import { describe, expect, inject, it } from "vitest";
import type { AppEnv } from "../app-env";
import { loadConfig } from "../config";
import { loadPageAssets } from "../loaders/page-assets";
import { requestContext } from "../middleware/request-context";
import { requestServices } from "../middleware/request-services";
import { testBindings } from "../middleware/testing";
import { renderPage } from "./render-page";

function Boom(): never {
  throw new Error("secret internal detail");
}

function Later({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

function appRendering(body: () => React.ReactNode, lines: string[]) {
  const bindings = testBindings({
    LOG_LEVEL: "error",
    STORYBLOK_TOKEN: "demo-published",
    STORYBLOK_API_URL: `${inject("emulatorBase")}/storyblok/v2`,
  });
  const app = new Hono<AppEnv>();
  app.use(requestContext({ sink: (line) => lines.push(line) }));
  app.use(async (c, next) => {
    c.set("config", loadConfig(bindings));
    await next();
  });
  app.use(requestServices());
  const chrome = { navbar: null, footer: null, extra: new Map() };
  app.get("*", async (c) =>
    renderPage(c, {
      site: "vestamid",
      lang: "en",
      title: "Test",
      chrome,
      assets: await loadPageAssets(c.env),
      body: body(),
    }),
  );
  return { app, env: bindings };
}

describe("renderPage", () => {
  it("answers the 500 page without internals when the shell fails", async () => {
    const lines: string[] = [];
    const { app, env } = appRendering(() => <Boom />, lines);
    const res = await app.request("/pim/fragment/vestamid/en/x", {}, env);
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("secret internal detail");
    expect(lines.join("\n")).toContain("secret internal detail");
  });

  it("streams the shell first and logs a later failure, ending the document cleanly", async () => {
    const lines: string[] = [];
    const failing = new Promise<string>((_, reject) => setTimeout(() => reject(new Error("deferred broke")), 20));
    const { app, env } = appRendering(
      () => (
        <Suspense fallback={<p>loading</p>}>
          <Later value={failing} />
        </Suspense>
      ),
      lines,
    );
    const res = await app.request("/pim/fragment/vestamid/en/x", {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("loading");
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    // The boundary is handed to the client with our digest (development builds of React add the message).
    expect(html).toContain('"render-error"');
    expect(lines.join("\n")).toContain("deferred broke");
  });

  it("sends a complete render with every section in place, and a streamed page's shell before its section", async () => {
    const rows = Array.from({ length: 400 }, (_, i) => `Row ${i} of a long list`);
    const { app, env } = appRendering(
      () => (
        <>
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
          <Suspense fallback={<p>loading</p>}>
            <Later value={new Promise((resolve) => setTimeout(() => resolve("deferred value"), 20))} />
          </Suspense>
        </>
      ),
      [],
    );
    const chunksOf = async (res: Response) => {
      const chunks: string[] = [];
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        chunks.push(decoder.decode(read.value, { stream: true }));
      }
      return chunks;
    };
    const complete = (
      await chunksOf(
        await app.request("/pim/fragment/vestamid/en/x", { headers: { "user-agent": "Googlebot/2.1" } }, env),
      )
    ).join("");
    expect(complete).toContain("deferred value");
    expect(complete).not.toContain("<p>loading</p>");

    const streamed = await chunksOf(await app.request("/pim/fragment/vestamid/en/x", {}, env));
    // The shell (the whole list and the fallback) goes out before the section arrives.
    const arrived = streamed.findIndex((chunk) => chunk.includes("deferred value"));
    expect(arrived).toBeGreaterThan(0);
    const shell = streamed.slice(0, arrived).join("");
    expect(shell).toContain("Row 399 of a long list");
    expect(shell).toContain("<p>loading</p>");
  });

  it("makes bots wait for every deferred part", async () => {
    const value = new Promise<string>((resolve) => setTimeout(() => resolve("deferred value"), 20));
    const { app, env } = appRendering(
      () => (
        <Suspense fallback={<p>loading</p>}>
          <Later value={value} />
        </Suspense>
      ),
      [],
    );
    const res = await app.request("/pim/fragment/vestamid/en/x", { headers: { "user-agent": "Googlebot/2.1" } }, env);
    const html = await res.text();
    expect(html).toContain("<p>deferred value</p>");
    expect(html).not.toContain("<p>loading</p>");
  });
});
