import type { TablePaginationConfig } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { PAGE_SIZES, tablePagination } from '../lib/table-pagination.ts';
import { useSearchState } from './use-search-state.ts';

/** What a paged list call sends: page and size in the URL, keyword and sort in the body. */
export type TListQuery<F extends string> = {
  page: number;
  pageSize: number;
  keyword: string;
  sortField?: F;
  sortOrder?: 'ascend' | 'descend';
};

/** The body of a `/page/{page}` call; an empty keyword is left out. */
export function listBody<F extends string>(query: TListQuery<F>) {
  return {
    keyword: query.keyword.trim() || undefined,
    sortField: query.sortField,
    sortOrder: query.sortOrder,
  };
}

type TListOptions<K extends string> = {
  pageSize?: number;
  /** Prefix of the list's URL parameters (`history.page`), for a second list on the same page. */
  namespace?: string;
  /** Filters of the list besides the keyword (a role, a shelf), one URL parameter each. */
  filters?: readonly K[];
  /** Keeps the state in memory: for a list in a dialog that the URL does not open. */
  inMemory?: boolean;
};

const SORT_ORDERS = ['ascend', 'descend'] as const;

/**
 * Paging, keyword, sort and filters of a server-paged antd Table, kept in the URL's search parameters
 * (`?page=2&pageSize=50&keyword=ann&sortField=name&sortOrder=ascend`), so a reload keeps them.
 * Values left at their default are left out of the URL.
 */
export function useListState<F extends string, K extends string = never>(
  sortFields: readonly F[],
  { pageSize: defaultPageSize = 20, namespace, filters = [], inMemory }: TListOptions<K> = {},
) {
  const [params, update] = useSearchState(inMemory);
  const name = (param: string) => (namespace ? `${namespace}.${param}` : param);
  const get = (param: string) => params.get(name(param)) ?? undefined;

  const page = Number(get('page'));
  const pageSize = Number(get('pageSize'));
  const sortField = sortFields.find((field) => field === get('sortField'));
  const sortOrder = SORT_ORDERS.find((order) => order === get('sortOrder'));
  const query: TListQuery<F> = {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
    keyword: get('keyword') ?? '',
    ...(sortField && sortOrder ? { sortField, sortOrder } : {}),
  };
  const filterValues = Object.fromEntries(filters.map((filter) => [filter, get(filter)])) as Record<
    K,
    string | undefined
  >;

  /** Sets parameters by their un-prefixed names; a default value removes the parameter. */
  const set = (patch: Record<string, string | number | undefined>) =>
    update(
      Object.fromEntries(
        Object.entries(patch).map(([param, value]) => [
          name(param),
          value === undefined || value === '' || (param === 'page' && value === 1)
            ? undefined
            : String(value),
        ]),
      ),
    );
  const setKeyword = (keyword: string) => set({ keyword: keyword.trim(), page: 1 });
  // One call for several filters: two URL updates in a row would each start from the same URL.
  const setFilters = (patch: Partial<Record<K, string>>) => set({ ...patch, page: 1 });

  // Generic, so it fits the onChange of a Table of any row type.
  const onTableChange = <R>(
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<R> | SorterResult<R>[],
    extra?: { action?: string },
  ) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    // A column with a key reports it; one with only a dataIndex reports that as its field.
    const field = sortFields.find((f) => f === String(one?.columnKey ?? one?.field ?? ''));
    const sorted = Boolean(one?.order && field);
    const size = pagination.pageSize ?? query.pageSize;
    const paging = { page: pagination.current ?? 1, pageSize: size === defaultPageSize ? undefined : size };
    const sort = {
      sortField: sorted ? field : undefined,
      sortOrder: sorted ? (one?.order ?? undefined) : undefined,
    };
    // Each action writes only what it changes: a page turned right after a sort, before the table
    // shows that sort, would otherwise report the old sort and undo it.
    if (extra?.action === 'paginate') set(paging);
    else if (extra?.action === 'sort') set({ ...sort, page: 1 });
    else set({ ...paging, ...sort });
  };

  const pagination = (total: number | undefined): TablePaginationConfig =>
    tablePagination(query.page, query.pageSize, total ?? 0);

  /** The `sortOrder` to give a sortable column, so the header shows the sort in force. */
  const sortOrderOf = (field: F): SortOrder => (query.sortField === field ? (query.sortOrder ?? null) : null);

  return { query, filters: filterValues, setKeyword, setFilters, onTableChange, pagination, sortOrderOf };
}

/** What a list component needs from `useListState`. */
export type TListState<F extends string = string> = ReturnType<typeof useListState<F>>;
