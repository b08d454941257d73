import { decodeClassSummaryId, type TClassSummaryRef } from '@pulseboard/core/class-summary-id';
import { Card, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/http.ts';
import { useClassSummary } from '../api/get-class-summary.ts';
import { ClassesSummaryHeader } from '../components/classes-summary-header.tsx';
import { ClassesSummaryTable } from '../components/classes-summary-table.tsx';

function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('classSummary.notFound')}
      subTitle={t('classSummary.notFoundHint')}
      data-testid="class-summary-not-found"
    />
  );
}

/**
 * /class-summary/:encryptionId: the id names the club, location and class (base64, see core's
 * class-summary-id.ts); a link that names no class, or a class the caller may not see, reads as not found.
 */
export function ClassesSummaryPage({ encryptionId }: { encryptionId: string }) {
  const ref = decodeClassSummaryId(encryptionId);
  return <Card>{ref ? <Summary summaryRef={ref} /> : <NotFound />}</Card>;
}

function Summary({ summaryRef }: { summaryRef: TClassSummaryRef }) {
  const summary = useClassSummary(summaryRef.clubId, summaryRef.classId);
  if (summary.isPending) return <Skeleton active />;
  if (summary.isError) {
    const missing = summary.error instanceof ApiError && [400, 403, 404].includes(summary.error.status);
    return missing ? (
      <NotFound />
    ) : (
      <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
    );
  }
  return (
    <Flex vertical gap="large">
      <ClassesSummaryHeader summary={summary.data} url={window.location.href} />
      <ClassesSummaryTable summary={summary.data} />
    </Flex>
  );
}
