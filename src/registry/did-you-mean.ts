import { distance } from 'fastest-levenshtein';

/** The closest candidate to a misspelt word, when it is close enough to be a likely fix. */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  if (best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3))) return best;
  // A shortened name ("/about" for "/about-us"): the shortest candidate it begins.
  if (word.length < 4) return undefined;
  const lower = word.toLowerCase();
  return [...candidates].filter((candidate) => candidate.toLowerCase().startsWith(lower)).sort((a, b) => a.length - b.length)[0];
}

export const suggestion = (word: string, candidates: Iterable<string>) => {
  const match = didYouMean(word, candidates);
  return match ? ` Did you mean "${match}"?` : '';
};
