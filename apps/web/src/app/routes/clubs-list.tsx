import { ClubsListPage } from '../../features/clubs/pages/clubs-list-page.tsx';

const detailsHref = (clubId: number) => `/clubs/details/${clubId}/information`;

export function ClubsListRoute() {
  return <ClubsListPage detailsHref={detailsHref} />;
}
