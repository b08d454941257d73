/**
 * A club's wording (SPEC.md section 2): the alternative one says Coach, Sweat Points and Session Time
 * where the standard says Trainer, Points and Class. Message keys with an `_alternative` variant read it
 * in such a club (translate's `wording`, the web app's WordingProvider).
 */
export const WORDINGS = ['standard', 'alternative'] as const;
export type TWording = (typeof WORDINGS)[number];
