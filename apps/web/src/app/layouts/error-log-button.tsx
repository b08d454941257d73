import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorLog } from '../../lib/error-log.ts';

// Loaded the first time the log is opened: most visits never open it.
const ErrorLogDialog = lazy(() =>
  import('./error-log-dialog.tsx').then((m) => ({ default: m.ErrorLogDialog })),
);

/** The navbar's bug icon: uncaught UI errors of this visit (production builds only). */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  // Stays true once opened, so that closing plays the dialog's animation.
  const [opened, setOpened] = useState(false);
  if (entries.length === 0) return null;

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
