import type { Employee } from '@worknest/shared/people';
import { personName } from '@worknest/shared/people';
import { ActiveToggle } from '../../../components/active-toggle';
import { useSetEmployeeActive } from '../api/set-employee-active';
import { useT } from '../../../lib/i18n';

/** Deactivate (with a confirmation) for active people, Reactivate for inactive ones. */
export function EmployeeRowActions({ employee, canManage }: { employee: Employee; canManage: boolean }) {
  const t = useT('hr');
  const mutation = useSetEmployeeActive();
  if (!canManage || employee.isDeleted) return null;
  return (
    <ActiveToggle
      person={{ id: employee.id, name: personName(employee), isActive: employee.isActive }}
      mutation={mutation}
      reactivatedDescription={t('employees.reactivated')}
      failedMessage={t('employees.updateFailed')}
    />
  );
}
