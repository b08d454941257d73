import { beforeEach, describe, expect, it } from 'vitest';
import {
  addVisitedView,
  closeAllViews,
  closeOtherViews,
  closeView,
  getVisitedViews,
  resetVisitedViews,
} from './visited-views.ts';

const paths = () => getVisitedViews().map((view) => view.fullPath);
const visit = (fullPath: string) => {
  const path = fullPath.split('?')[0] ?? fullPath;
  addVisitedView({ path, fullPath, noCache: false });
};

describe('visited views', () => {
  beforeEach(resetVisitedViews);

  it('starts with the pinned dashboard and adds each path once, keeping its latest query', () => {
    visit('/faq');
    visit('/profile/index');
    visit('/faq?page=2');
    expect(paths()).toEqual(['/dashboard', '/faq?page=2', '/profile/index']);
  });

  it('never closes a pinned view', () => {
    visit('/faq');
    closeView('/dashboard');
    expect(paths()).toEqual(['/dashboard', '/faq']);
    closeAllViews();
    expect(paths()).toEqual(['/dashboard']);
  });

  it('closes the others but keeps the pinned ones', () => {
    visit('/faq');
    visit('/profile/index');
    visit('/workouts/index');
    closeOtherViews('/profile/index');
    expect(paths()).toEqual(['/dashboard', '/profile/index']);
  });

  it('titles fall back to no-name when a route has none', () => {
    visit('/somewhere');
    expect(getVisitedViews().at(-1)?.titleKey).toBeUndefined();
  });
});
