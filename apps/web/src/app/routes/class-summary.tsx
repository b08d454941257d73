import { useParams } from 'react-router';
import { ClassesSummaryPage } from '../../features/classes/pages/classes-summary-page.tsx';

/** /class-summary/:encryptionId (hidden): one class's participants and totals. */
export function ClassSummaryRoute() {
  const { encryptionId = '' } = useParams();
  return <ClassesSummaryPage key={encryptionId} encryptionId={encryptionId} />;
}
