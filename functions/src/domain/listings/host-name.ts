import type { UserRecord } from '../../store/users';

/** The name colleagues see for a host: their chosen name, else first and last name. Never the e-mail. */
export function hostName(host: Pick<UserRecord, 'username' | 'firstName' | 'lastName'> | null): string {
  const fullName = [host?.firstName, host?.lastName].filter(Boolean).join(' ').trim();
  return host?.username?.trim() || fullName || 'A colleague';
}
