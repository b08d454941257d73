import type { TablePaginationConfig } from 'antd';

/** The page sizes a list offers; any other size in a URL falls back to the list's default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** antd pagination for a server-paged table: the page, its size (changeable) and the total. */
export function tablePagination(
  page: number,
  pageSize: number,
  total: number,
  totalLabel: (total: number) => string = String,
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    showTotal: totalLabel,
  };
}
