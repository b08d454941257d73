import { STAFF_ROLES } from '@pulseboard/contract/roles';
import { describe, expect, it } from 'vitest';
import { en as shellEnglish } from '../locales/en.ts';
import { CLUB_TAB_CODE, FIRST_CLUB_TAB, memberIdOf } from './club-tab-code.ts';
import { CLUB_TABS, clubTabsFor } from './club-tabs.tsx';
import { FEATURE_LOCALES } from './locales.ts';

describe('the club tabs and their code', () => {
  it('names only tabs that exist, and every tab with code gets a component', () => {
    const names = CLUB_TABS.map((tab) => tab.name);
    expect(Object.keys(CLUB_TAB_CODE).filter((name) => !names.includes(name))).toEqual([]);
    expect(CLUB_TABS.filter((tab) => Boolean(tab.Component)).map((tab) => tab.name)).toEqual(
      names.filter((name) => Object.hasOwn(CLUB_TAB_CODE, name)),
    );
  });

  it('preloads, for a URL without a tab, the tab every staff role opens first', () => {
    for (const role of STAFF_ROLES) expect(clubTabsFor(role)[0]?.name).toBe(FIRST_CLUB_TAB);
  });

  it("reads a member's page only from the Members tab with a numeric command", () => {
    expect(memberIdOf('members', '42')).toBe(42);
    expect(memberIdOf('members', 'create')).toBeUndefined();
    expect(memberIdOf('members', undefined)).toBeUndefined();
    expect(memberIdOf('trainers', '42')).toBeUndefined();
  });

  it('renames a module on the Module tab in the alternative wording when it renames its tab', () => {
    const english: Record<string, string> = Object.assign(
      {},
      shellEnglish,
      ...FEATURE_LOCALES.map((b) => b.en),
    );
    const unlike = CLUB_TABS.filter(
      (tab) =>
        tab.module &&
        `${tab.titleKey}_alternative` in english &&
        !(`clubModules.modules.${tab.module}_alternative` in english),
    ).map((tab) => tab.name);
    expect(unlike).toEqual([]);
  });
});
