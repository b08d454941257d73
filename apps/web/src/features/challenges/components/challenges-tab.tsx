import { PlusOutlined } from '@ant-design/icons';
import {
  CHALLENGE_SORT_FIELDS,
  CHALLENGE_STATUSES,
  CHALLENGE_TYPES,
  CHALLENGES_ACCESS,
  type TChallengeListItem,
} from '@pulseboard/contract/challenges';
import { hasRole } from '@pulseboard/contract/roles';
import { Button, Card, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { useClubZone } from '../../../hooks/use-club-zone.ts';
import { listBody, useListState } from '../../../hooks/use-list-state.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteChallenge } from '../api/delete-challenge.ts';
import { useEndChallenge } from '../api/end-challenge.ts';
import { useChallenges } from '../api/get-challenges.ts';
import { ChallengeDetailDrawer } from './challenge-detail-drawer.tsx';
import { ChallengeFilters } from './challenge-filters.tsx';
import { ChallengeForm } from './challenge-form.tsx';
import { ChallengesTable } from './challenges-table.tsx';

// The mutation cache already shows the error; the confirmation just closes.
const ignore = () => undefined;

/**
 * Challenge tab: every staff role finds the club's challenges and their boards; managers create, edit,
 * end and delete them and run their teams, participants and public link. The URL's command opens the
 * create form ('create') or one challenge (its id), so a reload or a shared link reopens it.
 */
export function ChallengesTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const canManage = hasRole(role, CHALLENGES_ACCESS.manage);
  const list = useListState(CHALLENGE_SORT_FIELDS, { filters: ['status', 'type'] });
  const clubZone = useClubZone(clubId);
  const [editing, setEditing] = useState<TChallengeListItem>();
  const challenges = useChallenges(clubId, {
    page: list.query.page,
    pageSize: list.query.pageSize,
    filter: {
      ...listBody(list.query),
      status: CHALLENGE_STATUSES.find((s) => s === list.filters.status),
      type: CHALLENGE_TYPES.find((s) => s === list.filters.type),
    },
  });
  const end = useEndChallenge(clubId);
  const remove = useDeleteChallenge(clubId);

  const openId = cmd && /^\d+$/.test(cmd) ? Number(cmd) : undefined;
  const formOpen = canManage && (cmd === 'create' || editing !== undefined);
  const closeForm = () => {
    setEditing(undefined);
    if (cmd === 'create') onCmdChange(undefined);
  };
  const timeZone = editing?.timezone ?? clubZone;

  const extra = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => onCmdChange('create')}>
      {t('challenges.create')}
    </Button>
  );

  return (
    <Card title={t('challenges.title')} extra={extra}>
      <Flex vertical gap={16}>
        <Flex wrap gap={12} align="end">
          <ListSearch
            keyword={list.query.keyword}
            onSearch={list.setKeyword}
            placeholder={t('challenges.search')}
            style={{ flex: '1 1 220px', maxWidth: '100%' }}
            testId="challenges-search"
          />
          <ChallengeFilters values={list.filters} onChange={list.setFilters} />
        </Flex>
        <ChallengesTable
          query={challenges}
          list={list}
          canManage={canManage}
          onOpen={(c) => onCmdChange(String(c.id))}
          onEdit={setEditing}
          onEnd={(c) => end.mutateAsync(c.id).then(() => notifySuccess(t('challenges.ended')), ignore)}
          onDelete={(c) =>
            remove.mutateAsync(c.id).then(() => notifySuccess(t('challenges.deleted')), ignore)
          }
        />
      </Flex>
      <ChallengeDetailDrawer
        clubId={clubId}
        challengeId={openId}
        canManage={canManage}
        onEdit={setEditing}
        onClose={() => onCmdChange(undefined)}
      />
      {canManage && (
        <FormDrawer
          open={formOpen}
          title={t(editing ? 'challenges.edit' : 'challenges.create')}
          onClose={closeForm}
          width={520}
        >
          {timeZone ? (
            <ChallengeForm
              key={editing?.id ?? 'new'}
              clubId={clubId}
              timeZone={timeZone}
              challenge={editing}
              onClose={closeForm}
              onSaved={(saved) => (editing ? setEditing(undefined) : onCmdChange(String(saved.id)))}
            />
          ) : (
            <Skeleton active />
          )}
        </FormDrawer>
      )}
    </Card>
  );
}
