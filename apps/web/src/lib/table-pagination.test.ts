import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n.ts';
import { tablePagination, withLowerBoundTotal } from './table-pagination.ts';

// Every list's pagination comes from here, so every list says "Total N" alike (not a bare number).
describe('tablePagination', () => {
  afterEach(() => changeLanguage('en'));

  it.each([
    ['en', 'Total 4'],
    ['es', 'Total 4'],
  ] as const)('labels the total in %s', async (lang, expected) => {
    await changeLanguage(lang);
    const { showTotal } = tablePagination(1, 20, 4);
    expect(showTotal?.(4, [1, 4])).toBe(expected);
  });
});

describe('withLowerBoundTotal', () => {
  afterEach(() => changeLanguage('en'));
  const list = {
    query: { pageSize: 20 },
    pagination: (total?: number) => tablePagination(3, 20, total ?? 0),
  };

  it('keeps an exact total as it is', () => {
    expect(withLowerBoundTotal(list, false)).toBe(list);
  });

  it.each([
    ['en', 'Total 10,000+'],
    ['es', 'Total: más de 10.000'],
  ] as const)('says "at least" in %s and keeps one more page reachable', async (lang, expected) => {
    await changeLanguage(lang);
    const config = withLowerBoundTotal(list, true).pagination(10_000);
    expect(config.total).toBe(10_020);
    expect(config.showTotal?.(10_020, [1, 20])).toBe(expected);
  });
});
