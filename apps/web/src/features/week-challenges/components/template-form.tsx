import {
  WEEK_CHALLENGE_LIMITS as LIMITS,
  type TWeekChallengeTemplate,
  type TWeekChallengeTemplateInput,
  ZWeekChallengeTemplateInput,
} from '@pulseboard/contract/week-challenges';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useCreateWeekChallengeTemplate } from '../api/create-week-challenge-template.ts';
import { useUpdateWeekChallengeTemplate } from '../api/update-week-challenge-template.ts';

type TValues = Partial<TWeekChallengeTemplateInput>;

const toBody = (values: TValues) => values as TWeekChallengeTemplateInput;

/**
 * One form for creating and editing a template. A template members have signed up to keeps its
 * figures (the API refuses new ones): only its name stays editable.
 */
export function TemplateForm(props: {
  clubId: number;
  template?: TWeekChallengeTemplate;
  onClose: () => void;
}) {
  const { clubId, template, onClose } = props;
  const { t } = useTranslation();
  const create = useCreateWeekChallengeTemplate(clubId);
  const update = useUpdateWeekChallengeTemplate(clubId);
  const inUse = (template?.totalRuns ?? 0) > 0;
  const { formProps, saving, rules } = useEntityForm({
    schema: ZWeekChallengeTemplateInput,
    initialValues: (): TValues => ({
      name: template?.name ?? '',
      weeks: template?.weeks ?? 6,
      minWorkoutsPerWeek: template?.minWorkoutsPerWeek ?? 3,
      penaltyWeeks: template?.penaltyWeeks ?? 1,
    }),
    save: { mutation: create, variables: toBody },
    update: template && {
      mutation: update,
      variables: (values: TValues) => ({ templateId: template.id, ...toBody(values) }),
    },
    savedText: t('weekChallenges.templateSaved'),
    onSaved: onClose,
  });
  const count = (field: 'weeks' | 'minWorkoutsPerWeek' | 'penaltyWeeks', label: string) => (
    <Form.Item name={field} label={label} rules={rules(field)}>
      <NumberInput
        min={LIMITS[field].min}
        max={LIMITS[field].max}
        precision={0}
        disabled={inUse}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );

  return (
    <Form {...formProps} data-testid="week-template-form">
      <Form.Item name="name" label={t('weekChallenges.field.name')} rules={rules('name')}>
        <Input maxLength={LIMITS.name} autoComplete="off" />
      </Form.Item>
      {inUse && (
        <Alert
          type="info"
          showIcon
          title={t('weekChallenges.templateInUseHint')}
          style={{ marginBottom: 16 }}
        />
      )}
      {count('weeks', t('weekChallenges.field.weeks'))}
      {count('minWorkoutsPerWeek', t('weekChallenges.field.minWorkouts'))}
      {count('penaltyWeeks', t('weekChallenges.field.penaltyWeeks'))}
      <FormActions readOnly={false} saving={saving} onCancel={onClose} testId="week-template-save" />
    </Form>
  );
}
