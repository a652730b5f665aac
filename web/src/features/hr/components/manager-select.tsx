import { personName, type Employee } from '@worknest/shared/people';
import { serverText, useT } from '../../../lib/i18n';
import { toast } from '../../../components/ui/toast';
import { useSetEmployeeManager } from '../api/set-employee-manager';

/**
 * Issue 35: the member's manager, who may approve their business stays besides HR (ADR 0131).
 * The choices are the list's active members other than the member; the server checks the same
 * (400) and answers with the message shown in the toast.
 */
export function ManagerSelect({ employee, employees }: { employee: Employee; employees: readonly Employee[] }) {
  const t = useT('hr');
  const mutation = useSetEmployeeManager();
  if (employee.isDeleted) return <span className="text-muted-foreground">—</span>;
  const current = employee.managerId ?? null;
  const choices = employees.filter((e) => e.id !== employee.id && e.isActive && !e.isDeleted);
  // A manager on a page not loaded yet (or no longer active) stays shown as chosen.
  const unlisted = current && !choices.some((e) => e.id === current) ? current : null;
  const name = personName(employee);
  return (
    <select
      aria-label={t('manager.of', { name })}
      className="h-9 w-full min-w-0 justify-self-end rounded-md md:max-w-48 border border-input bg-card px-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
      value={current ?? ''}
      disabled={mutation.isPending}
      onChange={(event) => {
        const managerId = event.target.value || null;
        mutation.mutate(
          { id: employee.id, managerId },
          {
            onSuccess: () => {
              const manager = employees.find((e) => e.id === managerId);
              toast({ title: managerId ? manager ? t('manager.set', { manager: personName(manager), name }) : t('manager.setUnknown', { name }) : t('manager.none', { name }) });
            },
            onError: (error) => toast({ title: t('common.error'), description: serverText(error, t('manager.failed')), variant: 'destructive' }),
          },
        );
      }}
    >
      <option value="">{t('manager.noManager')}</option>
      {unlisted ? <option value={unlisted}>{t('manager.another')}</option> : null}
      {choices.map((e) => (
        <option key={e.id} value={e.id} data-i18n-exempt>
          {personName(e)}
        </option>
      ))}
    </select>
  );
}
