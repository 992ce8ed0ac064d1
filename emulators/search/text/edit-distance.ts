/**
 * The optimal-string-alignment distance (Levenshtein plus the swap of two
 * neighbours, as Lucene's fuzzy query counts edits), or undefined when it is
 * above `max`: the search stops as soon as every row is above it.
 */
export function editDistanceAtMost(a: string, b: string, max: number): number | undefined {
  if (Math.abs(a.length - b.length) > max) return undefined;
  if (a === b) return 0;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return undefined;
    prev2 = prev;
    prev = row;
  }
  const d = prev[b.length] as number;
  return d <= max ? d : undefined;
}
