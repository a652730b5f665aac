import { useEffect, useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { costCentresSchema, type CostCentre } from '@worknest/shared/company-billing';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/field-text';
import { serverText, useT } from '../../../lib/i18n';
import { useCostCentres, useSaveCostCentres } from '../api/company-billing';

/** HR → Billing → Cost centres: the codes members choose for a business stay (`PUT /api/hr/cost-centres`). */
export function CostCentresEditor() {
  const t = useT('billing');
  const list = useCostCentres();
  const save = useSaveCostCentres();
  const [rows, setRows] = useState<CostCentre[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (list.data) setRows(list.data.costCentres);
  }, [list.data]);

  if (list.isPending) return <Skeleton className="h-20 w-full" />;
  if (list.isError) return <p role="alert" className="text-sm text-destructive">{t('centres.loadFailed')}</p>;

  const update = (index: number, patch: Partial<CostCentre>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = costCentresSchema.safeParse(rows);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), fieldText(issue.message)])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: t('centres.saved') });
    } catch (error) {
      toast({ title: t('common.error'), description: serverText(error, t('centres.saveFailed')), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate aria-label={t('centres.title')}>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">{t('centres.empty')}</p> : null}
      <ul className="grid gap-3">
        {rows.map((row, index) => {
          const codeError = errors[`${index}.code`];
          const nameError = errors[`${index}.name`];
          return (
            <li key={index} className="grid gap-2 sm:grid-cols-[8rem_1fr_auto] sm:items-start">
              <div className="grid gap-1">
                <Label htmlFor={`cost-centre-code-${index}`} className="sm:sr-only">
                  {t('centres.code')}
                </Label>
                <Input id={`cost-centre-code-${index}`} aria-label={t('centres.codeOf', { number: index + 1 })} aria-invalid={codeError ? true : undefined} value={row.code} placeholder="ENG" onChange={(event) => update(index, { code: event.target.value })} />
                {codeError ? <p className="text-sm text-destructive">{codeError}</p> : null}
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`cost-centre-name-${index}`} className="sm:sr-only">
                  {t('centres.name')}
                </Label>
                <Input id={`cost-centre-name-${index}`} aria-label={t('centres.nameOf', { number: index + 1 })} aria-invalid={nameError ? true : undefined} value={row.name} placeholder={t('centres.namePlaceholder')} onChange={(event) => update(index, { name: event.target.value })} />
                {nameError ? <p className="text-sm text-destructive">{nameError}</p> : null}
              </div>
              <Button type="button" variant="ghost" size="icon" aria-label={t('centres.remove', { code: row.code || String(index + 1) })} onClick={() => setRows((current) => current.filter((_, i) => i !== index))}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => setRows((current) => [...current, { code: '', name: '' }])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('centres.add')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('centres.save')}
        </Button>
      </div>
    </form>
  );
}
