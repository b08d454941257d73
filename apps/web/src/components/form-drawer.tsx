import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '../hooks/use-is-mobile.ts';

/** A side drawer for a create or edit form: full width on a phone. */
export function FormDrawer({
  open,
  title,
  onClose,
  children,
  width = 640,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}) {
  const isMobile = useIsMobile();
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={isMobile ? '100%' : width}
      destroyOnHidden
      // No padding under the form: its sticky Save bar (FormActions) then sits on the drawer's bottom
      // edge instead of 24 px above it with fields scrolling past underneath.
      styles={{ body: { paddingBottom: 0 } }}
    >
      {children}
    </Drawer>
  );
}
