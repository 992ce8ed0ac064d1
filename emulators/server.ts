import { serve } from "@hono/node-server";
import { Hono } from "hono";

export interface RunningEmulators {
  port: number;
  close(): Promise<void>;
}

/** Placeholder app; replaced by the real emulators. */
export async function startEmulators(options: { port: number; host?: string }): Promise<RunningEmulators> {
  const app = new Hono();
  app.get("/ping", (c) => c.json({ ok: true }));
  return await new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host ?? "127.0.0.1" }, (info) => {
      resolve({
        port: info.port,
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}
