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
