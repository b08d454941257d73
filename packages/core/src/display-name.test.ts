import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

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
