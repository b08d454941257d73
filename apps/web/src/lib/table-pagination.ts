import type { TablePaginationConfig } from 'antd';
import { formatNumber } from './format.ts';
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

type TPaginated = {
  pagination: (total: number | undefined) => TablePaginationConfig;
  query: { pageSize: number };
};

// A list whose total is not the whole count says so in its total; `extraPage` keeps one more page
// reachable past it.
function withTotalText<L extends TPaginated>(
  list: L,
  key: 'list.totalAtLeast' | 'list.firstMatches',
  extraPage: boolean,
): L {
  return {
    ...list,
    pagination: (total: number | undefined) => ({
      ...list.pagination(extraPage ? (total ?? 0) + list.query.pageSize : total),
      showTotal: () => i18n.t(key, { count: formatNumber(total) }),
    }),
  };
}

/**
 * A list whose server stopped counting (a capped total, `totalIsLowerBound`): one more page stays
 * reachable and the total reads "Total N+". Unchanged while the total is exact.
 */
export function withLowerBoundTotal<L extends TPaginated>(list: L, lowerBound: boolean): L {
  return lowerBound ? withTotalText(list, 'list.totalAtLeast', true) : list;
}

/**
 * A list that holds only part of what matches (a member keyword past MEMBER_SEARCH_WINDOW): its total
 * reads "First N matches" instead of "Total N". Unchanged otherwise.
 */
export function withPartialTotal<L extends TPaginated>(list: L, partial: boolean): L {
  return partial ? withTotalText(list, 'list.firstMatches', false) : list;
}
