/**
 * The finder's search box as a WAI-ARIA combobox with a list of suggestions
 * (the APG "list autocomplete" pattern): loaded the first time the box gets
 * focus, so a page pays nothing for it until then, and built on the box the
 * server rendered, so that without script it stays a plain search field of
 * the finder's GET form.
 *
 * Typing asks the worker's suggestions API (debounced; an answer to an
 * older text is dropped); ArrowDown and ArrowUp move through the list
 * (`aria-activedescendant`, the focus stays in the box), Enter picks the
 * active suggestion (a product or formulation opens its page, anything else
 * becomes the search), Escape closes the list, and a live region says how
 * many suggestions there are.
 *
 * The answer's completions of the word being typed come first, as a group of
 * the same listbox ("Complete the word"), before the group of the things
 * suggested; the arrows walk both groups as one list and the live count
 * counts both. Picking a completion puts its text in the box and sends the
 * form, which the finder answers in place as it answers typing.
 */
import { readSuggestionAnswer } from "../../../../shared/search/suggestion-schemas";
import { MIN_SUGGEST_CHARS, type SuggestionItem } from "../../../../shared/search/suggestions";
import { countText, groupLabels, suggestApiOf } from "./suggestion-answer";

const DEBOUNCE_MS = 150;

/** An option of the list: a completion of the typed word, or a thing suggested. */
type Choice = { completion: string } | { suggestion: SuggestionItem };

export function attachSearchBox(input: HTMLInputElement, api: string, prefix: string): void {
  const target = suggestApiOf(api);
  if (!target || input.dataset.combobox) return;
  input.dataset.combobox = "on";
  const lang = /\/de\//.test(api) ? "de" : "en";
  const listId = `${input.id}-suggestions`;
  // Elements of no list semantics (div, not ul/li): the roles alone say what each is, groups included.
  const list = document.createElement("div");
  list.id = listId;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", lang === "de" ? "Vorschläge" : "Suggestions");
  list.className = "finder__suggestions";
  list.hidden = true;
  Object.assign(list.style, {
    margin: "0",
    padding: "0",
    border: "1px solid currentColor",
    background: "Canvas",
    color: "CanvasText",
    maxWidth: "40rem",
  });
  const live = document.createElement("span");
  live.id = `${input.id}-suggestion-count`;
  live.setAttribute("role", "status");
  live.className = "visually-hidden";
  // Heard wherever it stands: at the end of the page it is not taken for the finder's own status (its count).
  document.body.appendChild(live);
  input.parentNode?.insertBefore(list, input.nextSibling);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", listId);

  const labels = groupLabels(target.tool, lang);
  let items: Choice[] = [];
  let active = -1;
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: AbortController | undefined;

  const close = () => {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };

  /** The option of choice `i` (its id numbered across both groups, so `aria-activedescendant` walks them as one list). */
  const optionOf = (choice: Choice, i: number) => {
    const option = document.createElement("div");
    option.id = `${listId}-${i}`;
    option.setAttribute("role", "option");
    option.setAttribute("aria-selected", "false");
    option.style.padding = "0.25rem 0.5rem";
    option.style.cursor = "pointer";
    // Text only: a label is data, never markup.
    if ("completion" in choice) option.textContent = choice.completion;
    else {
      option.textContent = choice.suggestion.label;
      if (choice.suggestion.matched) {
        const matched = document.createElement("span");
        matched.textContent = ` (${choice.suggestion.matched})`;
        option.appendChild(matched);
      }
    }
    // Keeps the focus in the box, where the list belongs.
    option.addEventListener("mousedown", (event) => event.preventDefault());
    option.addEventListener("click", () => pick(i));
    return option;
  };

  /** A group of the listbox named by its heading (role=group with aria-labelledby), holding `options`. */
  const groupOf = (name: string, label: string, options: HTMLElement[]) => {
    const group = document.createElement("div");
    group.setAttribute("role", "group");
    group.setAttribute("aria-labelledby", `${listId}-${name}`);
    const heading = document.createElement("div");
    heading.id = `${listId}-${name}`;
    heading.textContent = label;
    Object.assign(heading.style, { padding: "0.25rem 0.5rem", fontWeight: "bold" });
    group.replaceChildren(heading, ...options);
    return group;
  };

  const show = (completions: string[], suggestions: SuggestionItem[]) => {
    items = [
      ...completions.map((completion) => ({ completion })),
      ...suggestions.map((suggestion) => ({ suggestion })),
    ];
    active = -1;
    input.removeAttribute("aria-activedescendant");
    const options = items.map(optionOf);
    // Without completions the list is the suggestions alone, as before there were groups.
    if (completions.length === 0) list.replaceChildren(...options);
    else
      list.replaceChildren(
        groupOf("completions", labels.completions, options.slice(0, completions.length)),
        ...(suggestions.length > 0
          ? [groupOf("suggested", labels.suggestions, options.slice(completions.length))]
          : []),
      );
    list.hidden = items.length === 0;
    input.setAttribute("aria-expanded", String(items.length > 0));
    live.textContent = countText(items.length, lang);
  };

  const move = (to: number) => {
    if (items.length === 0) return;
    const options = list.querySelectorAll('[role="option"]');
    active = (to + items.length) % items.length;
    for (const [i, o] of [...options].entries()) {
      const option = o as HTMLElement;
      option.setAttribute("aria-selected", String(i === active));
      option.style.background = i === active ? "Highlight" : "";
      option.style.color = i === active ? "HighlightText" : "";
    }
    const option = options[active] as HTMLElement;
    input.setAttribute("aria-activedescendant", option.id);
    option.scrollIntoView({ block: "nearest" });
  };

  const pick = (i: number) => {
    const choice = items[i];
    if (!choice) return;
    close();
    if ("suggestion" in choice && choice.suggestion.href) {
      window.location.assign(choice.suggestion.href);
      return;
    }
    // The finder's own search, in place: its form's submit handler reads the box.
    input.value = "completion" in choice ? choice.completion : choice.suggestion.label;
    input.form?.requestSubmit();
  };

  const ask = async () => {
    const text = input.value.trim();
    const mine = ++asked;
    inflight?.abort();
    if (text.replace(/[\W_]/gu, "").length < MIN_SUGGEST_CHARS) {
      close();
      items = [];
      return;
    }
    inflight = new AbortController();
    const context = (input.form?.elements.namedItem(`${prefix}context`) as HTMLSelectElement | null)?.value;
    const query = new URLSearchParams({ q: text, tool: target.tool });
    if (context) query.set("context", context);
    try {
      const res = await fetch(`${target.url}?${query}`, {
        signal: inflight.signal,
        headers: { accept: "application/json" },
      });
      const json: unknown = res.ok ? await res.json() : undefined;
      // An answer to an older text (or after the box was left) is dropped.
      if (mine !== asked || document.activeElement !== input) return;
      const { completions, suggestions } = readSuggestionAnswer(json);
      show(completions, suggestions);
    } catch {
      if (mine === asked) close();
    }
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(ask, DEBOUNCE_MS);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (list.hidden) {
        if (items.length === 0) return;
        list.hidden = false;
        input.setAttribute("aria-expanded", "true");
      }
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // With none active, ArrowUp goes to the last option (the last product, past the completions).
      move(active < 0 && step < 0 ? -1 : active + step);
    } else if (event.key === "Enter" && !list.hidden && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === "Escape" && !list.hidden) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener("blur", () => {
    asked++;
    close();
  });
}
