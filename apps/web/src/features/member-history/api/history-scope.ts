import type { QueryKey } from '@tanstack/react-query';
import { memberHistoryKeys } from '../../../lib/query-keys.ts';

/**
 * Whose history a component shows: a member's (staff on the member page) or, without `memberId`, the
 * signed-in user's own (My Profile). `refresh` are further keys a change makes stale (the profile or
 * the member's detail, whose weight and body fat follow the latest readings). `timeZone` is the clock
 * readings are shown and typed on (components/measured-at.ts).
 */
export type THistoryScope = { memberId?: number; refresh: readonly QueryKey[]; timeZone: string };

export const scopeKey = (scope: THistoryScope) => scope.memberId ?? 'self';

/** The keys a change to this person's history refreshes. */
export const changedKeys = (scope: THistoryScope): QueryKey[] => [
  memberHistoryKeys.all(scopeKey(scope)),
  ...scope.refresh,
];

/** The newest readings a chart shows (SPEC.md section 9: the fetch-all page size). */
export const HISTORY_PAGE_SIZE = 100;
