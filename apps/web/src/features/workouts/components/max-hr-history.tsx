import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useMaxHrChanges } from '../api/get-max-hr-changes.ts';
import { workoutPath } from './workouts-table.tsx';

/** The user's own automatic max HR raises (issue 11), shown on My Profile; nothing while there are none. */
export function MaxHrHistory() {
  const { t } = useTranslation();
  const { data } = useMaxHrChanges();
  if (!data || data.list.length === 0) return null;
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
              {formatDate(c.createdAt)} · {t('maxHrHistory.raised', { from: c.fromHr, to: c.toHr })}{' '}
              {c.workoutId !== null && (
                <Link to={workoutPath(c.workoutId)}>
                  {t('maxHrHistory.byWorkout', { date: formatDate(c.createdAt) })}
                </Link>
              )}
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}
