import type { Session } from '../auth/session';

/** Who is asking: enough of the session to decide what of a listing they may see or do. */
export type Viewer = Pick<Session, 'userId' | 'role' | 'companyDomain'>;

export function mayManage(viewer: Viewer, listing: { userId: string }): boolean {
  return listing.userId === viewer.userId || viewer.role === 'admin';
}
