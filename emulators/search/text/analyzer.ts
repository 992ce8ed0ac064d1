const WORD = /[\p{L}\p{N}_]+/gu;

/** The standard analyzer, close enough: Unicode word runs, lowercased (underscores stay inside, as in PR_12345678). */
export function analyze(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}
