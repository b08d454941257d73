import type { TAccountWithClub } from '@pulseboard/contract/accounts';
import { Alert, Card, Descriptions, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useSearchAccount } from '../api/search-account.ts';

/** Platform admins find any account by its email and see which club it belongs to. */
export function SearchAccountCard() {
  const { t } = useTranslation();
  const search = useSearchAccount();
  const [found, setFound] = useState<TAccountWithClub>();
  const failure = search.error;
  const failureText =
    failure instanceof ApiError ? (failure.fields?.email ?? errorMessage(failure)) : errorMessage(failure);

  return (
    <Card size="small" title={t('accounts.findTitle')}>
      <Input.Search
        type="email"
        enterButton={t('accounts.find')}
        placeholder={t('accounts.email')}
        aria-label={t('accounts.findTitle')}
        loading={search.isPending}
        data-testid="search-account"
        onSearch={(email) => {
          setFound(undefined);
          if (email.trim()) search.mutate(email.trim(), { onSuccess: setFound });
        }}
      />
      {search.isError && <Alert style={{ marginTop: 12 }} type="error" showIcon title={failureText} />}
      {found && (
        <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('accounts.name')}>{found.name}</Descriptions.Item>
          <Descriptions.Item label={t('accounts.email')}>{found.email}</Descriptions.Item>
          <Descriptions.Item label={t('accounts.role')}>{t(`role.${found.memberRole}`)}</Descriptions.Item>
          <Descriptions.Item label={t('accounts.status')}>
            {t(`accounts.status.${found.status}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('accounts.club')}>
            {found.clubName ?? t('accounts.noClub')}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
