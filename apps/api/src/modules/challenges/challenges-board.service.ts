import {
  CHALLENGE_CRITERION_LABELS,
  MY_CHALLENGES_MAX,
  type TChallengeBoard,
  type TChallengeBoardEntry,
  type TChallengeBoardMember,
  type TChallengeBoardView,
  type TMyChallenges,
  type TPublicChallengeBoard,
} from '@pulseboard/contract/challenges';
import type { TClubPrivacy } from '@pulseboard/contract/club-modules';
import { type TLanguage, translate } from '@pulseboard/contract/messages';
import { leaderboardName } from '@pulseboard/core/display-name';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TSheetCell } from '../../lib/sheet-export.ts';
import { clubPrivacyOf } from '../clubs/clubs.service.ts';
import { findChallengeByShareId, findUserChallenges } from './challenges.repository.ts';
import {
  challengeHeadOf,
  loadChallenge,
  scoringOf,
  settleTarget,
  type TChallengeRow,
} from './challenges.service.ts';
import { memberStandings, type TMemberStanding, teamStandings } from './challenges-scores.repository.ts';

/** How rows are shown: names and avatars as the club's privacy allows; on a public board, no member ids. */
type TShow = { privacy: TClubPrivacy; isPublic: boolean };

function memberRow(r: TMemberStanding, rank: number, key: string, show: TShow, team: boolean) {
  return {
    key,
    rank,
    memberId: show.isPublic ? null : r.user_id,
    name: leaderboardName(
      { firstName: r.first_name, lastName: r.last_name, nickName: r.nick_name },
      show.privacy.leaderboardNameDisplay,
    ),
    avatar: show.privacy.showAvatarsOnLeaderboards ? r.avatar : null,
    score: r.score,
    teamId: team ? r.team_id : null,
    teamName: team ? r.team_name : null,
    color: team ? r.team_color : null,
  } satisfies TChallengeBoardMember;
}

/** The board's rows: every participant (view 'members'), or each team with its members ('teams'). */
async function boardList(
  deps: TDeps,
  row: TChallengeRow,
  view: TChallengeBoardView,
  show: TShow & { membersHidden: boolean },
): Promise<TChallengeBoardEntry[]> {
  const scoring = scoringOf(row);
  const team = row.type === 'team';
  // The public board keys rows by position: a member's id is the club's, not the public's.
  const keyOf = (r: TMemberStanding, i: number, prefix = 'm') => `${prefix}${show.isPublic ? i : r.user_id}`;
  if (view === 'members') {
    if (show.membersHidden) return [];
    const members = await memberStandings(deps.db, scoring);
    return members.map((r, i) => ({
      ...memberRow(r, r.rank, keyOf(r, i), show, team),
      memberCount: null,
      members: null,
    }));
  }
  const [teams, members] = [
    await teamStandings(deps.db, scoring),
    show.membersHidden ? [] : await memberStandings(deps.db, scoring),
  ];
  return teams.map((t) => ({
    key: `t${t.id}`,
    rank: t.rank,
    memberId: null,
    name: t.name,
    avatar: null,
    score: t.score,
    teamId: t.id,
    teamName: t.name,
    color: t.color,
    memberCount: t.member_count,
    // Grouping rows SQL already scored and ranked (rank within the team: team_rank).
    members: members
      .filter((r) => r.team_id === t.id)
      .map((r, i) => memberRow(r, r.team_rank, keyOf(r, i, `t${t.id}m`), show, true)),
  }));
}

const viewOf = (row: TChallengeRow, view: TChallengeBoardView | undefined): TChallengeBoardView =>
  view ?? (row.type === 'team' ? 'teams' : 'members');

export async function getChallengeBoard(
  deps: TDeps,
  clubId: number,
  id: number,
  view?: TChallengeBoardView,
): Promise<TChallengeBoard> {
  return staffBoard(deps, await loadChallenge(deps, clubId, id), view);
}

async function staffBoard(
  deps: TDeps,
  row: TChallengeRow,
  view?: TChallengeBoardView,
): Promise<TChallengeBoard> {
  const v = viewOf(row, view);
  const show = { privacy: clubPrivacyOf(row.privacy), isPublic: false, membersHidden: false };
  return { challengeId: row.id, ...challengeHeadOf(row), view: v, list: await boardList(deps, row, v, show) };
}

/**
 * The board behind /open/challenge-leaderboard/:encryptionId: only the challenge's name, dates, status
 * and criterion, the club's name, and the rows as the privacy settings allow (no member ids; no member
 * rows at all when the club hides its members from public boards).
 */
export async function getPublicChallengeBoard(
  deps: TDeps,
  shareId: string,
  view?: TChallengeBoardView,
): Promise<TPublicChallengeBoard> {
  const found = await findChallengeByShareId(deps.db, shareId, new Date());
  if (!found) throw new AppError('NOT_FOUND', { fields: { encryptionId: 'challenges.shareNotFound' } });
  const row = await settleTarget(deps, found);
  const privacy = clubPrivacyOf(row.privacy);
  const membersHidden = privacy.hideFromPublicLeaderboards;
  const v = viewOf(row, view);
  const list = await boardList(deps, row, v, { privacy, isPublic: true, membersHidden });
  return { clubName: row.clubName, membersHidden, ...challengeHeadOf(row), view: v, list };
}

/** The staff board as spreadsheet rows (header first) in the request's language. */
export async function challengeBoardSheet(
  deps: TDeps,
  clubId: number,
  id: number,
  view: TChallengeBoardView | undefined,
  lang: TLanguage,
): Promise<{ rows: TSheetCell[][]; baseName: string }> {
  const row = await loadChallenge(deps, clubId, id);
  const board = await staffBoard(deps, row, view);
  // The score's column names the criterion in the club's wording (Sweat Points).
  const t = (key: string) => translate(key, lang, {}, row.wording);
  const score = `${t('challenges.export.score')} (${t(CHALLENGE_CRITERION_LABELS[board.criterion])})`;
  const team = board.type === 'team';
  const rows: TSheetCell[][] =
    board.view === 'teams'
      ? [
          [t('challenges.export.rank'), t('challenges.export.team'), t('challenges.export.members'), score],
          ...board.list.map((e) => [e.rank, e.name, e.memberCount, e.score]),
        ]
      : [
          [
            t('challenges.export.rank'),
            t('challenges.export.name'),
            ...(team ? [t('challenges.export.team')] : []),
            score,
          ],
          ...board.list.map((e) => [e.rank, e.name, ...(team ? [e.teamName] : []), e.score]),
        ];
  return { rows, baseName: `${board.name}-${board.view}` };
}

/** The signed-in member's challenges (running, upcoming, then ended) with their rank, score and team. */
export async function getMyChallenges(deps: TDeps, userId: number): Promise<TMyChallenges> {
  const found = await findUserChallenges(deps.db, userId, MY_CHALLENGES_MAX, new Date());
  const list: TMyChallenges['list'] = [];
  for (const candidate of found) {
    const row = await settleTarget(deps, candidate);
    const scoring = scoringOf(row);
    const me = (await memberStandings(deps.db, scoring)).find((r) => r.user_id === userId);
    const teams = row.type === 'team' && me?.team_id != null ? await teamStandings(deps.db, scoring) : [];
    const myTeam = teams.find((t) => t.id === me?.team_id);
    list.push({
      challengeId: row.id,
      clubId: row.clubId,
      participantCount: row.participantCount,
      ...challengeHeadOf(row),
      rank: me?.rank ?? row.participantCount,
      score: me?.score ?? 0,
      team: myTeam
        ? {
            id: myTeam.id,
            name: myTeam.name,
            color: myTeam.color,
            rank: myTeam.rank,
            score: myTeam.score,
            teamCount: teams.length,
          }
        : null,
    });
  }
  return { list };
}
