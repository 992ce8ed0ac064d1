import { describe, expect, it } from "vitest";
import { BackendDeadlineError, requestDeadline, withDeadline } from "./deadline";

const answerAfter = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("a request's deadline for its backends", () => {
  it("lets an answer within it through, and fails a later one as the backend that did not answer", async () => {
    const expired: string[] = [];
    const deadline = requestDeadline(50, { onExpired: (service) => expired.push(service) });
    await expect(deadline("search", answerAfter(5, "quick"))).resolves.toBe("quick");
    const late = deadline("content", answerAfter(200, "late"));
    await expect(late).rejects.toBeInstanceOf(BackendDeadlineError);
    await expect(late).rejects.toThrow("content did not answer within the request's deadline");
    expect(expired).toEqual(["content"]);
    // Past the deadline a call fails at once, and its own rejection is not left unhandled.
    await expect(deadline("data sheets", Promise.reject(new Error("down")))).rejects.toBeInstanceOf(
      BackendDeadlineError,
    );
  });

  it("keeps a backend's own failure as it is", async () => {
    const deadline = requestDeadline(1000);
    await expect(deadline("search", Promise.reject(new Error("Search answered 503")))).rejects.toThrow(
      "Search answered 503",
    );
  });

  it("holds every method of a service to it and passes its fields on", async () => {
    const deadline = requestDeadline(30);
    const service = withDeadline(
      "search",
      { audience: "public" as const, find: (ms: number) => answerAfter(ms, ms) },
      deadline,
    );
    expect(service.audience).toBe("public");
    await expect(service.find(1)).resolves.toBe(1);
    await expect(service.find(100)).rejects.toThrow("search.find did not answer");
  });
});
