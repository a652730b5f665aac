import { personName, type Employee } from '@worknest/shared/people';
import { useT } from '../../../lib/i18n';
import { Badge } from '../../../components/ui/badge';
import { EmployeeRowActions } from './employee-row-actions';
import { ManagerSelect } from './manager-select';

interface EmployeeListProps {
  employees: readonly Employee[];
  currentUserId: string;
  currentUserRole: Employee['role'];
}

/** Company Employees: a table on wide screens, stacked cards on a phone. */
export function EmployeeList({ employees, currentUserId, currentUserRole }: EmployeeListProps) {
  const t = useT('hr');
  const canManage = (e: Employee) => e.id !== currentUserId && (currentUserRole === 'admin' || e.role !== 'admin');
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t('employees.list')}</caption>
        <thead className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">{t('employees.name')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('employees.email')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('employees.role')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('employees.status')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('employees.manager')}</th>
            <th scope="col" className="py-2 text-right font-medium"><span className="sr-only">{t('employees.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {employees.map((e) => (
            <tr key={e.id} className="border-b border-border last:border-0">
              <td className="py-3 pr-4 font-medium" data-i18n-exempt>{personName(e)}</td>
              <td className="py-3 pr-4 text-muted-foreground">{e.email}</td>
              <td className="py-3 pr-4">{t('employees.roleName', { role: e.role })}</td>
              <td className="py-3 pr-4"><StatusBadge employee={e} /></td>
              <td className="py-3 pr-4"><ManagerSelect employee={e} employees={employees} /></td>
              <td className="py-3 text-right"><EmployeeRowActions employee={e} canManage={canManage(e)} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* minmax(0, 1fr) here and in each card: a long e-mail truncates; an auto column grows to its unwrapped width and widens the page. */}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 md:hidden" aria-label={t('employees.list')}>
        {employees.map((e) => (
          <li key={e.id} className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border border-border p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium" data-i18n-exempt>
                  {personName(e)}
                </p>
                <p className="truncate text-sm text-muted-foreground">{e.email}</p>
              </div>
              <StatusBadge employee={e} />
            </div>
            {e.isDeleted ? null : (
              <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-3 text-sm">
                <span className="text-muted-foreground">{t('employees.manager')}</span>
                <ManagerSelect employee={e} employees={employees} />
              </div>
            )}
            <div className="flex items-center justify-between">
              <span className="text-sm">{t('employees.roleName', { role: e.role })}</span>
              <EmployeeRowActions employee={e} canManage={canManage(e)} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function StatusBadge({ employee }: { employee: Employee }) {
  const t = useT('hr');
  // Erased at their request (issue 13): no name or e-mail is left, only that they were a member.
  if (employee.isDeleted) return <Badge variant="destructive">{t('employees.state', { state: 'deleted' })}</Badge>;
  return <Badge variant={employee.isActive ? 'success' : 'secondary'}>{t('employees.state', { state: employee.isActive ? 'active' : 'inactive' })}</Badge>;
}
