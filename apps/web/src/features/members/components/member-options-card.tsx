import { type TMemberOptionsInput, ZMemberOptions } from '@pulseboard/contract/members-actions';
import { Alert, Button, Card, Form, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { memberOptionName } from '../../../lib/member-option-names.ts';
import { useMemberOptions } from '../api/get-member-options.ts';
import { useUpdateMemberOptions } from '../api/update-member-options.ts';

function OptionsForm(props: { clubId: number; initial: TMemberOptionsInput; canEdit: boolean }) {
  const { clubId, initial, canEdit } = props;
  const { t } = useTranslation();
  const update = useUpdateMemberOptions(clubId);
  const { formProps, saving, rules } = useEntityForm({
    schema: ZMemberOptions,
    initialValues: () => initial,
    save: { mutation: update, variables: (values: TMemberOptionsInput) => values },
    savedText: t('membersActions.optionsSaved'),
  });
  const tags = {
    mode: 'tags' as const,
    open: false,
    tokenSeparators: [','],
    style: { width: '100%' },
    // A default level or phase reads in the reader's language, as in the member's menu; it is kept as is.
    labelRender: ({ value }: { value: string | number }) => memberOptionName(t, String(value)),
  };
  return (
    <Form {...formProps} disabled={saving || !canEdit}>
      <Form.Item
        name="journeyLevels"
        label={t('membersActions.journeyLevelsLabel')}
        rules={rules('journeyLevels')}
      >
        <Select {...tags} />
      </Form.Item>
      <Form.Item name="xgtPhases" label={t('membersActions.xgtPhasesLabel')} rules={rules('xgtPhases')}>
        <Select {...tags} />
      </Form.Item>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  );
}

/**
 * The club's journey levels and XGT phases (what the row menu offers). Owners edit them; other staff
 * see them read-only. Render it in the Members tab: `<MemberOptionsCard clubId={clubId} canEdit={...} />`.
 */
export function MemberOptionsCard(props: { clubId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const options = useMemberOptions(props.clubId);
  return (
    <Card size="small" title={t('membersActions.optionsTitle')} data-testid="member-options-card">
      {props.canEdit && (
        <Typography.Paragraph type="secondary">{t('membersActions.optionsHint')}</Typography.Paragraph>
      )}
      {options.isLoading && <Skeleton active />}
      {options.isError && <Alert type="error" title={t('membersActions.loadFailed')} />}
      {options.data && <OptionsForm key={JSON.stringify(options.data)} {...props} initial={options.data} />}
    </Card>
  );
}
