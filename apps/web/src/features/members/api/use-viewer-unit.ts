import type { TProfile } from '@pulseboard/contract/profile';
import type { TUnitSystem } from '@pulseboard/core/units';
import { skipToken, useQuery } from '@tanstack/react-query';
import { profileKeys } from '../../../lib/query-keys.ts';

/**
 * The signed-in viewer's unit system, read from the profile the shell has already loaded (never fetched
 * here): every weight this viewer types or reads is in it (SPEC.md section 9).
 */
export function useViewerUnit(): TUnitSystem {
  // skipToken: this observer never fetches (and TanStack does not warn about a missing queryFn).
  const { data } = useQuery<TProfile>({ queryKey: profileKeys.current(), queryFn: skipToken });
  return data?.preferUnit ?? 'metric';
}
