import type { TablePaginationConfig } from 'antd';

/** antd pagination for a server-paged table: the page, its size (changeable) and the total. */
export function tablePagination(page: number, pageSize: number, total: number): TablePaginationConfig {
  return { current: page, pageSize, total, showSizeChanger: true, showTotal: (count) => count };
}
