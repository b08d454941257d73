import type {
  TChallengeBoardEntry,
  TChallengeBoardMember,
  TChallengeCriterion,
} from '@pulseboard/contract/challenges';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { memberCountText, scoreText } from '../utils/challenge-text.ts';
import { TeamDot } from './team-dot.tsx';

// Gold, silver and bronze for the first three ranks.
const MEDALS = ['#d4a017', '#a8a9ad', '#b87333'];

/** A rank in a round badge; a shared rank (a tie) says so in words beside it. */
function Rank({ rank, tied, large }: { rank: number; tied: boolean; large: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const size = large ? 44 : 32;
  const medal = MEDALS[rank - 1];
  return (
    <Flex vertical align="center" style={{ flex: 'none', width: size + 12 }}>
      <span
        data-testid="board-rank"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: size,
          height: size,
          borderRadius: '50%',
          fontWeight: 700,
          fontSize: large ? 20 : 15,
          color: medal ? '#fff' : token.colorText,
          background: medal ?? token.colorFillSecondary,
        }}
      >
        {rank}
      </span>
      {tied && (
        <Typography.Text type="secondary" style={{ fontSize: large ? 13 : 11 }}>
          {t('challenges.board.tied')}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Which ranks appear more than once in a list: those rows are ties. */
export function tiedRanks(rows: readonly { rank: number }[]): Set<number> {
  const seen = new Set<number>();
  const tied = new Set<number>();
  for (const { rank } of rows) (seen.has(rank) ? tied : seen).add(rank);
  return tied;
}

/** One row of a board: rank, name (with its team in a member view), score in the criterion's unit. */
export function BoardRow({
  entry,
  criterion,
  tied,
  large,
  showTeam,
  sub,
}: {
  entry: TChallengeBoardMember;
  criterion: TChallengeCriterion;
  tied: boolean;
  large: boolean;
  showTeam: boolean;
  /** A row inside a team: smaller and indented. */
  sub?: boolean;
}) {
  const { t } = useTranslation();
  const nameSize = sub ? (large ? 17 : 14) : large ? 22 : 16;
  return (
    <Flex
      gap={large ? 16 : 10}
      align="center"
      style={{ paddingBlock: sub ? 4 : 8, minWidth: 0 }}
      data-testid="board-row"
    >
      <Rank rank={entry.rank} tied={tied} large={large && !sub} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong={!sub} style={{ fontSize: nameSize, overflowWrap: 'anywhere' }}>
          {entry.name}
        </Typography.Text>
        {showTeam && entry.teamName && (
          <Flex gap={6} align="center">
            <TeamDot color={entry.color} size={10} />
            <Typography.Text type="secondary">{entry.teamName}</Typography.Text>
          </Flex>
        )}
      </Flex>
      <Typography.Text strong={!sub} style={{ fontSize: nameSize, flex: 'none', textAlign: 'end' }}>
        {scoreText(t, criterion, entry.score)}
      </Typography.Text>
    </Flex>
  );
}

/** A team with its score and its members ranked within it, framed in the team's colour. */
export function TeamBlock({
  team,
  criterion,
  tied,
  large,
}: {
  team: TChallengeBoardEntry;
  criterion: TChallengeCriterion;
  tied: boolean;
  large: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const members = team.members ?? [];
  const memberTies = tiedRanks(members);
  return (
    <section
      aria-label={team.name}
      data-testid="board-team"
      style={{
        borderInlineStart: `6px solid ${team.color ?? token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
        paddingInline: large ? 16 : 12,
        paddingBlock: 4,
      }}
    >
      <BoardRow entry={team} criterion={criterion} tied={tied} large={large} showTeam={false} />
      {/* Under the team's name: past the rank badge (its size plus 12) and the row's gap. */}
      <Typography.Text type="secondary" style={{ display: 'block', marginInlineStart: large ? 72 : 54 }}>
        {memberCountText(t, team.memberCount ?? members.length)}
      </Typography.Text>
      {members.length > 0 && (
        <Flex vertical style={{ marginInlineStart: large ? 32 : 20, paddingBlockEnd: 4 }}>
          {members.map((member) => (
            <BoardRow
              key={member.key}
              entry={member}
              criterion={criterion}
              tied={memberTies.has(member.rank)}
              large={large}
              showTeam={false}
              sub
            />
          ))}
        </Flex>
      )}
    </section>
  );
}
