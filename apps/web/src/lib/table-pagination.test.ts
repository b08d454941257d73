import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n.ts';
import { tablePagination } from './table-pagination.ts';

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
