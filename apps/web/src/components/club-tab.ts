import type { TRole } from '@pulseboard/contract/roles';

/** What every club-detail tab receives from the club details page (/clubs/details/:id/:tabName?/:cmd?). */
export type TClubTabProps = {
  clubId: number;
  /** The signed-in user's role, for showing or hiding actions (the API checks again). */
  role: TRole;
  /** The signed-in user's id, to tell their own rows apart. */
  userId: number;
  /** The third URL segment, e.g. 'create' or an item id, so a reload or a shared link reopens it. */
  cmd?: string;
  /** Changes the third URL segment (undefined removes it). */
  onCmdChange: (cmd?: string) => void;
};
