import { Hono } from "hono";

const app = new Hono<{ Bindings: Env }>();
app.get("/ping", async (c) => {
  const r = await fetch(`${c.env.STORYBLOK_API_URL.replace(/\/storyblok\/v2$/, "")}/ping`);
  return c.json(await r.json());
});
export default app;
