import { describe, expect, it } from "vitest";
import type { FlowAnswer, FlowStepModel } from "../../../shared/finder/flow-answer";
import { renderedPages } from "../../../test/support/rendered";
import { StepFlow, type StepFlowProps } from "./StepFlow";

const { show } = renderedPages();

const industry: FlowStepModel = {
  key: "industry",
  prompt: "Which industry?",
  label: "Industry",
  multi: false,
  options: [
    { value: "pu", label: "Polyurethanes", count: 4 },
    { value: "coatings", label: "Coatings", count: 2 },
  ],
  selected: [],
};

const country: FlowStepModel = {
  key: "country",
  prompt: "Where?",
  label: "Country",
  multi: true,
  options: [{ value: "de", label: "Germany", count: 3 }],
  selected: [],
};

const page = { totalCount: 0, countText: "", page: 1, perPage: 10, pages: 1, hasMorePages: false };
const first: FlowAnswer = {
  ...page,
  tool: "scout",
  query: "",
  steps: [industry],
  current: 0,
  stepCount: 2,
  results: [],
};
const second: FlowAnswer = {
  ...first,
  query: "industry=pu",
  steps: [{ ...industry, selected: ["pu"] }, country],
  current: 1,
};
const done: FlowAnswer = {
  ...second,
  totalCount: 1,
  countText: "1 recommendation",
  query: "industry=pu&country=de",
  steps: [
    { ...industry, selected: ["pu"] },
    { ...country, selected: ["de"] },
  ],
  current: 2,
  results: [
    {
      id: "r1",
      title: "Polyurethanes in Germany",
      meta: [],
      picks: [
        { rank: "First choice", name: "TEGOSTAB B 8002", href: "/p/1", productId: "PR_00000001" },
        { rank: "Second recommendation", name: "DABCO 33", productId: "PR_00000002" },
      ],
      facts: [{ label: "Markets", values: ["Automotive"] }],
    },
  ],
};

const props: StepFlowProps & { islandId: string } = {
  islandId: "s1",
  title: "Competitive scout",
  api: "/pim/api/x/en/scout",
  action: "/pim/fragment/x/en/scout",
  prefix: "s-",
  pageSearch: "q=foam&s-industry=pu",
  keys: ["industry", "country"],
  answer: first,
};

describe("StepFlow", () => {
  it("asks the first question as a GET form: its options with their counts, Next, the page's other parameters kept", async () => {
    const view = await show(<StepFlow {...props} pageSearch="q=foam" />);
    await expect(view.getByRole("heading", { level: 3 }).textContent()).resolves.toBe("Step 1 of 2: Which industry?");
    const form = view.getByRole("form", { name: "Competitive scout" });
    await expect(form.getAttribute("action")).resolves.toBe("/pim/fragment/x/en/scout#s-flow-step");
    const question = form.getByRole("group", { name: "Which industry?" });
    await expect(question.getByRole("radio").count()).resolves.toBe(2);
    await expect(question.getByRole("radio", { name: "Polyurethanes (4)" }).getAttribute("name")).resolves.toBe(
      "s-industry",
    );
    const next = form.getByRole("button", { name: "Next" });
    await expect(next.getAttribute("name")).resolves.toBe("s-asked");
    await expect(next.getAttribute("value")).resolves.toBe("industry");
    await expect(form.locator('input[type="hidden"][name="q"]').getAttribute("value")).resolves.toBe("foam");
    // Nothing answered yet: nothing to change, nothing to start again.
    await expect(view.getByRole("list", { name: "Your answers" }).count()).resolves.toBe(0);
    await expect(view.getByRole("link", { name: "Start again" }).count()).resolves.toBe(0);
  });

  it("lists the answers given, each with a link that asks its step again, and keeps them in the form", async () => {
    const view = await show(<StepFlow {...props} answer={second} />);
    const answers = view.getByRole("list", { name: "Your answers" });
    await expect(answers.getByRole("listitem").textContent()).resolves.toBe("Industry: Polyurethanes Change Industry");
    await expect(answers.getByRole("link", { name: "Change Industry" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/scout?q=foam&s-industry=pu&s-change=industry#s-flow-step",
    );
    const form = view.getByRole("form", { name: "Competitive scout" });
    await expect(form.locator('input[type="hidden"][name="s-industry"]').getAttribute("value")).resolves.toBe("pu");
    // A step that takes several answers offers checkboxes; the last one shows the recommendations.
    await expect(form.getByRole("checkbox", { name: "Germany (3)" }).isChecked()).resolves.toBe(true);
    await expect(form.getByRole("button", { name: "Show recommendations" }).count()).resolves.toBe(1);
    await expect(view.getByRole("link", { name: "Start again" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/scout?q=foam#s-flow-step",
    );
  });

  it("offers Cancel while an answered step is asked again, back to where the visitor was", async () => {
    const view = await show(<StepFlow {...props} answer={{ ...second, keep: "industry=pu&country=de" }} />);
    await expect(view.getByRole("link", { name: "Cancel changing Country" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/scout?q=foam&s-industry=pu&s-country=de#s-flow-step",
    );
  });

  it("shows the recommendations with their ranked products and a link to compare them where the page compares", async () => {
    const view = await show(<StepFlow {...props} answer={done} compare />);
    await expect(view.getByRole("heading", { level: 3, name: "1 recommendation" }).count()).resolves.toBe(1);
    await expect(view.getByRole("form").count()).resolves.toBe(0);
    const result = view.getByRole("listitem").filter({ hasText: "Polyurethanes in Germany" });
    await expect(result.getByRole("heading", { level: 4 }).textContent()).resolves.toBe("Polyurethanes in Germany");
    await expect(result.getByRole("link", { name: "TEGOSTAB B 8002" }).getAttribute("href")).resolves.toBe("/p/1");
    await expect(
      result.getByRole("link", { name: "Compare these 2 products (Polyurethanes in Germany)" }).getAttribute("href"),
    ).resolves.toBe(
      "/pim/fragment/x/en/scout?q=foam&s-industry=pu&s-country=de&compare=PR_00000001,PR_00000002#product-compare",
    );
    // A selection the page URL already holds is replaced: the link names one compare, these products.
    const again = await show(<StepFlow {...props} pageSearch="q=foam&compare=PR_00000009" answer={done} compare />);
    await expect(
      again.getByRole("link", { name: "Compare these 2 products (Polyurethanes in Germany)" }).getAttribute("href"),
    ).resolves.toBe(
      "/pim/fragment/x/en/scout?q=foam&compare=PR_00000001,PR_00000002&s-industry=pu&s-country=de#product-compare",
    );
    const without = await show(<StepFlow {...props} answer={done} />);
    await expect(without.getByRole("link", { name: /Compare these/ }).count()).resolves.toBe(0);
  });

  it("says the tool could not be loaded and offers Try again when the server's answer failed", async () => {
    const view = await show(<StepFlow {...props} answer={null} failed />);
    await expect(view.getByRole("heading", { level: 3 }).textContent()).resolves.toBe(
      "The tool could not be loaded. Please try again.",
    );
    await expect(view.getByRole("status").textContent()).resolves.toBe(
      "The tool could not be loaded. Please try again.",
    );
    await expect(view.getByRole("link", { name: "Try again" }).getAttribute("href")).resolves.toBe(
      "/pim/fragment/x/en/scout?q=foam&s-industry=pu",
    );
    await expect(view.getByRole("form").count()).resolves.toBe(0);
    await expect(view.getByRole("link", { name: "Start again" }).count()).resolves.toBe(1);
  });

  it("marks the data's own words with the data's language on a page of another one, words made from slugs not", async () => {
    const german = { ...second, steps: [{ ...industry, selected: ["pu"], labelsFromSlugs: true as const }, country] };
    const view = await show(<StepFlow {...props} api="/pim/api/x/de/scout" answer={german} />);
    await expect(
      view
        .getByRole("checkbox", { name: "Germany (3)" })
        .locator("xpath=following-sibling::label")
        .getAttribute("lang"),
    ).resolves.toBe("de");
    await expect(view.getByRole("list", { name: "Your answers" }).locator("span[lang]").count()).resolves.toBe(0);
  });
});
