import { DeleteOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import type { TClass } from '@pulseboard/contract/classes';
import { Button, Descriptions, Drawer, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';
import { useClubStudios } from '../../../api/get-club-studios.ts';
import { trainerName, useClubTrainers } from '../../../api/get-club-trainers.ts';
import { LoadError } from '../../../components/list-states.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useViewActive } from '../../../hooks/use-view-active.ts';
import { useClass } from '../api/get-class.ts';
import { describeRrule } from '../utils/class-rrule-text.ts';
import { classDate, classTimes, otherZone, viewerTimes } from '../utils/class-text.ts';
import { ClassesParticipants } from './classes-participants.tsx';

/**
 * One class by id (the Class tab's and the Scheduler's): its fields, the meeting link, edit and delete
 * for managers, and the roster for staff. Closed while `classId` is undefined.
 */
export function ClassDetailDrawer({
  clubId,
  classId,
  canManage,
  canRunRoster,
  onEdit,
  onDelete,
  onClose,
}: {
  clubId: number;
  classId: number | undefined;
  /** Edit and delete (CLASSES_ACCESS.manage). */
  canManage: boolean;
  /** Add, remove, mark absent (CLASSES_ACCESS.participants). */
  canRunRoster: boolean;
  onEdit?: (cls: TClass) => void;
  onDelete?: (cls: TClass) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const active = useViewActive();
  const query = useClass(clubId, classId);
  const studios = useClubStudios(clubId);
  const trainers = useClubTrainers(clubId);
  const locations = useClubLocations(clubId);
  const cls = query.data;

  // Gone at once when its page is hidden, as the challenge drawer: a closing drawer lingers otherwise.
  if (!active) return null;
  const trainer = trainers.data?.list.find((tr) => tr.id === cls?.trainerId);
  const studio = studios.data?.list.find((s) => s.id === cls?.studioId);
  const location = locations.data?.list.find((l) => l.locationId === cls?.locationId);
  const zone = cls && otherZone(cls);
  const mine = cls && viewerTimes(cls);

  return (
    <Drawer
      open={classId !== undefined}
      title={cls?.name ?? t('classes.detail')}
      onClose={onClose}
      size={isMobile ? '100%' : 640}
      destroyOnHidden
    >
      {query.isError && !cls ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !cls ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} data-testid="class-detail">
          {canManage && (
            <Flex wrap gap={8}>
              {onEdit && (
                <Button icon={<EditOutlined />} onClick={() => onEdit(cls)}>
                  {t('common.edit')}
                </Button>
              )}
              {onDelete && (
                <Button danger icon={<DeleteOutlined />} onClick={() => onDelete(cls)}>
                  {t('common.delete')}
                </Button>
              )}
            </Flex>
          )}
          <Descriptions
            size="small"
            column={1}
            bordered
            layout={isMobile ? 'vertical' : 'horizontal'}
            items={[
              {
                key: 'when',
                label: t('classes.detail.when'),
                children: (
                  <Flex vertical>
                    <Flex gap={6} wrap align="center">
                      <Typography.Text>{`${classDate(cls)} · ${classTimes(cls)}`}</Typography.Text>
                      {cls.seriesId !== null && <Tag color="blue">{t('classes.series')}</Tag>}
                      {cls.cancelled && <Tag color="red">{t('classes.cancelledTag')}</Tag>}
                    </Flex>
                    <Typography.Text type="secondary">{cls.timeZone}</Typography.Text>
                    {zone && mine && (
                      <Typography.Text type="secondary">
                        {t('classes.detail.viewerTime', { time: `${mine.date} ${mine.times}` })}
                      </Typography.Text>
                    )}
                  </Flex>
                ),
              },
              ...(cls.rrule
                ? [
                    {
                      key: 'rule',
                      label: t('classes.field.recurrence'),
                      children: (
                        <Flex vertical>
                          <Typography.Text>{describeRrule(t, cls.rrule)}</Typography.Text>
                          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
                            {cls.rrule}
                          </Typography.Text>
                        </Flex>
                      ),
                    },
                  ]
                : []),
              {
                key: 'trainer',
                label: t('classes.field.trainer'),
                children: trainer ? trainerName(trainer) : '—',
              },
              { key: 'studio', label: t('classes.field.studio'), children: studio?.name ?? '—' },
              { key: 'location', label: t('classes.field.location'), children: location?.branchName ?? '—' },
              ...(cls.meetingLink
                ? [
                    {
                      key: 'link',
                      label: t('classes.field.meetingLink'),
                      children: (
                        <Typography.Link
                          href={cls.meetingLink}
                          target="_blank"
                          rel="noreferrer"
                          style={{ wordBreak: 'break-all' }}
                        >
                          <LinkOutlined /> {t('classes.detail.join')}
                        </Typography.Link>
                      ),
                    },
                  ]
                : []),
              ...(cls.description
                ? [
                    {
                      key: 'description',
                      label: t('classes.field.description'),
                      children: (
                        <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                          {cls.description}
                        </Typography.Paragraph>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <ClassesParticipants clubId={clubId} detail={cls} canRun={canRunRoster} />
        </Flex>
      )}
    </Drawer>
  );
}
