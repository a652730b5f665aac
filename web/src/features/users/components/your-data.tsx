import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import type { User } from '@worknest/shared/auth';
import { EXPORT_PATH } from '@worknest/shared/privacy';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { serverText, useT } from '../../../lib/i18n';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Profile → Your data (issue 13): the member's copy of everything Worknest holds about them (a
 * plain link: the browser saves the JSON attachment), and the deletion of the account, confirmed
 * by typing the account's e-mail address.
 */
export function YourData({ user }: { user: User }) {
  const t = useT('profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('data.title')}</CardTitle>
        <CardDescription>{t('data.downloadHint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={EXPORT_PATH} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          {t('data.download')}
        </a>
        <DeleteAccount user={user} />
      </CardContent>
    </Card>
  );
}

function DeleteAccount({ user }: { user: User }) {
  const t = useT('profile');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const formId = useId();
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!matches) {
      setError(t('data.confirmMismatch'));
      return;
    }
    remove.mutate(
      { confirmEmail: typed },
      {
        onSuccess: () => {
          // The landing page says it (AccountDeletedNotice): a toast would leave with this layout.
          void navigate('/', { replace: true, state: { accountDeleted: true } });
        },
        onError: (failure) => setError(serverText(failure, t('data.deleteFailed'))),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        setTyped('');
        setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t('data.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="grid gap-1.5">
          <DialogTitle>{t('data.delete')}</DialogTitle>
          <DialogDescription>{t('data.deleteWarning')}</DialogDescription>
        </div>
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label={t('data.typeEmail')} error={error}>
            {(props) => (
              <Input
                {...props}
                type="email"
                name="confirmEmail"
                autoComplete="off"
                placeholder={user.email}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" type="button" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches} loading={remove.isPending}>
              {remove.isPending ? t('data.deleting') : t('data.delete')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
