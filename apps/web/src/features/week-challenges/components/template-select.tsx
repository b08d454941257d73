import type { TWeekChallengeTemplate } from '@pulseboard/contract/week-challenges';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** A template picker (a form item's control), each option with its rules: staff's sign-up and the member's. */
export function TemplateSelect(props: {
  templates: TWeekChallengeTemplate[];
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  testId?: string;
}) {
  const { templates, value, onChange, id, testId } = props;
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      placeholder={t('weekChallenges.templatePick')}
      data-testid={testId}
      options={templates.map((tpl) => ({
        value: tpl.id,
        label: `${tpl.name} (${t('weekChallenges.figures', {
          weeks: tpl.weeks,
          min: tpl.minWorkoutsPerWeek,
          penalty: tpl.penaltyWeeks,
        })})`,
      }))}
    />
  );
}
