import type { Employee } from '@worknest/shared/people';
import { personName } from '@worknest/shared/people';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useSetEmployeeActive } from '../api/set-employee-active';

/** Deactivate (with a confirmation) for active people, Reactivate for inactive ones. */
export function EmployeeRowActions({ employee, canManage }: { employee: Employee; canManage: boolean }) {
  const [open, setOpen] = useState(false);
  const mutation = useSetEmployeeActive();
  const name = personName(employee);
  if (!canManage) return null;

  const run = (active: boolean) =>
    mutation.mutate(
      { id: employee.id, active },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: active ? `${name} is active again` : `${name} is deactivated`, description: active ? 'They can sign in again.' : 'Their sessions have ended and their listings are hidden.' });
        },
        onError: (error) => {
          setOpen(false);
          toast({ title: 'Error', description: serverMessage(error, 'Failed to update the employee. Please try again.'), variant: 'destructive' });
        },
      },
    );

  if (employee.isDeleted) return null;
  if (!employee.isActive) {
    return (
      <Button size="sm" variant="outline" loading={mutation.isPending} onClick={() => run(true)}>
        Reactivate
      </Button>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={mutation.isPending}
      trigger={
        <Button size="sm" variant="outline">
          Deactivate
        </Button>
      }
      title={`Deactivate ${name}?`}
      description="They are signed out everywhere at once, cannot sign in, and their listings disappear from everyone's view until you reactivate them."
      confirmLabel="Deactivate"
      destructive
      onConfirm={() => run(false)}
    />
  );
}
