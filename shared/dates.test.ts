import { describe, expect, it } from "vitest";
import { pageDate } from "./dates";

describe("pageDate", () => {
  it("writes a date as the page's reader does", () => {
    expect(pageDate("2023-07-12T00:00:00Z", "en")).toBe("2023-07-12");
    expect(pageDate("2023-07-12T00:00:00Z", "de")).toBe("12.07.2023");
    expect(pageDate("2023-07-12", "de")).toBe("12.07.2023");
  });

  it("leaves text that is not a date as it is", () => {
    expect(pageDate("soon", "de")).toBe("soon");
  });
});

describe("pageDate on text that only looks like a date", () => {
  it("reads ISO dates only", () => {
    for (const text of ["2023", "see SDS 2", "12/07/2023", "July 2023"]) expect(pageDate(text, "de")).toBe(text);
    expect(pageDate("2023-07-12T10:30:00.000+02:00", "de")).toBe("12.07.2023");
  });
});
