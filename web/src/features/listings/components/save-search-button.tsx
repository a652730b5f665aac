import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BellPlus } from 'lucide-react';
import { SAVED_SEARCH_NAME_MAX, type SavedSearchAlert } from '@worknest/shared/saved-searches-rules';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useSaveSearch } from '../api/saved-searches';
import { SAVED_SEARCH_ALERT_LABELS } from '../utils/saved-search-labels';

/**
 * "Save this search" (issue 39) on the listings page: the page's URL parameters under a name, with
 * how often to hear of new matching homes. Loaded after the grid's first answer (a dialog is not
 * needed to show the grid). `params` are the search's own (the map toggle left out).
 */
export function SaveSearchButton({ params, suggestedName }: { params: Record<string, string>; suggestedName: string }) {
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
      setNameError('Give the search a name.');
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
            title: 'Search saved',
            description:
              alert === 'off' ? 'Find it under Profile → Saved searches.' : `We will e-mail you ${alert === 'daily' ? 'daily' : 'weekly'} when new homes match. Manage it under Profile → Saved searches.`,
          });
        },
        onError: (failure) => setError(serverMessage(failure, 'We could not save this search. Please try again.')),
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
          Save this search
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>Come back to it in one click, and hear of new homes that match it by e-mail.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field label="Name" error={nameError}>
            {(props) => <Input {...props} value={name} maxLength={SAVED_SEARCH_NAME_MAX} onChange={(event) => setName(event.target.value)} autoComplete="off" />}
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">E-mail me new matches</legend>
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
                {SAVED_SEARCH_ALERT_LABELS[option]}
              </label>
            ))}
          </fieldset>
          <p className="text-xs text-muted-foreground">
            You can change or delete it under <Link to="/app/profile#saved-searches" className="underline underline-offset-4" onClick={() => setOpen(false)}>Profile → Saved searches</Link>.
          </p>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save search
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
