import type { TClassTemplate } from '@pulseboard/contract/classes';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassTemplateOptions } from '../api/get-class-templates.ts';

/**
 * A select of the club's class templates for the class form: picking one calls `onPick` with it, so
 * the form fills its fields (the form sends `templateId` too, so the new class takes the logo).
 */
export function ClassTemplateSelect({
  clubId,
  onPick,
}: {
  clubId: number;
  onPick: (template: TClassTemplate) => void;
}) {
  const { t } = useTranslation();
  const templates = useClassTemplateOptions(clubId);
  const [picked, setPicked] = useState<number>();
  const list = templates.data?.list ?? [];
  return (
    <Select<number>
      value={picked}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={templates.isPending}
      placeholder={t('classTemplates.picker.placeholder')}
      aria-label={t('classTemplates.picker.placeholder')}
      notFoundContent={t('classTemplates.picker.empty')}
      data-testid="class-template-select"
      options={list.map((x) => ({ value: x.id, label: `${x.name} (${x.startTime}–${x.endTime})` }))}
      onChange={(id) => {
        setPicked(id);
        const template = list.find((x) => x.id === id);
        if (template) onPick(template);
      }}
    />
  );
}
