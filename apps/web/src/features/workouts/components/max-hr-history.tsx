import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClubZone } from '../../../hooks/use-club-zone.ts';
import { formatDateIn } from '../../../lib/format.ts';
import { useMaxHrChanges } from '../api/get-max-hr-changes.ts';
import { workoutPath } from './workouts-table.tsx';

/**
 * The user's own automatic max HR raises (issue 11), shown on My Profile; nothing while there are none.
 * Dated on the calendar of the user's club (`clubId`), as the workouts that raised them are.
 */
export function MaxHrHistory({ clubId }: { clubId: number | null }) {
  const { t } = useTranslation();
  const { data } = useMaxHrChanges();
  const zone = useClubZone(clubId);
  if (!data || data.list.length === 0 || !zone) return null;
  return (
    <Card
      title={t('maxHrHistory.title')}
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="max-hr-history"
    >
      <Typography.Paragraph type="secondary">{t('maxHrHistory.hint')}</Typography.Paragraph>
      <List
        size="small"
        dataSource={data.list}
        rowKey={(c) => `${c.createdAt}-${c.toHr}`}
        renderItem={(c) => (
          <List.Item>
            <span>
              {formatDateIn(c.createdAt, zone)} · {t('maxHrHistory.raised', { from: c.fromHr, to: c.toHr })}{' '}
              {c.workoutId !== null && (
                <Link to={workoutPath(c.workoutId)}>
                  {t('maxHrHistory.byWorkout', { date: formatDateIn(c.createdAt, zone) })}
                </Link>
              )}
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}
