import { VISUALLY_HIDDEN } from '../../components/visually-hidden.tsx';
import { usePageName } from '../../hooks/use-page-title.ts';
import { useRouteMeta } from '../root-route.tsx';

/**
 * The page's level-one heading ("Pulse Downtown · Members"), which a screen reader's heading list starts
 * from; a page that draws its own (the dashboard's) says so in the route table. Not drawn: the tag and the
 * breadcrumb already show the name on screen.
 */
export function PageHeading() {
  const meta = useRouteMeta();
  const name = usePageName(meta?.titleKey);
  if (!meta || meta.ownHeading || !name) return null;
  return <h1 style={VISUALLY_HIDDEN}>{name}</h1>;
}
