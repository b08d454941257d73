import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../components/club-tab.ts';
import { FitSegmented } from '../components/fit-segmented.tsx';
import { ClassesTab } from '../features/classes/components/classes-tab.tsx';
import { ClassTemplatesPanel } from '../features/classes/components/classes-templates-panel.tsx';
import { ClassTemplateSelect } from '../features/classes/components/classes-templates-select.tsx';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { useSearchState } from '../hooks/use-search-state.ts';

type TView = 'classes' | 'templates';

/**
 * The club's Class tab: its classes (list, form, detail) or, as a second view, its class templates,
 * whose select fills a new class's form (`templatePicker`). The view is in the URL (`?view=templates`);
 * the command segment (an open form) belongs to the view shown, whose drawer covers the switch.
 */
export function ClassTab(props: TClubTabProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [params, update] = useSearchState();
  const view: TView = params.get('view') === 'templates' ? 'templates' : 'classes';
  const show = (next: TView) => update({ view: next === 'templates' ? next : undefined });
  return (
    <Flex vertical gap={16}>
      <FitSegmented<TView>
        aria-label={t('classes.segment.label')}
        value={view}
        onChange={show}
        options={[
          { value: 'classes', label: t('classes.segment.classes') },
          { value: 'templates', label: t('classes.segment.templates') },
        ]}
        // On a phone it takes the full width, so 'Templates' is never cut short.
        style={isMobile ? undefined : { alignSelf: 'flex-start' }}
      />
      {view === 'templates' ? (
        <ClassTemplatesPanel {...props} />
      ) : (
        <ClassesTab
          {...props}
          templatePicker={(apply) => <ClassTemplateSelect clubId={props.clubId} onPick={apply} />}
        />
      )}
    </Flex>
  );
}
