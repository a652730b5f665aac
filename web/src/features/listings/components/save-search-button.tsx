import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BellPlus } from 'lucide-react';
import { SAVED_SEARCH_NAME_MAX, type SavedSearchAlert } from '@worknest/shared/saved-searches-rules';
import { FormDialogFooter } from '../../../components/form/form-dialog-footer';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useSaveSearch } from '../api/saved-searches';

/**
 * "Save this search" (issue 39) on the listings page: the page's URL parameters under a name, with
 * how often to hear of new matching homes. Loaded after the grid's first answer (a dialog is not
 * needed to show the grid). `params` are the search's own (the map toggle left out).
 */
export function SaveSearchButton({ params, suggestedName }: { params: Record<string, string>; suggestedName: string }) {
  const t = useT('listings');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [alert, setAlert] = useState<SavedSearchAlert>('daily');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('saveSearch.nameMissing'));
      return;
    }
    setNameError(null);
    setError(null);
    save.mutate(
      { name: name.trim(), params, alert },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: t('saveSearch.saved'),
            description: alert === 'off' ? t('saveSearch.savedOff') : t('saveSearch.savedAlert', { alert }),
          });
        },
        onError: (failure) => setError(serverText(failure, t('saveSearch.failed'))),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(suggestedName);
          setNameError(null);
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <BellPlus aria-hidden="true" />
          {t('saveSearch.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('saveSearch.button')}</DialogTitle>
          <DialogDescription>{t('saveSearch.intro')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field label={t('saveSearch.name')} error={nameError}>
            {(props) => <Input {...props} value={name} maxLength={SAVED_SEARCH_NAME_MAX} onChange={(event) => setName(event.target.value)} autoComplete="off" />}
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('saveSearch.alerts')}</legend>
            {(['daily', 'weekly', 'off'] as const).map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-alert`}
                  value={option}
                  checked={alert === option}
                  onChange={() => setAlert(option)}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {t(`saveSearch.${option}`)}
              </label>
            ))}
          </fieldset>
          <p className="text-xs text-muted-foreground">
            {/* The link sits where the sentence's {link} is, in each language's word order. */}
            {t('saveSearch.manage', { link: '\u0000' })
              .split('\u0000')
              .map((part, index) =>
                index === 0 ? (
                  part
                ) : (
                  <span key={index}>
                    <Link to="/app/profile#saved-searches" className="underline underline-offset-4" onClick={() => setOpen(false)}>
                      {t('saveSearch.manageLink')}
                    </Link>
                    {part}
                  </span>
                ),
              )}
          </p>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <FormDialogFooter cancelLabel={t('saveSearch.cancel')} onCancel={() => setOpen(false)} submitLabel={t('saveSearch.submit')} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
