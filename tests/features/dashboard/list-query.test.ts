import { describe, expect, it } from 'vitest';
import {
  atPage,
  DEFAULT_LIMIT,
  EMPTY_QUERY,
  filtersOf,
  hasFilters,
  pageCount,
  parseListQuery,
  serializeListQuery,
  serverFilters,
  validDate,
  withFilters,
} from '../../../src/features/dashboard/list-query.ts';
import { cleanFilters } from '../../../src/lib/http/staff-api.ts';

describe('list query in the URL', () => {
  it('reads every part of a shared link', () => {
    expect(parseListQuery('?q=grace&status=new&stage=done&owner=me&from=2026-01-01&to=2026-01-31&page=3&limit=50&open=12')).toEqual({
      q: 'grace',
      status: 'new',
      stage: 'done',
      owner: 'me',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
      limit: 50,
      open: 12,
      after: '',
      before: '',
    });
    expect(parseListQuery('q=x')).toMatchObject({ q: 'x', page: 1, limit: DEFAULT_LIMIT });
  });

  it('falls back to defaults for anything unreadable in a hand-edited link', () => {
    expect(parseListQuery('?page=0&limit=7&status=deleted&stage=archived&owner=everyone&from=2026-02-30&to=yesterday&open=-1')).toEqual(EMPTY_QUERY);
    expect(parseListQuery('?page=abc&limit=1000&open=1e3')).toEqual(EMPTY_QUERY);
    expect(parseListQuery('')).toEqual(EMPTY_QUERY);
    expect(parseListQuery(`?q=${'a'.repeat(500)}`).q).toHaveLength(200);
    expect(parseListQuery('?q=%20%20spaced%20').q).toBe('spaced');
  });

  it('writes short links: defaults are left out, and a round trip keeps everything', () => {
    expect(serializeListQuery(EMPTY_QUERY)).toBe('');
    const query = { page: 2, limit: 10, q: 'a&b=c', status: 'read' as const, stage: 'in_progress' as const, owner: 'me', from: '2026-03-01', to: '', open: null, after: '', before: '' };
    const written = serializeListQuery(query);
    expect(written).toBe('q=a%26b%3Dc&status=read&stage=in_progress&owner=me&from=2026-03-01&page=2&limit=10');
    expect(parseListQuery(written)).toEqual(query);
  });

  it('keeps the server\'s cursor of a page in the link, and drops one that is not a cursor', () => {
    const query = { ...EMPTY_QUERY, page: 7, after: 'WyIyMDI2LTAxLTAxIiw0Ml0' };
    expect(serializeListQuery(query)).toBe('page=7&after=WyIyMDI2LTAxLTAxIiw0Ml0');
    expect(parseListQuery(serializeListQuery(query))).toEqual(query);
    expect(parseListQuery('?page=3&before=abc_-9')).toMatchObject({ page: 3, after: '', before: 'abc_-9' });
    expect(parseListQuery('?page=3&before=a%20b&after=%3Cx%3E')).toMatchObject({ page: 3, after: '', before: '' });
    // Page 1 needs no cursor.
    expect(serializeListQuery({ ...EMPTY_QUERY, after: 'abc' })).toBe('');
    expect(atPage(query, 1)).toMatchObject({ page: 1, after: '', before: '' });
    expect(atPage(query, 8, { after: 'n' })).toMatchObject({ page: 8, after: 'n', before: '' });
    expect(atPage(query, 6, { before: 'p' })).toMatchObject({ page: 6, after: '', before: 'p' });
  });

  it('goes back to page 1 when a filter or the page size changes, and keeps the open item', () => {
    const query = { ...EMPTY_QUERY, page: 4, open: 9, after: 'abc' };
    expect(withFilters(query, { status: 'new' })).toMatchObject({ page: 1, status: 'new', open: 9, after: '', before: '' });
    expect(withFilters(query, { limit: 100 })).toMatchObject({ page: 1, limit: 100 });
  });

  it('sends only the filters that are set', () => {
    expect(filtersOf(EMPTY_QUERY)).toEqual({});
    expect(hasFilters(EMPTY_QUERY)).toBe(false);
    expect(filtersOf({ ...EMPTY_QUERY, q: 'x', to: '2026-01-02' })).toEqual({ q: 'x', to: '2026-01-02' });
    expect(cleanFilters({ q: '  ', status: undefined, from: '' })).toEqual({});
    expect(cleanFilters({ q: ' grace ', status: 'new' })).toEqual({ q: 'grace', status: 'new' });
  });

  it('validates calendar dates and counts pages', () => {
    expect(validDate('2024-02-29')).toBe('2024-02-29');
    expect(validDate('2023-02-29')).toBe('');
    expect(validDate('2026-1-5')).toBe('');
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('sends picked days as the reader\'s local days (UTC bounds)', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(serverFilters({ ...EMPTY_QUERY, q: 'x', from: '2026-01-01', to: '2026-01-31' })).toEqual({
        q: 'x',
        from: '2026-01-01T05:00:00.000Z',
        to: '2026-02-01T04:59:59.999Z',
      });
      // Across a daylight-saving change the day is 23 hours long.
      expect(serverFilters({ ...EMPTY_QUERY, to: '2026-03-08' }).to).toBe('2026-03-09T03:59:59.999Z');
      process.env.TZ = 'UTC';
      expect(serverFilters({ ...EMPTY_QUERY, from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T23:59:59.999Z' });
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
