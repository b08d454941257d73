import { Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part of a page (a club's tab, a member's page) whose code loads the first time it shows, with a
 * skeleton meanwhile: a club's page opens one tab of 25, so it loads that tab's code, not all of it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={<Skeleton active />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
