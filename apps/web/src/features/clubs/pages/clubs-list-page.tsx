import { PlusOutlined } from '@ant-design/icons';
import { CLUB_SORT_FIELDS, type TClub, type TClubListItem } from '@pulseboard/contract/clubs';
import { App, Button, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { LoadError } from '../../../components/list-states.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import { useListState } from '../../../hooks/use-list-state.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteClub } from '../api/delete-club.ts';
import { useClub } from '../api/get-club.ts';
import { useClubs } from '../api/get-clubs.ts';
import { useStarClub } from '../api/star-club.ts';
import { ClubForm } from '../components/club-form.tsx';
import { clubsColumns } from '../components/clubs-columns.tsx';

/** Which drawer is open: none, a new club, or an existing club by id. */
type TEditing = null | 'new' | number;

/** Every club (accuro): server-paged, searchable, sortable, starred clubs first. */
export function ClubsListPage({ detailsHref }: { detailsHref: (clubId: number) => string }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useListState(CLUB_SORT_FIELDS);
  const clubs = useClubs(list.query);
  const star = useStarClub();
  const remove = useDeleteClub();
  const [editing, setEditing] = useState<TEditing>(null);

  const confirmDelete = (club: TClubListItem) =>
    modal.confirm({
      title: t('clubs.deleteConfirm', { name: club.clubName }),
      content: t('clubs.deleteHint'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutate(club.clubId, {
          onSuccess: () => notifySuccess(t('clubs.deleted')),
        }),
    });

  const columns = clubsColumns({
    t,
    detailsHref,
    sortOrderOf: list.sortOrderOf,
    onStar: (club) => star.mutate({ clubId: club.clubId, starred: !club.starred }),
    onEdit: (club) => setEditing(club.clubId),
    onDelete: confirmDelete,
  });

  const onSaved = (club: TClub, created: boolean) => {
    notifySuccess(t(created ? 'clubs.created' : 'clubs.saved'));
    if (!club.settingsValid) void message.warning(t('clubs.settingsInvalid'));
    // A new club stays open so its logo can be added.
    if (created) setEditing(club.clubId);
    else setEditing(null);
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <SectionTitle look={3} style={{ margin: 0 }}>
          {t('clubs.title')}
        </SectionTitle>
        <Flex gap="small" wrap>
          <ListSearch
            keyword={list.query.keyword}
            onSearch={list.setKeyword}
            placeholder={t('clubs.search')}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('clubs.create')}
          </Button>
        </Flex>
      </Flex>
      <ListTable<TClubListItem>
        rowKey="clubId"
        columns={columns}
        list={list}
        query={clubs}
        emptyText={t('clubs.empty')}
      />
      <FormDrawer
        open={editing !== null}
        title={t(editing === 'new' ? 'clubs.create' : 'clubs.edit')}
        onClose={() => setEditing(null)}
        width={760}
      >
        {editing === 'new' && <ClubForm ownerFields onSaved={onSaved} onCancel={() => setEditing(null)} />}
        {typeof editing === 'number' && (
          <EditClub clubId={editing} onSaved={onSaved} onCancel={() => setEditing(null)} />
        )}
      </FormDrawer>
    </Flex>
  );
}

function EditClub({
  clubId,
  onSaved,
  onCancel,
}: {
  clubId: number;
  onSaved: (club: TClub, created: boolean) => void;
  onCancel: () => void;
}) {
  const club = useClub(clubId);
  if (club.isError) return <LoadError error={club.error} onRetry={() => void club.refetch()} />;
  if (!club.data) return <Skeleton active />;
  return <ClubForm key={clubId} club={club.data} ownerFields onSaved={onSaved} onCancel={onCancel} />;
}
