import { Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part of a page (a club's tab, a member's page) whose code loads the first time it shows, with a
 * skeleton meanwhile: a club's page opens one tab of 25, so it loads that tab's code, not all of it.
 * A failed load (a network blip, a deploy that replaced the files) reaches the page's error boundary
 * and is not kept: the next time the part shows, its code is asked for again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          Part = make();
          throw error;
        },
      ),
    );
  let Part = make();
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={<Skeleton active />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
