import { distance } from 'fastest-levenshtein';

/** The closest candidate to a misspelt word, when it is close enough to be a likely fix. */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

export const suggestion = (word: string, candidates: Iterable<string>) => {
  const match = didYouMean(word, candidates);
  return match ? ` Did you mean "${match}"?` : '';
};
