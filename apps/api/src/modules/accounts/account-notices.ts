import { translate } from '@pulseboard/contract/messages';
import { displayName } from '@pulseboard/core/display-name';
import type { TDeps } from '../../lib/deps.ts';
import { findUserWithClub } from '../users/users.repository.ts';
import type { TAccountRow } from './accounts.repository.ts';

export type TSignInChange = 'email' | 'password';

// An admin who changes another account's email or password could take it over; its holder learns of
// it at the address they had, which the new email no longer reaches, so they can act at once.
const TEXTS = {
  email: { subject: 'accounts.mail.emailChangedSubject', body: 'accounts.mail.emailChangedBody' },
  password: { subject: 'accounts.mail.passwordResetSubject', body: 'accounts.mail.passwordResetBody' },
} as const;

/** Mails the account's old address, in its language, that its sign-in details were changed and by whom. */
export async function noticeSignInChange(
  deps: TDeps,
  change: TSignInChange,
  before: Pick<TAccountRow, 'email' | 'language'>,
  after: { email: string },
  actorId: number,
): Promise<void> {
  const actor = (await findUserWithClub(deps.db, actorId))?.user;
  const lang = before.language ?? 'en';
  const name = actor ? displayName(actor, true) : '';
  await deps.mailer.send({
    to: before.email,
    subject: translate(TEXTS[change].subject, lang),
    text: translate(TEXTS[change].body, lang, { email: after.email, actor: name }),
  });
}
