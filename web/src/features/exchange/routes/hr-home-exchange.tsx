import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { formatEuros } from '@worknest/shared/booking-rules';
import { DEFAULT_EXCHANGE_PROGRAMME, DEFAULT_HOST_REWARDS, HOST_REWARD_KINDS, type ExchangeProgramme, type HostRewardKind, type HostRewards } from '@worknest/shared/credit-rules';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useExchangeProgramme, useHostRewards, useSaveHostRewards, useSaveProgramme } from '../api/exchange';

/**
 * `/app/hr/home-exchange` (hr and admin, issue 37): the company's home-exchange programme (credits
 * with starter credits and a night's cost, swaps) and its rewards for members who host colleagues
 * on business stays. The server checks every number again.
 */
export function HrHomeExchangeRoute() {
  const t = useT('hr');
  const programme = useExchangeProgramme();
  const rewards = useHostRewards();
  const title = t('exchange.documentTitle');
  useDocumentTitle(title);
  return (
    <div className="grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-3">
        <Link to="/app/hr" className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('dashboard.title')}
        </Link>
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('dashboard.homeExchange')}</h1>
          <p className="text-muted-foreground">{t('exchange.intro')}</p>
        </div>
      </div>
      {programme.isPending || rewards.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : programme.isError || rewards.isError ? (
        <p role="alert">{serverText(programme.error ?? rewards.error, t('exchange.loadFailed'))}</p>
      ) : (
        <>
          <ProgrammeForm initial={programme.data ?? DEFAULT_EXCHANGE_PROGRAMME} />
          <RewardsForm initial={rewards.data ?? DEFAULT_HOST_REWARDS} />
        </>
      )}
    </div>
  );
}

function ProgrammeForm({ initial }: { initial: ExchangeProgramme }) {
  const t = useT('hr');
  const save = useSaveProgramme();
  const ids = { credits: useId(), swaps: useId(), starter: useId(), whole: useId(), room: useId() };
  const [form, setForm] = useState({ ...initial, starter: String(initial.starterCredits), whole: String(initial.nightCost.whole_apartment), room: String(initial.nightCost.room) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        creditsEnabled: form.creditsEnabled,
        swapsEnabled: form.swapsEnabled,
        starterCredits: Number(form.starter),
        nightCost: { whole_apartment: Number(form.whole), room: Number(form.room) },
      });
      toast({ title: t('exchange.programmeSaved') });
    } catch (error) {
      toast({ title: t('exchange.notSaved'), description: serverText(error, t('exchange.checkNumbers')), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardContent className="p-4">
        <form className="grid gap-4" onSubmit={submit} aria-label={t('exchange.programme')}>
          <h2 className="text-lg font-semibold">{t('exchange.programme')}</h2>
          <label className="flex items-center gap-2 text-sm" htmlFor={ids.credits}>
            <input id={ids.credits} type="checkbox" className="size-4" checked={form.creditsEnabled} onChange={(event) => setForm({ ...form, creditsEnabled: event.target.checked })} />
            {t('exchange.credits')}
          </label>
          <label className="flex items-center gap-2 text-sm" htmlFor={ids.swaps}>
            <input id={ids.swaps} type="checkbox" className="size-4" checked={form.swapsEnabled} onChange={(event) => setForm({ ...form, swapsEnabled: event.target.checked })} />
            {t('exchange.swaps')}
          </label>
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.starter}>{t('exchange.starter')}</Label>
              <Input id={ids.starter} inputMode="numeric" value={form.starter} onChange={(event) => setForm({ ...form, starter: event.target.value })} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.whole}>{t('exchange.wholeHome')}</Label>
              <Input id={ids.whole} inputMode="numeric" value={form.whole} onChange={(event) => setForm({ ...form, whole: event.target.value })} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.room}>{t('exchange.room')}</Label>
              <Input id={ids.room} inputMode="numeric" value={form.room} onChange={(event) => setForm({ ...form, room: event.target.value })} />
            </div>
          </div>
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            {t('exchange.saveProgramme')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function RewardsForm({ initial }: { initial: HostRewards }) {
  const t = useT('hr');
  const save = useSaveHostRewards();
  const ids = { kind: useId(), perNight: useId(), cap: useId() };
  const [form, setForm] = useState({ kind: initial.kind, perNight: String(initial.perNight), cap: String(initial.monthlyCapPerHost) });
  const cash = form.kind === 'cash';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ kind: form.kind, perNight: Number(form.perNight), monthlyCapPerHost: Number(form.cap) });
      toast({ title: t('exchange.rewardsSaved') });
    } catch (error) {
      toast({ title: t('exchange.notSaved'), description: serverText(error, t('exchange.checkNumbers')), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardContent className="p-4">
        <form className="grid gap-4" onSubmit={submit} aria-label={t('exchange.rewards')}>
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{t('exchange.rewards')}</h2>
            <p className="text-sm text-muted-foreground">{t('exchange.rewardsText')}</p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.kind}>{t('exchange.reward')}</Label>
            <select id={ids.kind} className="h-10 rounded-md border border-input bg-background px-3 text-sm" value={form.kind} onChange={(event) => setForm({ ...form, kind: event.target.value as HostRewardKind })}>
              {HOST_REWARD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t('exchange.rewardKind', { kind })}
                </option>
              ))}
            </select>
          </div>
          {form.kind !== 'none' ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor={ids.perNight}>{t('exchange.perNight', { cash: cash ? 'yes' : 'no' })}</Label>
                <Input id={ids.perNight} inputMode="numeric" value={form.perNight} onChange={(event) => setForm({ ...form, perNight: event.target.value })} />
                {cash && Number(form.perNight) > 0 ? <p className="text-xs text-muted-foreground">{t('exchange.aNight', { amount: formatEuros(Number(form.perNight)) })}</p> : null}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.cap}>{t('exchange.cap', { cash: cash ? 'yes' : 'no' })}</Label>
                <Input id={ids.cap} inputMode="numeric" value={form.cap} onChange={(event) => setForm({ ...form, cap: event.target.value })} />
              </div>
            </div>
          ) : null}
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            {t('exchange.saveRewards')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
