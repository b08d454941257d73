import { LEADERBOARD_NAME_DISPLAYS, type TClubPrivacy } from '@pulseboard/contract/club-modules';
import { Alert, Button, Card, Form, Select, Spin, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useClubPrivacy } from '../api/get-club-privacy.ts';
import { useSaveClubPrivacy } from '../api/save-club-privacy.ts';

/** What leaderboards and public pages may show of the club's members. */
export function PrivacySettingsCard({ clubId, canEdit }: { clubId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const privacy = useClubPrivacy(clubId);
  const save = useSaveClubPrivacy(clubId);
  const { form, formProps, saving } = useEntityForm({
    name: 'club-privacy',
    initialValues: (): Partial<TClubPrivacy> => privacy.data ?? {},
    save: { mutation: save, variables: (body: Partial<TClubPrivacy>) => body as TClubPrivacy },
    savedText: t('clubModules.saved'),
  });

  useEffect(() => {
    if (privacy.data) form.setFieldsValue(privacy.data);
  }, [privacy.data, form]);

  return (
    <Card title={t('clubModules.privacy.title')}>
      {privacy.isPending ? (
        <Spin />
      ) : privacy.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('clubModules.modules.loadError')}
          action={<Button onClick={() => privacy.refetch()}>{t('clubModules.modules.retry')}</Button>}
        />
      ) : (
        <Form {...formProps} style={{ maxWidth: 420 }} disabled={!canEdit || saving}>
          <Form.Item
            name="hideFromPublicLeaderboards"
            label={t('clubModules.privacy.hideFromPublicLeaderboards')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item name="leaderboardNameDisplay" label={t('clubModules.privacy.leaderboardNameDisplay')}>
            <Select
              options={LEADERBOARD_NAME_DISPLAYS.map((v) => ({
                value: v,
                label: t(`clubModules.privacy.name.${v}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="showAvatarsOnLeaderboards"
            label={t('clubModules.privacy.showAvatarsOnLeaderboards')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('common.save')}
            </Button>
          )}
        </Form>
      )}
    </Card>
  );
}
