import { DEFAULT_MEMBER_OPTIONS } from '@pulseboard/contract/members-actions';
import type { TFunction } from 'i18next';

type TDefaultOption = (typeof DEFAULT_MEMBER_OPTIONS)[keyof typeof DEFAULT_MEMBER_OPTIONS][number];
const DEFAULTS = new Set<string>([
  ...DEFAULT_MEMBER_OPTIONS.journeyLevels,
  ...DEFAULT_MEMBER_OPTIONS.xgtPhases,
]);

/**
 * A journey level's or XGT phase's name: one of the defaults in the reader's language, a club's own as
 * its staff wrote it. The value stored and sent stays as it is.
 */
export function memberOptionName(t: TFunction, value: string): string {
  return DEFAULTS.has(value) ? t(`memberOption.${value as TDefaultOption}`) : value;
}
