import { describe, expect, it } from "vitest";
import { BackendDeadlineError, requestDeadline } from "./deadline";

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

  it("says when it has passed, so a call not yet made is not made", async () => {
    let clock = 0;
    const deadline = requestDeadline(100, { now: () => clock });
    expect(deadline.passed()).toBe(false);
    clock = 100;
    expect(deadline.passed()).toBe(true);
    expect(deadline.refuse("cache-catalogue")).toBeInstanceOf(BackendDeadlineError);
  });
});
