import { STUDIO_SORT_FIELDS, STUDIOS_ACCESS, type TStudio } from '@pulseboard/contract/studios';
import { Badge, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClubListTab } from '../../../components/club-list-tab.tsx';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { EmptyList } from '../../../components/list-states.tsx';
import { useClubDayFormat } from '../../../hooks/use-club-zone.ts';
import { useCmdEditor } from '../../../hooks/use-cmd-editor.ts';
import { useListState } from '../../../hooks/use-list-state.ts';
import { useDeleteStudio } from '../api/delete-studio.ts';
import { useStudios } from '../api/get-studios.ts';
import { StudioForm } from './studio-form.tsx';

/** The club's studios: a server-paged list and a drawer form; managers may change them. */
export function StudiosTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const list = useListState(STUDIO_SORT_FIELDS);
  const studios = useStudios(clubId, list.query);
  const day = useClubDayFormat(clubId);
  const remove = useDeleteStudio(clubId);
  const editor = useCmdEditor(cmd, onCmdChange);
  const editing = studios.data?.list.find((s) => s.id === editor.editingId);

  const columns: TableColumnsType<TStudio> = [
    {
      title: t('studios.field.name'),
      dataIndex: 'name',
      sorter: true,
      sortOrder: list.sortOrderOf('name'),
      render: (name: string, studio) => <Badge color={studio.color} text={name} />,
    },
    {
      title: t('studios.field.status'),
      dataIndex: 'status',
      sorter: true,
      sortOrder: list.sortOrderOf('status'),
      render: (status: TStudio['status']) => (
        <Tag color={status === 'active' ? 'green' : 'default'}>{t(`studios.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('studios.field.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: list.sortOrderOf('createdAt'),
      render: (at: string) => day(at),
    },
  ];

  return (
    <ClubListTab<TStudio>
      texts="studios"
      role={role}
      manageRoles={STUDIOS_ACCESS.manage}
      list={list}
      items={studios}
      editor={editor}
      rowKey="id"
      columns={columns}
      itemName={(studio) => studio.name}
      onDelete={(studio, onSuccess) => remove.mutate(studio.id, { onSuccess })}
      editItem={editing}
      editFallback={studios.data && <EmptyList text={t('studios.notFound')} />}
      renderForm={(studio, props) => <StudioForm clubId={clubId} studio={studio} {...props} />}
      drawerWidth={480}
    />
  );
}
