import type { PublicUser, User } from '@worknest/shared/auth';
import { getCompany } from '../../store/companies';
import type { UserRecord } from '../../store/users';

/** The user as the API shows it to themself: everything but internal references. */
export async function toApiUser(user: UserRecord): Promise<User> {
  const company = await getCompany(user.companyDomain);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    phoneNumber: user.phoneNumber,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    companyDomain: user.companyDomain,
    companyName: company?.name ?? user.companyDomain,
    ...(company?.status === 'pending' && company.selfServe?.founderUserId === user.id ? { companySetupPending: true } : {}),
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    eligibilityConfirmedAt: user.eligibilityConfirmedAt,
    locale: user.locale,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** What a colleague may see. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    profileImageUrl: user.profileImageUrl,
    companyDomain: user.companyDomain,
  };
}
