/**
 * Island props as JSON that is safe inside a `<script type="application/json">`:
 * `<`, `>` and `&` are escaped so no `</script>` or `<!--` can close or confuse
 * the element, and U+2028/U+2029 so the text is also valid JavaScript source.
 */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props ?? {}).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
