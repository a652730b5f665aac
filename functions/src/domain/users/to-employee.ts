import type { Employee } from '@worknest/shared/people';
import type { UserRecord } from '../../store/users';

export function toEmployee(user: UserRecord): Employee {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    role: user.role,
    companyDomain: user.companyDomain,
    isActive: user.isActive,
    isDeleted: user.deletedAt !== null,
    createdAt: user.createdAt,
    managerId: user.managerId,
  };
}
