import type { TablePaginationConfig } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';

/** A page of a server list: `{ list, totalRecords }` (the contract's `paged()`). */
export type TPage<T> = { list: T[]; totalRecords: number };

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

/** Paging, search and sort of a server-paged antd Table, kept in one state. */
export function useListState<F extends string>(
  sortFields: readonly F[],
  { pageSize = 20, totalLabel }: { pageSize?: number; totalLabel?: (total: number) => string } = {},
) {
  const [query, setQuery] = useState<TListQuery<F>>({ page: 1, pageSize, keyword: '' });

  const setKeyword = (keyword: string) => setQuery((q) => ({ ...q, keyword, page: 1 }));

  // Generic, so it fits the onChange of a Table of any row type.
  const onTableChange = <R>(
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<R> | SorterResult<R>[],
  ) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = String(one?.field ?? '') as F;
    const sorted = one?.order && sortFields.includes(field);
    setQuery((q) => ({
      ...q,
      page: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? q.pageSize,
      sortField: sorted ? field : undefined,
      sortOrder: sorted ? (one.order ?? undefined) : undefined,
    }));
  };

  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: query.page,
    pageSize: query.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: totalLabel,
  });

  /** The `sortOrder` to give a sortable column, so the header shows the sort in force. */
  const sortOrderOf = (field: F): SortOrder => (query.sortField === field ? (query.sortOrder ?? null) : null);

  return { query, setKeyword, onTableChange, pagination, sortOrderOf };
}
