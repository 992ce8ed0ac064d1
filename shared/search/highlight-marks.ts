/**
 * The words a search matched, shown as `<mark>` in a result's title. The
 * search service answers `@search.highlights` as the field's text with the
 * caller's tags around each matched word, and escapes nothing: the answer is
 * never used as markup. It is read as text with two private-use characters as
 * tags (which product text has no use for), the places of the words found,
 * and only when the text without the tags is the title exactly; the marks are
 * then put into the title as the inline tag `mark`, which the finders render
 * as an element like the data's own `<sub>` (`shared/text-rules.ts`), every
 * other character staying text.
 */

/** The tags the finders ask the service to put around a matched word. */
export const HIGHLIGHT_PRE_TAG = "\uE000";
export const HIGHLIGHT_POST_TAG = "\uE001";

/** Inline tags of the title, which a mark must not cut. */
const TAG = /<\/?[a-z]+\s*\/?>/gi;
const WORD = /^[\p{L}\p{N}_]+$/u;

/**
 * The `[start, end)` places of the marked words in the text the highlight was
 * made from; undefined when the highlight is not that text with well-formed
 * tags around whole words.
 */
export function markedRanges(
  highlighted: string,
  pre = HIGHLIGHT_PRE_TAG,
  post = HIGHLIGHT_POST_TAG,
): { text: string; ranges: [number, number][] } | undefined {
  let text = "";
  const ranges: [number, number][] = [];
  let i = 0;
  while (i < highlighted.length) {
    const open = highlighted.indexOf(pre, i);
    const before = highlighted.slice(i, open < 0 ? undefined : open);
    if (before.includes(post)) return undefined;
    text += before;
    if (open < 0) break;
    const close = highlighted.indexOf(post, open + pre.length);
    if (close < 0) return undefined;
    const word = highlighted.slice(open + pre.length, close);
    if (!WORD.test(word)) return undefined;
    ranges.push([text.length, text.length + word.length]);
    text += word;
    i = close + post.length;
  }
  return { text, ranges };
}

/**
 * `title` with `<mark>` around the words `highlighted` marks, or undefined
 * when the highlight does not fit the title (another text, a mark inside one
 * of the title's own tags).
 */
export function markedTitle(title: string, highlighted: string): string | undefined {
  const read = markedRanges(highlighted);
  if (!read || read.text !== title || read.ranges.length === 0) return undefined;
  const tags = [...title.matchAll(TAG)].map((m): [number, number] => [m.index, m.index + m[0].length]);
  if (read.ranges.some(([s, e]) => tags.some(([ts, te]) => s < te && e > ts))) return undefined;
  let out = "";
  let last = 0;
  for (const [start, end] of read.ranges) {
    out += `${title.slice(last, start)}<mark>${title.slice(start, end)}</mark>`;
    last = end;
  }
  return out + title.slice(last);
}
