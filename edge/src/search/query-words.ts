/**
 * The words of a search query and how close a word is to another: the tokenizer, Meilisearch's typo
 * budget and the edit distance, shared by the engine (matching) and the highlighter.
 */
/** Lower case, accents removed, split on anything other than letters and digits. */
export function tokenizeText(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== '');
}

/** Edit distance with adjacent transpositions (Damerau, optimal string alignment), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length] as number;
}

/** Meilisearch's default typo budget by word length (also used by the highlighter). */
export const typoBudget = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

export type QueryWord = { text: string; prefix: boolean; exact: boolean };

/** Words of a query: quoted phrases match exactly; the last unquoted word also matches as a prefix. */
export function queryWords(q: string): QueryWord[] {
  const words: QueryWord[] = [];
  const re = /"([^"]*)"|([^"\s]+)/g;
  for (let m = re.exec(q); m; m = re.exec(q)) {
    const exact = m[1] !== undefined;
    for (const text of tokenizeText(m[1] ?? m[2] ?? '')) words.push({ text, prefix: false, exact });
  }
  const last = words[words.length - 1];
  if (last && !last.exact && !/[\s"]$/.test(q)) last.prefix = true;
  return words;
}
