import type { CSSProperties } from 'react';
import { usePageName } from '../../hooks/use-page-title.ts';
import { useRouteMeta } from '../root-route.tsx';

// Read by screen readers, not drawn: the tag and the breadcrumb already show the name on screen.
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The page's level-one heading ("Pulse Downtown · Members"), which a screen reader's heading list starts
 * from; a page that draws its own (the dashboard's) says so in the route table.
 */
export function PageHeading() {
  const meta = useRouteMeta();
  const name = usePageName(meta?.titleKey);
  if (!meta || meta.ownHeading || !name) return null;
  return <h1 style={VISUALLY_HIDDEN}>{name}</h1>;
}
