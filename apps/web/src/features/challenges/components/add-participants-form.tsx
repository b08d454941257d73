import type { TChallengeDetail } from '@pulseboard/contract/challenges';
import { Button, Flex, Select } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberSelect } from '../../../components/member-select.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAddParticipants } from '../api/add-participants.ts';

const ignore = () => undefined;

/** One or many members from the club's member search, into a team when the challenge has teams. */
export function AddParticipantsForm({
  clubId,
  challenge,
  teamOptions,
}: {
  clubId: number;
  challenge: TChallengeDetail;
  teamOptions: { value: number; label: ReactNode }[];
}) {
  const { t } = useTranslation();
  const add = useAddParticipants(clubId);
  const [memberIds, setMemberIds] = useState<number[]>([]);
  const [teamId, setTeamId] = useState<number>();
  const submit = () =>
    add.mutateAsync({ challengeId: challenge.id, memberIds, ...(teamId ? { teamId } : {}) }).then(() => {
      notifySuccess(t('challenges.participants.added', { count: memberIds.length }));
      setMemberIds([]);
    }, ignore);

  return (
    <Flex wrap gap={8} align="center" data-testid="add-participants">
      <MemberSelect
        multiple
        clubId={clubId}
        value={memberIds}
        onChange={setMemberIds}
        placeholder={t('challenges.participants.search')}
        ariaLabel={t('challenges.participants.search')}
        emptyText={t('challenges.participants.noMembers')}
        testId="participants-select"
        style={{ flex: '2 1 260px', minWidth: 0 }}
      />
      {challenge.type === 'team' && (
        <Select<number>
          allowClear
          aria-label={t('challenges.participants.intoTeam')}
          placeholder={t('challenges.participants.intoTeam')}
          value={teamId}
          onChange={setTeamId}
          options={teamOptions}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
      )}
      <Button type="primary" disabled={memberIds.length === 0} loading={add.isPending} onClick={submit}>
        {t('challenges.participants.add')}
      </Button>
    </Flex>
  );
}
