import { ACCOUNTS_ACCESS } from '@pulseboard/contract/accounts';
import { hasRole } from '@pulseboard/contract/roles';
import { STATIONS_ACCESS } from '@pulseboard/contract/stations';
import { Alert, Button, Card, Flex, Form, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { EmptyList } from '../../../components/list-states.tsx';
import { useStationAccounts } from '../api/get-station-accounts.ts';
import { useStationSettings } from '../api/get-station-settings.ts';
import { StationSettingsForm } from './station-settings-form.tsx';

/** Stations tab: pick an account (its id is the URL's command) and edit its heart-rate settings. */
export function StationsTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const canEdit = hasRole(role, STATIONS_ACCESS.manage);
  // Listing a club's accounts is for its admins (the API's rule); a coach can still open a shared link.
  const canPick = hasRole(role, ACCOUNTS_ACCESS.read);
  const accountId = cmd && /^\d+$/.test(cmd) ? Number(cmd) : undefined;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const accounts = useStationAccounts(clubId, keyword, canPick);
  const settings = useStationSettings(clubId, accountId);

  return (
    <Card title={t('stations.tab.title')}>
      <Flex vertical gap={16}>
        {!canPick && <Alert type="info" showIcon title={t('stations.tab.noPicker')} />}
        <Form.Item
          hidden={!canPick}
          label={t('stations.tab.account')}
          // The label above the box: beside it, a phone leaves the box too narrow for its hint.
          layout="vertical"
          style={{ marginBottom: 0, maxWidth: 480 }}
        >
          <Select<number>
            data-testid="station-account-select"
            value={accountId}
            showSearch={{ filterOption: false, onSearch: setTyped }}
            placeholder={t('stations.tab.accountSearch')}
            aria-label={t('stations.tab.account')}
            loading={accounts.isFetching}
            notFoundContent={accounts.isFetching ? <Spin size="small" /> : t('stations.tab.noAccounts')}
            onChange={(id) => onCmdChange(String(id))}
            options={(accounts.data?.list ?? []).map((a) => ({
              value: a.accountId,
              label: `${a.name} (${a.email})`,
            }))}
          />
        </Form.Item>
        {accounts.isError && <Alert type="error" showIcon title={t('stations.tab.loadError')} />}
        {!canEdit && accountId !== undefined && (
          <Alert type="info" showIcon title={t('stations.tab.readOnly')} />
        )}
        {accountId === undefined ? (
          <EmptyList text={t('stations.tab.pickAccount')} />
        ) : settings.isPending ? (
          <Spin />
        ) : settings.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('stations.tab.loadError')}
            action={<Button onClick={() => settings.refetch()}>{t('stations.tab.retry')}</Button>}
          />
        ) : (
          <StationSettingsForm
            key={accountId}
            clubId={clubId}
            accountId={accountId}
            settings={settings.data}
            canEdit={canEdit}
          />
        )}
      </Flex>
    </Card>
  );
}
