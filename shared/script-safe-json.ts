/**
 * JSON that is inert inside an HTML `<script>` element (island props, JSON-LD)
 * and in an answer a browser might sniff as HTML: `<`, `>` and `&` are escaped
 * so no `</script>` or `<!--` can close or confuse the element, and
 * U+2028/U+2029 so the text is also valid JavaScript source.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
