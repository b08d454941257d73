import { lazy, Suspense } from 'react';
import { useErrorLog } from '../../lib/error-log.ts';

// antd's Badge and the dialog load with the first error: most visits have none.
const ErrorLogBadge = lazy(() => import('./error-log-badge.tsx').then((m) => ({ default: m.ErrorLogBadge })));

/** The navbar's bug icon: uncaught UI errors of this visit (production builds only). */
export function ErrorLogButton() {
  const entries = useErrorLog();
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ErrorLogBadge entries={entries} />
    </Suspense>
  );
}
