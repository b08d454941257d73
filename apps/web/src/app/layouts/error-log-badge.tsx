import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoggedError } from '../../lib/error-log.ts';

// Loaded the first time the log is opened: most visits never open it.
const ErrorLogDialog = lazy(() =>
  import('./error-log-dialog.tsx').then((m) => ({ default: m.ErrorLogDialog })),
);

/** The bug icon with the number of errors, and their dialog. */
export function ErrorLogBadge({ entries }: { entries: readonly TLoggedError[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Stays true once opened, so that closing plays the dialog's animation.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Badge count={entries.length} size="small" data-testid="error-log-count">
        <Button
          type="text"
          danger
          icon={<BugOutlined />}
          aria-label={t('errorLog.open')}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </Badge>
      {opened && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} entries={entries} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
