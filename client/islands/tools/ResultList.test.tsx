import { describe, expect, it } from "vitest";
import { renderedPages } from "../../../test/support/rendered";
import { ResultList } from "./ResultList";

const { show } = renderedPages();

describe("ResultList", () => {
  it("names each download link after its result, for a list of links read alone", async () => {
    const view = await show(
      <ResultList
        idBase="t"
        results={[
          {
            id: "L1",
            title: "Label <A>",
            meta: [],
            actions: [{ kind: "download", href: "https://files.example.com/l1.pdf", label: "Download label (PDF)" }],
          },
        ]}
      />,
    );
    await expect(
      view.getByRole("link", { name: "Download label (PDF): Label <A>" }).getAttribute("href"),
    ).resolves.toBe("https://files.example.com/l1.pdf");
  });

  it("shows the inline tags of a result's title and description as markup, its link names as text", async () => {
    const view = await show(
      <ResultList
        idBase="t"
        compare={[]}
        results={[
          {
            id: "P1",
            title: "CO<sub>2</sub> absorber <i>",
            href: "/p1",
            comparable: true,
            description: "H<sub>2</sub>O<br/>pH < 7",
            meta: [],
          },
        ]}
      />,
    );
    const item = view.getByRole("listitem");
    const title = item.getByRole("heading", { level: 3 }).getByRole("link", { name: "CO2 absorber <i>" });
    await expect(title.getAttribute("href")).resolves.toBe("/p1");
    await expect(title.locator("sub").textContent()).resolves.toBe("2");
    await expect(item.locator(".finder__description sub").count()).resolves.toBe(1);
    await expect(item.locator(".finder__description br").count()).resolves.toBe(1);
    await expect(item.locator(".finder__description").textContent()).resolves.toBe("H2OpH < 7");
    const compare = item.getByRole("checkbox", { name: "Compare CO2 absorber <i>" });
    await expect(compare.getAttribute("name")).resolves.toBe("compare");
    await expect(compare.getAttribute("value")).resolves.toBe("P1");
  });

  it("keeps the tool's word beside the data's value in a result's facts, each in its own language", async () => {
    const view = await show(
      <ResultList
        results={[{ id: "a", title: "A", meta: ["Aminkatalysator", { label: "CAS", value: "50-00-0" }] }]}
        idBase="r"
        dataLanguage="de"
      />,
    );
    const facts = view.locator(".finder__meta");
    await expect(facts.textContent()).resolves.toBe("Aminkatalysator · CAS 50-00-0");
    await expect(facts.locator('[lang="de"]').allTextContents()).resolves.toEqual(["Aminkatalysator", "50-00-0"]);
  });

  it("takes no more compare picks once the compare is full, and says why", async () => {
    const picked = ["PR_00000001", "PR_00000002", "PR_00000003", "PR_00000004"];
    const view = await show(
      <ResultList
        idBase="r"
        compare={picked}
        compareFullNote="r-full"
        results={["PR_00000001", "PR_00000005"].map((id) => ({ id, title: id, meta: [], comparable: true }))}
      />,
    );
    await expect(view.getByRole("checkbox", { name: "Compare PR_00000001" }).isDisabled()).resolves.toBe(false);
    const full = view.getByRole("checkbox", { name: "Compare PR_00000005" });
    await expect(full.isDisabled()).resolves.toBe(true);
    await expect(full.getAttribute("aria-describedby")).resolves.toBe("r-full");
  });
});
