import { describe, expect, it } from 'vitest';
import { displayName, leaderboardName } from './display-name.ts';

describe('displayName', () => {
  it.each([
    [{ firstName: 'Ana', lastName: 'Ruiz' }, false, 'Ana Ruiz'],
    [{ firstName: 'Ana', lastName: 'Ruiz', nickName: 'Anita' }, false, 'Ana Ruiz (Anita)'],
    [{ firstName: 'Ana', lastName: 'Ruiz', nickName: ' ', email: 'a@x.io' }, true, 'Ana Ruiz a@x.io'],
    [{ firstName: 'Ana', lastName: null, nickName: 'A', email: 'a@x.io' }, true, 'Ana (A) a@x.io'],
    [{ firstName: '', lastName: '', email: 'a@x.io' }, false, 'a@x.io'],
    [{}, false, ''],
  ])('%j (email %s) -> %s', (user, withEmail, expected) => {
    expect(displayName(user, withEmail)).toBe(expected);
  });
});

describe('leaderboardName', () => {
  const ana = { firstName: ' Ana ', lastName: 'ruiz', nickName: 'Anita', email: 'a@x.io' };
  const noNick = { firstName: 'Ana', lastName: 'Ruiz', nickName: '  ' };
  it.each([
    [ana, 'fullName', 'Ana ruiz'],
    [ana, 'firstNameInitial', 'Ana R.'],
    [ana, 'nickname', 'Anita'],
    [ana, 'initials', 'A. R.'],
    // Without a nickname the nickname display falls back to the first name and initial.
    [noNick, 'nickname', 'Ana R.'],
    [{ firstName: 'Ana', lastName: '' }, 'firstNameInitial', 'Ana'],
    [{ firstName: '', lastName: 'Ruiz' }, 'initials', 'R.'],
    // A character outside the basic plane stays whole.
    [{ firstName: '𝒜na', lastName: 'Öz' }, 'initials', '𝒜. Ö.'],
    [{ firstName: 'élodie', lastName: 'ñu' }, 'firstNameInitial', 'élodie Ñ.'],
    // Never the email, even when nothing else is known.
    [{ email: 'a@x.io' }, 'fullName', ''],
  ] as const)('%j as %s -> %s', (user, display, expected) => {
    expect(leaderboardName(user, display)).toBe(expected);
  });
});
