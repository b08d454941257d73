import { DeleteOutlined } from '@ant-design/icons';
import {
  BALANCE_METHODS,
  type TBalanceMethod,
  type TChallengeDetail,
  TEAM_NAME_MAX,
  ZChallengeTeamInput,
} from '@pulseboard/contract/challenges';
import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { HexColorPicker } from '../../../components/hex-color-picker.tsx';
import { EmptyList } from '../../../components/list-states.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAddTeam } from '../api/add-team.ts';
import { useBalanceTeams } from '../api/balance-teams.ts';
import { useRemoveTeam } from '../api/remove-team.ts';
import { memberCountText } from '../utils/challenge-text.ts';
import { TeamDot } from './team-dot.tsx';

// Distinct colours offered in turn to each new team; any other can be picked.
const PALETTE = ['#1677ff', '#f5222d', '#52c41a', '#fa8c16', '#722ed1', '#13c2c2', '#eb2f96', '#a0d911'];

const ignore = () => undefined;
// The height of a vertical form label (its line and the gap below it).
const LABEL_HEIGHT = 30;

/** A team challenge's teams: add one (name, colour), remove one, and share the participants out again. */
export function ChallengeTeamsCard({
  clubId,
  challenge,
  canManage,
}: {
  clubId: number;
  challenge: TChallengeDetail;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const remove = useRemoveTeam(clubId);
  const balance = useBalanceTeams(clubId);
  const [method, setMethod] = useState<TBalanceMethod>('even');

  return (
    <Card size="small" title={t('challenges.teams.title')}>
      <Flex vertical gap={12}>
        {challenge.teams.length === 0 ? (
          <EmptyList text={t('challenges.teams.empty')} />
        ) : (
          <Flex vertical data-testid="challenge-teams">
            {challenge.teams.map((team) => (
              <Flex key={team.id} gap={8} align="center" style={{ minHeight: 40 }}>
                <TeamDot color={team.color} />
                <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
                  {team.name}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ flex: 'none' }}>
                  {memberCountText(t, team.memberCount)}
                </Typography.Text>
                {canManage && (
                  <ConfirmPopover
                    title={t('challenges.teams.removeConfirm', { name: team.name })}
                    okText={t('challenges.teams.remove')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      remove.mutateAsync({ challengeId: challenge.id, teamId: team.id }).catch(ignore)
                    }
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      style={{ marginInlineStart: 'auto' }}
                      aria-label={t('challenges.teams.removeNamed', { name: team.name })}
                    />
                  </ConfirmPopover>
                )}
              </Flex>
            ))}
          </Flex>
        )}
        {canManage && (
          <>
            <AddTeamForm
              key={challenge.teams.length}
              clubId={clubId}
              challengeId={challenge.id}
              color={PALETTE[challenge.teams.length % PALETTE.length] as string}
            />
            <Flex wrap gap={8} align="center">
              <Select<TBalanceMethod>
                aria-label={t('challenges.teams.balanceMethod')}
                value={method}
                onChange={setMethod}
                style={{ flex: '1 1 220px', minWidth: 0 }}
                options={BALANCE_METHODS.map((m) => ({ value: m, label: t(`challenges.balance.${m}`) }))}
              />
              <ConfirmPopover
                title={t('challenges.teams.balanceConfirm')}
                okText={t('challenges.teams.balance')}
                cancelText={t('common.cancel')}
                onConfirm={() =>
                  balance
                    .mutateAsync({ challengeId: challenge.id, method })
                    .then(() => notifySuccess(t('challenges.teams.balanced')), ignore)
                }
              >
                <Button
                  loading={balance.isPending}
                  disabled={challenge.teams.length === 0 || challenge.participants.length === 0}
                >
                  {t('challenges.teams.balance')}
                </Button>
              </ConfirmPopover>
            </Flex>
          </>
        )}
      </Flex>
    </Card>
  );
}

/** Name and colour of a new team ('Please enter the team name'). */
function AddTeamForm({ clubId, challengeId, color }: { clubId: number; challengeId: number; color: string }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const add = useAddTeam(clubId, challengeId);
  const { formProps, saving, rules } = useEntityForm({
    schema: ZChallengeTeamInput,
    initialValues: () => ({ name: '', color }),
    save: { mutation: add, variables: (values: { name: string; color: string }) => values },
    savedText: t('challenges.teams.added'),
  });
  return (
    <Form {...formProps} layout="vertical" data-testid="team-form">
      <Flex wrap gap={8} align="start">
        <Form.Item
          name="name"
          label={t('challenges.teams.name')}
          rules={rules('name')}
          style={{ flex: '1 1 180px', marginBottom: 0 }}
        >
          <Input maxLength={TEAM_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="color"
          label={t('challenges.teams.color')}
          rules={rules('color')}
          getValueFromEvent={(value: { toHexString: () => string }) => value.toHexString()}
          style={{ marginBottom: 0 }}
        >
          <HexColorPicker
            presets={[{ label: t('challenges.teams.colors'), colors: PALETTE }]}
            aria-label={t('challenges.teams.color')}
          />
        </Form.Item>
        {/* Level with the inputs below their labels; on a phone it wraps to a row of its own. */}
        <Button
          type="primary"
          htmlType="submit"
          loading={saving}
          data-testid="team-add"
          style={{ marginTop: isMobile ? 0 : LABEL_HEIGHT }}
        >
          {t('challenges.teams.add')}
        </Button>
      </Flex>
    </Form>
  );
}
