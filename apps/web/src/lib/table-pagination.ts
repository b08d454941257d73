import type { TablePaginationConfig } from 'antd';
import { i18n } from './i18n.ts';

/** The page sizes a list offers; any other size in a URL falls back to the list's default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** antd pagination for a server-paged table: the page, its size (changeable) and "Total N", alike in every list. */
export function tablePagination(page: number, pageSize: number, total: number): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    showTotal: (count) => i18n.t('list.total', { count }),
  };
}
