import { beforeEach, describe, expect, it } from 'vitest';
import {
  addVisitedView,
  closeAllViews,
  closeOtherViews,
  closeView,
  getVisitedViews,
  resetVisitedViews,
  viewKeyOf,
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

describe('viewKeyOf', () => {
  it.each([
    ['/clubs/details/:id/:tabName?/:cmd?', '/clubs/details/1/locations/create', '/clubs/details/1'],
    ['/clubs/details/:id/:tabName?/:cmd?', '/clubs/details/15', '/clubs/details/15'],
    ['/clubs/my-details/:tabName?/:cmd?', '/clubs/my-details/stations/7', '/clubs/my-details'],
    ['/faq', '/faq', '/faq'],
    [undefined, '/somewhere', '/somewhere'],
  ])('%s at %s is the view %s', (route, pathname, key) => {
    expect(viewKeyOf(route, pathname)).toBe(key);
  });
});
