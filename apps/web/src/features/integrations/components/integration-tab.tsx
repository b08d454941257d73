import { INTEGRATIONS_ACCESS } from '@pulseboard/contract/integrations';
import { hasRole } from '@pulseboard/contract/roles';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { EmptyList } from '../../../components/list-states.tsx';
import { useIntegrations } from '../api/get-integrations.ts';
import { IntegrationCard } from './integration-card.tsx';

/** Integration tab (club owners): one card per provider, each saved on its own. */
export function IntegrationTab({ clubId, role }: TClubTabProps) {
  const { t } = useTranslation();
  const isOwner = hasRole(role, INTEGRATIONS_ACCESS.manage);
  const integrations = useIntegrations(clubId, isOwner);

  if (!isOwner) return <Alert type="info" showIcon title={t('error.forbidden')} />;
  return (
    <Card title={t('integrations.tab.title')}>
      <Typography.Paragraph type="secondary">{t('integrations.tab.help')}</Typography.Paragraph>
      {integrations.isPending ? (
        <Spin />
      ) : integrations.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('integrations.tab.loadError')}
          action={<Button onClick={() => integrations.refetch()}>{t('integrations.tab.retry')}</Button>}
        />
      ) : integrations.data.length === 0 ? (
        <EmptyList text={t('integrations.tab.none')} />
      ) : (
        <Flex wrap gap={16}>
          {integrations.data.map((integration) => (
            <IntegrationCard key={integration.provider} clubId={clubId} integration={integration} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
