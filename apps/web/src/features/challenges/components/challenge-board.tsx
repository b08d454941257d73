import type { TChallengeBoard, TPublicChallengeBoard } from '@pulseboard/contract/challenges';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../../components/list-states.tsx';
import {
  criterionExplained,
  periodText,
  STATUS_COLORS,
  scoreText,
  zonesText,
} from '../utils/challenge-text.ts';
import { BoardRow, TeamBlock, tiedRanks } from './board-rows.tsx';

type TBoard = TChallengeBoard | (TPublicChallengeBoard & { membersHidden?: boolean });

/** The board's heading: status, dates on the club's clock, and the winning criterion in words. */
export function BoardHeader({ board, large = false }: { board: TBoard; large?: boolean }) {
  const { t } = useTranslation();
  const explained = criterionExplained(t, board);
  return (
    <Flex vertical gap={6}>
      <Flex wrap gap={8} align="center">
        <Tag color={STATUS_COLORS[board.status]} style={{ fontSize: large ? 15 : undefined }}>
          {t(`challenges.status.${board.status}`)}
        </Tag>
        <Tag style={{ fontSize: large ? 15 : undefined }}>{t(`challenges.typeName.${board.type}`)}</Tag>
        <Typography.Text>{periodText(board)}</Typography.Text>
        <Typography.Text type="secondary">
          {t('challenges.timesIn', { zone: board.timezone })}
        </Typography.Text>
      </Flex>
      <Typography.Text strong style={{ fontSize: large ? 18 : undefined }}>
        {t('challenges.board.winner', { criterion: explained.label })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {explained.rule} {explained.teamRule}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('challenges.board.zones', { zones: zonesText(t, board.zones) })}
        {' · '}
        {t(board.allowMobile ? 'challenges.board.mobileCounts' : 'challenges.board.stationOnly')}
        {board.pointsTarget !== null &&
          ` · ${t('challenges.board.target', { target: scoreText(t, board.criterion, board.pointsTarget) })}`}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The standings, best first: teams with their members, or every participant. Ranks come from the
 * server (ties share a rank: 1, 1, 3) and a shared rank is marked as a tie.
 */
export function BoardStandings({ board, large = false }: { board: TBoard; large?: boolean }) {
  const { t } = useTranslation();
  const ties = tiedRanks(board.list);
  const hidden = 'membersHidden' in board && board.membersHidden === true;
  return (
    <Flex vertical gap={large ? 12 : 8} data-testid="challenge-board">
      {hidden && <Alert type="info" showIcon title={t('challenges.board.membersHidden')} />}
      {board.list.length === 0 ? (
        <EmptyList text={t(board.view === 'teams' ? 'challenges.board.noTeams' : 'challenges.board.empty')} />
      ) : board.view === 'teams' ? (
        board.list.map((team) => (
          <TeamBlock
            key={team.key}
            team={team}
            criterion={board.criterion}
            tied={ties.has(team.rank)}
            large={large}
          />
        ))
      ) : (
        board.list.map((entry) => (
          <BoardRow
            key={entry.key}
            entry={entry}
            criterion={board.criterion}
            tied={ties.has(entry.rank)}
            large={large}
            showTeam={board.type === 'team'}
          />
        ))
      )}
    </Flex>
  );
}
