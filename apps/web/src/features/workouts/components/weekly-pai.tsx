import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useWeeklyPai } from '../api/get-weekly-pai.ts';

/** The user's weekly PAI (today and the six days before), with what it means on hover; nothing until it loads. */
export function WeeklyPai() {
  const { t } = useTranslation();
  const { data } = useWeeklyPai();
  if (!data) return null;
  return (
    <Tooltip title={t('weeklyPai.explain')}>
      <Typography.Text data-testid="weekly-pai">
        {t('weeklyPai.label', { from: formatDate(data.from), to: formatDate(data.to) })}{' '}
        <Typography.Text strong>{formatNumber(data.pai, 1)}</Typography.Text>
      </Typography.Text>
    </Tooltip>
  );
}
