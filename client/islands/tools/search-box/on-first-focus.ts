import type { attachSearchBox } from "./attach";

/**
 * The search box's handler that loads its suggestions (ADR 0073): the
 * combobox module is a build entry of its own, imported by the URL the server
 * names (`src`), so neither its code nor a helper of the build's for lazy
 * imports is part of the finder page's script; the page pays for this handler
 * only. Focus and typing both start it (the box may have had the focus before
 * the finder was interactive); the module attaches once. A failed load leaves
 * the plain search field.
 */
export function suggestionsOnFocus(src: string | undefined, api: string, prefix: string) {
  if (!src) return undefined;
  return (event: { currentTarget: HTMLInputElement }) => {
    const input = event.currentTarget;
    import(/* @vite-ignore */ src).then(
      (module: { attachSearchBox: typeof attachSearchBox }) => module.attachSearchBox(input, api, prefix),
      () => {},
    );
  };
}
