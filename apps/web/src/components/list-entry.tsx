import { Flex, List, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * One entry of a short list in a dialog: a line and a quieter line below it. antd's List.Item.Meta
 * draws its title as an h4, a heading out of order in a dialog (axe: heading-order) that a screen
 * reader lists among the page's headings.
 */
export function ListEntry({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <List.Item>
      <Flex vertical gap={2}>
        {title}
        <Typography.Text type="secondary">{description}</Typography.Text>
      </Flex>
    </List.Item>
  );
}
