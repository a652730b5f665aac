import type { DirectorySync, DirectorySyncGroups } from '@worknest/shared/scim';
import type { Session } from '../auth/session';
import { ConflictError } from '../errors';
import { getScimSettings, putScimGroupRoles } from '../../store/scim';
import { resyncGroupRoles } from './scim-groups';
import { directorySyncView } from './scim-token';

/** HR → Directory sync: which group names grant which role; the members of those groups get it now. */
export async function setDirectorySyncGroups(session: Session, input: DirectorySyncGroups, appOrigin: string, nowMs: number): Promise<DirectorySync> {
  const groupRoles: Record<string, 'employee' | 'hr'> = {};
  for (const { displayName, role } of input.groupRoles) {
    const key = Object.keys(groupRoles).find((name) => name.toLowerCase() === displayName.toLowerCase());
    if (key) throw new ConflictError(`The group ${displayName} is listed twice.`, 'duplicate_group');
    groupRoles[displayName] = role;
  }
  await putScimGroupRoles(session.companyDomain, groupRoles);
  await resyncGroupRoles(session.companyDomain, appOrigin, nowMs);
  return directorySyncView(await getScimSettings(session.companyDomain), appOrigin, nowMs);
}
