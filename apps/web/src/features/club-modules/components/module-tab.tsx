import {
  CLUB_MODULES,
  CLUB_MODULES_ACCESS,
  type TClubModule,
  type TClubModules,
} from '@pulseboard/contract/club-modules';
import { hasRole } from '@pulseboard/contract/roles';
import { Alert, Button, Card, Flex, Form, Spin, Switch, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useClubModules } from '../api/get-club-modules.ts';
import { useSaveClubModules } from '../api/save-club-modules.ts';

/**
 * Module tab: one switch per feature of the club; club owners save, other staff see. A module whose
 * pages are not built yet (`comingSoon`, from the app's tab registry) says so beside its switch.
 */
export function ModuleTab({
  clubId,
  role,
  comingSoon = [],
}: TClubTabProps & { comingSoon?: readonly TClubModule[] }) {
  const { t } = useTranslation();
  const canEdit = hasRole(role, CLUB_MODULES_ACCESS.manage);
  const modules = useClubModules(clubId);
  const save = useSaveClubModules(clubId);
  const { form, formProps, saving } = useEntityForm({
    initialValues: (): Partial<TClubModules> => modules.data ?? {},
    save: { mutation: save, variables: (body: Partial<TClubModules>) => body as TClubModules },
    savedText: t('clubModules.saved'),
  });

  useEffect(() => {
    if (modules.data) form.setFieldsValue(modules.data);
  }, [modules.data, form]);

  if (modules.isPending) return <Spin />;
  if (modules.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('clubModules.modules.loadError')}
        action={<Button onClick={() => modules.refetch()}>{t('clubModules.modules.retry')}</Button>}
      />
    );

  return (
    <Card title={t('clubModules.modules.title')}>
      <Typography.Paragraph type="secondary">{t('clubModules.modules.help')}</Typography.Paragraph>
      {!canEdit && (
        <Alert style={{ marginBottom: 16 }} type="info" showIcon title={t('clubModules.modules.readOnly')} />
      )}
      <Form {...formProps} layout="horizontal" disabled={!canEdit || saving}>
        <Flex vertical gap={4} style={{ maxWidth: 420 }}>
          {CLUB_MODULES.map((m) => (
            <Flex key={m} justify="space-between" align="center">
              <label htmlFor={`${formProps.name}_${m}`}>
                {t(`clubModules.modules.${m}`)}
                {comingSoon.includes(m) && (
                  <Tag style={{ marginInlineStart: 8 }}>{t('clubModules.modules.comingSoon')}</Tag>
                )}
              </label>
              <Form.Item name={m} valuePropName="checked" noStyle>
                <Switch />
              </Form.Item>
            </Flex>
          ))}
        </Flex>
        {canEdit && (
          <Button style={{ marginTop: 16 }} type="primary" htmlType="submit" loading={saving}>
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
