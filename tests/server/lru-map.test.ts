import { expect, it } from 'vitest';
import { LruMap } from '../../src/server/lru-map.ts';

it('keeps at most its limit, dropping the least recently read or written first', () => {
  const map = new LruMap<string, number>(2);
  map.set('a', 1);
  map.set('b', 2);
  expect(map.get('a')).toBe(1); // read: now the newest
  map.set('c', 3); // over the limit: b, the least recent, goes
  expect(map.get('b')).toBeUndefined();
  expect([map.get('a'), map.get('c'), map.size]).toEqual([1, 3, 2]);
  map.set('a', 10); // a write refreshes and replaces
  map.set('d', 4);
  expect([map.get('c'), map.get('a'), map.get('d')]).toEqual([undefined, 10, 4]);
});
