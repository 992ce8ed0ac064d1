import { afterEach, describe, expect, it } from "vitest";
import { contentSpaceId, forgetContentSpace } from "./space";

afterEach(() => forgetContentSpace());

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function recording(respond: (url: string) => Response | Promise<Response>) {
  const urls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    return respond(url);
  }) as typeof fetch;
  return { urls, fetcher };
}

const base = { apiUrl: "http://content.test/v2/", token: "preview" };

describe("contentSpaceId", () => {
  it("reads the space id from cdn/spaces/me with the given token, and keeps it", async () => {
    const { urls, fetcher } = recording(() => answer({ space: { id: 100000, version: 5 } }));
    expect(await contentSpaceId({ ...base, fetch: fetcher })).toBe(100000);
    expect(await contentSpaceId({ ...base, fetch: fetcher })).toBe(100000);
    expect(urls).toEqual(["http://content.test/v2/cdn/spaces/me?token=preview"]);
  });

  it("is null when the content API fails, answers nonsense or refuses, and asks again next time", async () => {
    for (const respond of [
      () => answer({ error: "down" }, 503),
      () => answer({ space: { id: "100000" } }),
      () => answer({ space: {} }),
      () => answer({ error: "Unauthorized" }, 401),
      () => Promise.reject(new Error("connection refused")),
    ]) {
      const { urls, fetcher } = recording(respond);
      expect(await contentSpaceId({ ...base, fetch: fetcher })).toBeNull();
      expect(await contentSpaceId({ ...base, fetch: fetcher })).toBeNull();
      expect(urls.length).toBe(2);
    }
  });

  it("keeps one space per configuration: another token is asked again", async () => {
    const { urls, fetcher } = recording((url) => answer({ space: { id: url.includes("other") ? 7 : 100000 } }));
    expect(await contentSpaceId({ ...base, fetch: fetcher })).toBe(100000);
    expect(await contentSpaceId({ ...base, token: "other", fetch: fetcher })).toBe(7);
    expect(urls.length).toBe(2);
  });
});
