import type { TClassSummary } from '@pulseboard/contract/classes-summary';
import { Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from '../../../components/copy-link-button.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import { formatDateIn, formatTimeIn } from '../../../lib/format.ts';

/** The class's name, where and when it was held (in its own time zone), who led it, and the link to copy. */
export function ClassesSummaryHeader({ summary, url }: { summary: TClassSummary; url: string }) {
  const { t } = useTranslation();
  const cls = summary.class;
  const none = t('classSummary.none');
  const time = `${formatTimeIn(cls.startsAt, cls.timeZone)}–${formatTimeIn(cls.endsAt, cls.timeZone)}`;
  return (
    <Flex vertical gap="middle" data-testid="class-summary-header">
      <Flex wrap gap="middle" justify="space-between" align="start">
        <Flex wrap gap="small" align="center" style={{ minWidth: 0 }}>
          <SectionTitle look={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {cls.name}
          </SectionTitle>
          {cls.cancelled ? <Tag color="red">{t('classSummary.cancelled')}</Tag> : null}
        </Flex>
        <CopyLinkButton
          url={url}
          labels={{
            copy: t('classSummary.copy'),
            copied: t('classSummary.copied'),
            failed: t('classSummary.copyFailed'),
          }}
        />
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'date', label: t('classSummary.date'), children: formatDateIn(cls.startsAt, cls.timeZone) },
          { key: 'time', label: t('classSummary.time'), children: `${time} (${cls.timeZone})` },
          { key: 'trainer', label: t('classSummary.trainer'), children: cls.trainerName ?? none },
          { key: 'studio', label: t('classSummary.studio'), children: cls.studioName ?? none },
          { key: 'location', label: t('classSummary.location'), children: cls.locationName ?? none },
        ]}
      />
    </Flex>
  );
}
