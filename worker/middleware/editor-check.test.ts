import { describe, expect, it } from "vitest";
import { sha1Hex } from "../../shared/hex";
import { editorCheck, verifyEditorToken } from "./editor-check";
import { appWith, testBindings } from "./testing";

const NOW = 1_800_000_000;

async function editorQuery(options: { timestamp?: number; preview?: string; spaceId?: string } = {}) {
  const ts = String(options.timestamp ?? NOW - 60);
  const spaceId = options.spaceId ?? "100000";
  const token = await sha1Hex(`${spaceId}:${options.preview ?? "test-preview"}:${ts}`);
  return `_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${ts}&_storyblok_tk[token]=${token}`;
}

async function run(
  query: string,
  bindings = testBindings(),
  contentSpace: () => Promise<number | null> = async () => 100000,
): Promise<Record<string, unknown>> {
  const { app, env } = appWith(bindings, editorCheck({ now: () => NOW, contentSpace }));
  const res = await app.request(`/pim/fragment/vestamid/en/?${query}`, {}, env);
  return res.json();
}

describe("editorCheck", () => {
  it("serves draft and the release to a valid editor token", async () => {
    const ctx = await run(`${await editorQuery()}&_storyblok_release=42`);
    expect(ctx).toMatchObject({ version: "draft", editor: true, editorRejected: false, release: "42" });
  });

  it("serves published without editor parameters, whatever the query says", async () => {
    const ctx = await run("version=draft&_storyblok_release=42&_storyblok=1");
    expect(ctx).toMatchObject({ version: "published", editor: false, editorRejected: false });
    expect(ctx).not.toHaveProperty("release");
  });

  it("rejects a token signed with another preview token, an old or a future timestamp", async () => {
    for (const query of [
      await editorQuery({ preview: "guess" }),
      await editorQuery({ timestamp: NOW - 3600 }),
      await editorQuery({ timestamp: NOW + 600 }),
      "_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=x&_storyblok_tk[token]=y",
      "_storyblok_tk[token]=abc",
    ]) {
      expect(await run(query)).toMatchObject({ version: "published", editor: false, editorRejected: true });
    }
  });

  it("never serves draft without a preview token configured", async () => {
    const bindings = testBindings();
    delete bindings.STORYBLOK_PREVIEW_TOKEN;
    expect(await run(await editorQuery(), bindings)).toMatchObject({ version: "published", editorRejected: true });
  });

  it("accepts a token just under an hour old", async () => {
    const ok = await verifyEditorToken(
      {
        spaceId: "7",
        timestamp: String(NOW - 3599),
        token: await sha1Hex(`7:p:${NOW - 3599}`),
      },
      { previewToken: "p", nowSeconds: NOW, contentSpace: async () => 7 },
    );
    expect(ok).toBe(true);
  });

  it("rejects a token signed with the right preview token for another space", async () => {
    for (const spaceId of ["999", "0100000", "1000000"]) {
      expect(await run(await editorQuery({ spaceId }))).toMatchObject({
        version: "published",
        editor: false,
        editorRejected: true,
      });
    }
  });

  it("serves no draft while the content space cannot be learnt", async () => {
    expect(await run(await editorQuery(), testBindings(), async () => null)).toMatchObject({
      version: "published",
      editor: false,
      editorRejected: true,
    });
  });

  it("asks for the content space only once a token's hash checks out", async () => {
    let asked = 0;
    const space = async () => {
      asked++;
      return 100000;
    };
    await run(await editorQuery({ preview: "guess" }), testBindings(), space);
    await run(
      "_storyblok_tk[space_id]=100000&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=abc",
      testBindings(),
      space,
    );
    expect(asked).toBe(0);
    await run(await editorQuery(), testBindings(), space);
    expect(asked).toBe(1);
  });
});
