import { PictureOutlined } from '@ant-design/icons';
import { CLASSES_ACCESS, type TClassTemplate } from '@pulseboard/contract/classes';
import { Avatar, Flex, Skeleton, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClubBrief } from '../../../api/get-club-brief.ts';
import { useClubStudios } from '../../../api/get-club-studios.ts';
import { trainerName, useClubTrainers } from '../../../api/get-club-trainers.ts';
import { ClubListTab } from '../../../components/club-list-tab.tsx';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { useCmdEditor } from '../../../hooks/use-cmd-editor.ts';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useListState } from '../../../hooks/use-list-state.ts';
import { useClassTemplates } from '../api/get-class-templates.ts';
import { useDeleteClassTemplate } from '../api/save-class-template.ts';
import { ClassTemplateForm } from './classes-templates-form.tsx';

/**
 * The Class tab's Templates view: the club's class templates, searched and paged, with a drawer form
 * (managers create, edit and delete; other staff read). Its list keeps its own URL parameters
 * (`templates.keyword`...), and the URL's command opens the form, as on the other club tabs.
 */
export function ClassTemplatesPanel({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const list = useListState([], { namespace: 'templates' });
  const templates = useClassTemplates(clubId, list.query);
  const remove = useDeleteClassTemplate(clubId);
  const editor = useCmdEditor(cmd, onCmdChange);
  const brief = useClubBrief(clubId);
  const trainers = useClubTrainers(clubId);
  const studios = useClubStudios(clubId);
  const isMobile = useIsMobile();
  const editing = templates.data?.list.find((x) => x.id === editor.editingId);
  const trainerOf = (id: number | null) => trainers.data?.list.find((x) => x.id === id);
  const studioOf = (id: number | null) => studios.data?.list.find((x) => x.id === id);

  const columns: TableColumnsType<TClassTemplate> = [
    {
      title: t('classTemplates.col.name'),
      dataIndex: 'name',
      render: (name: string, template) => (
        <Flex gap={8} align="center">
          <Avatar shape="square" size={28} src={template.logoUrl ?? undefined} icon={<PictureOutlined />} />
          <Flex vertical>
            <Typography.Text strong>{name}</Typography.Text>
            {isMobile && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {`${template.startTime}–${template.endTime}`}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('classTemplates.col.time'),
      key: 'time',
      responsive: ['lg'],
      render: (_, template) => (
        <Flex vertical>
          <span>{`${template.startTime}–${template.endTime}`}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {template.timeZone}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('classTemplates.col.trainer'),
      dataIndex: 'trainerId',
      responsive: ['md'],
      render: (id: number | null) => {
        const trainer = trainerOf(id);
        return trainer ? trainerName(trainer) : '—';
      },
    },
    {
      title: t('classTemplates.col.studio'),
      dataIndex: 'studioId',
      responsive: ['md'],
      render: (id: number | null) => studioOf(id)?.name ?? '—',
    },
    {
      title: t('classTemplates.col.seats'),
      dataIndex: 'maxParticipants',
      responsive: ['lg'],
      render: (max: number | null) => max ?? t('classTemplates.noLimit'),
    },
  ];

  const timeZone = editing?.timeZone ?? brief.data?.timezone;
  return (
    <ClubListTab<TClassTemplate>
      texts="classTemplates"
      role={role}
      manageRoles={CLASSES_ACCESS.manage}
      list={list}
      items={templates}
      editor={editor}
      rowKey="id"
      columns={columns}
      itemName={(template) => template.name}
      onDelete={(template, onSuccess) => remove.mutate(template.id, { onSuccess })}
      editItem={editing}
      editFallback={templates.data && <EmptyList text={t('classTemplates.notFound')} />}
      renderForm={(template, props) =>
        timeZone ? (
          <ClassTemplateForm clubId={clubId} timeZone={timeZone} template={template} {...props} />
        ) : brief.isError ? (
          <LoadError error={brief.error} onRetry={() => void brief.refetch()} />
        ) : (
          <Skeleton active />
        )
      }
      drawerWidth={560}
    />
  );
}
