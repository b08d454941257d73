import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../hooks/use-media-query.ts';

// antd's xs: a phone held upright, where a table's columns share about 340 px.
const PHONE = '(max-width: 575.98px)';

/**
 * A table row's action: its icon and word, or on a phone the icon alone (named for screen readers, the
 * word in a tooltip), so the actions column, always in sight, leaves room for the row's data.
 */
export function RowActionButton({
  icon,
  label,
  danger,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  danger?: boolean;
  onClick: () => void;
}) {
  const phone = useMediaQuery(PHONE);
  if (!phone) {
    return (
      <Button type="link" danger={danger} icon={icon} onClick={onClick}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label}>
      <Button type="link" danger={danger} icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}
