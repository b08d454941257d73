import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListState } from './use-list-state.ts';
import { ViewActiveContext } from './use-view-active.ts';

const SORT_FIELDS = ['name', 'createdAt'] as const;

function setup(url: string) {
  const view = { active: true };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <ViewActiveContext value={view.active}>{children}</ViewActiveContext>
    </MemoryRouter>
  );
  return { view, ...render(wrapper) };
}

function render(wrapper: (props: { children: ReactNode }) => ReactNode) {
  return renderHook(
    () => ({
      main: useListState(SORT_FIELDS, { filters: ['role'] }),
      nested: useListState([], { namespace: 'history', pageSize: 10 }),
      search: useLocation().search,
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useListState keeps a list in the URL', () => {
  it('reads page, size, keyword, sort and filters, and ignores values it does not know', () => {
    const { result } = setup('/x?page=3&pageSize=50&keyword=ann&sortField=name&sortOrder=descend&role=coach');
    expect(result.current.main.query).toEqual({
      page: 3,
      pageSize: 50,
      keyword: 'ann',
      sortField: 'name',
      sortOrder: 'descend',
    });
    expect(result.current.main.filters).toEqual({ role: 'coach' });

    const bad = setup('/x?page=-2&pageSize=7&sortField=password&sortOrder=descend').result.current.main;
    expect(bad.query).toEqual({ page: 1, pageSize: 20, keyword: '' });
  });

  it('gives a second list on the page its own parameters', () => {
    const { result } = setup('/x?page=3&history.page=2');
    expect(result.current.main.query.page).toBe(3);
    expect(result.current.nested.query).toMatchObject({ page: 2, pageSize: 10 });

    act(() => result.current.nested.onTableChange({ current: 4, pageSize: 10 }, {}, {}));
    expect(new URLSearchParams(result.current.search).get('history.page')).toBe('4');
    expect(result.current.main.query.page).toBe(3);
  });

  it('starts a new keyword or filter on page 1 and leaves defaults out of the URL', () => {
    const { result } = setup('/x?page=3');
    act(() => result.current.main.setKeyword('  mia '));
    expect(result.current.search).toBe('?keyword=mia');
    act(() => result.current.main.setFilters({ role: 'club' }));
    expect(result.current.search).toBe('?keyword=mia&role=club');
    act(() =>
      result.current.main.onTableChange({ current: 1, pageSize: 20 }, {}, { field: 'name', order: 'ascend' }),
    );
    expect(result.current.main.query).toMatchObject({ page: 1, sortField: 'name', sortOrder: 'ascend' });
  });

  it('keeps both of two quick changes made before the router renders (a keyword, then a sort)', () => {
    const { result } = setup('/x?page=3');
    act(() => {
      const list = result.current.main;
      list.setKeyword('mia');
      list.onTableChange({ current: 2, pageSize: 20 }, {}, { field: 'name', order: 'ascend' });
    });
    expect(result.current.main.query).toEqual({
      page: 2,
      pageSize: 20,
      keyword: 'mia',
      sortField: 'name',
      sortOrder: 'ascend',
    });
  });

  it('turns a page without undoing a sort the table does not show yet', () => {
    const { result } = setup('/x');
    act(() => {
      const list = result.current.main;
      list.onTableChange(
        { current: 1, pageSize: 20 },
        {},
        { field: 'name', order: 'ascend' },
        { action: 'sort' },
      );
      // The table still renders without the sort, so it reports none with the page.
      list.onTableChange({ current: 2, pageSize: 20 }, {}, {}, { action: 'paginate' });
    });
    expect(result.current.main.query).toMatchObject({ page: 2, sortField: 'name', sortOrder: 'ascend' });
  });

  it('keeps what it last saw while the shell keeps its page hidden', () => {
    const { result, rerender, view } = setup('/clubs?page=3');
    view.active = false;
    rerender();
    // Another page's `page=7` is not this list's.
    act(() => void result.current.navigate('/clubs/details/1/locations?page=7'));
    expect(result.current.main.query.page).toBe(3);
    view.active = true;
    act(() => void result.current.navigate('/clubs?page=2'));
    rerender();
    expect(result.current.main.query.page).toBe(2);
  });
});
