import type { TPage } from '@pulseboard/contract/envelope';
import { Table, type TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyboardScroll } from '../hooks/use-keyboard-scroll.ts';
import type { TListState } from '../hooks/use-list-state.ts';
import { EmptyList, LoadError } from './list-states.tsx';

/** What ListTable reads of a TanStack query of one page. */
export type TPageQuery<T> = {
  data?: TPage<T>;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPending: boolean;
  refetch: () => unknown;
};

/**
 * The one server-paged table: rows, paging and sort from `list` (kept in the URL), the shared loading,
 * empty and error states. Columns, row key, size and test id are the caller's. An empty list says
 * `emptyText` (there is nothing yet), or that nothing matches when a keyword or a filter is set.
 */
export function ListTable<T extends object>({
  list,
  query,
  emptyText,
  ...table
}: {
  list: Pick<TListState, 'pagination' | 'onTableChange'> & Partial<Pick<TListState, 'query' | 'filters'>>;
  query: TPageQuery<T>;
  emptyText: string;
} & Pick<TableProps<T>, 'columns' | 'rowKey' | 'size'> & { 'data-testid'?: string }) {
  const { t } = useTranslation();
  const tableRef = useRef<TableRef>(null);
  // On a phone a wide table scrolls sideways: without a link or button in it, the keyboard reaches it here.
  useKeyboardScroll(() => tableRef.current?.nativeElement, '.ant-table-content', t('list.scrollTable'));
  const narrowed =
    Boolean(list.query?.keyword.trim()) || Object.values(list.filters ?? {}).some((value) => Boolean(value));
  if (query.isError && !query.data) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Table<T>
      ref={tableRef}
      size="middle"
      {...table}
      dataSource={query.data?.list}
      loading={query.isFetching}
      pagination={list.pagination(query.data?.totalRecords)}
      onChange={list.onTableChange}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: query.isPending ? ' ' : <EmptyList text={narrowed ? t('common.noMatch') : emptyText} />,
      }}
    />
  );
}
