import { useParams } from 'react-router';
import { LiveClassTvPage } from '../../features/classes-live/pages/live-class-tv-page.tsx';

const id = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** /live-class/:clubId/:classId: the TV view of one running class. */
export function LiveClassTvRoute() {
  const { clubId, classId } = useParams();
  return <LiveClassTvPage clubId={id(clubId)} classId={id(classId)} />;
}
