import { useEffect, useId, useState, type FormEvent } from 'react';
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
import { serverMessage } from '../../../lib/api-request';
import { useExchangeProgramme, useHostRewards, useSaveHostRewards, useSaveProgramme } from '../api/exchange';

const REWARD_LABELS: Record<HostRewardKind, string> = { none: 'No reward', credits: 'Credits a night', cash: 'Cash a night (paid with payouts)' };

/**
 * `/app/hr/home-exchange` (hr and admin, issue 37): the company's home-exchange programme (credits
 * with starter credits and a night's cost, swaps) and its rewards for members who host colleagues
 * on business stays. The server checks every number again.
 */
export function HrHomeExchangeRoute() {
  const programme = useExchangeProgramme();
  const rewards = useHostRewards();
  useEffect(() => {
    const previous = document.title;
    document.title = 'Home exchange | HR | Worknest';
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <div className="grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-3">
        <Link to="/app/hr" className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          HR Dashboard
        </Link>
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Home exchange</h1>
          <p className="text-muted-foreground">Let colleagues swap homes or stay with credits earned by hosting.</p>
        </div>
      </div>
      {programme.isPending || rewards.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : programme.isError || rewards.isError ? (
        <p role="alert">{serverMessage(programme.error ?? rewards.error, 'The programme could not load.')}</p>
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
      toast({ title: 'Programme saved' });
    } catch (error) {
      toast({ title: 'Not saved', description: serverMessage(error, 'Please check the numbers.'), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardContent className="p-4">
        <form className="grid gap-4" onSubmit={submit} aria-label="Programme">
          <h2 className="text-lg font-semibold">Programme</h2>
          <label className="flex items-center gap-2 text-sm" htmlFor={ids.credits}>
            <input id={ids.credits} type="checkbox" className="size-4" checked={form.creditsEnabled} onChange={(event) => setForm({ ...form, creditsEnabled: event.target.checked })} />
            Credits: members earn a credit for each night they host and spend credits on stays
          </label>
          <label className="flex items-center gap-2 text-sm" htmlFor={ids.swaps}>
            <input id={ids.swaps} type="checkbox" className="size-4" checked={form.swapsEnabled} onChange={(event) => setForm({ ...form, swapsEnabled: event.target.checked })} />
            Swaps: members may exchange homes with each other
          </label>
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.starter}>Starter credits</Label>
              <Input id={ids.starter} inputMode="numeric" value={form.starter} onChange={(event) => setForm({ ...form, starter: event.target.value })} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.whole}>Credits a night, whole home</Label>
              <Input id={ids.whole} inputMode="numeric" value={form.whole} onChange={(event) => setForm({ ...form, whole: event.target.value })} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.room}>Credits a night, room</Label>
              <Input id={ids.room} inputMode="numeric" value={form.room} onChange={(event) => setForm({ ...form, room: event.target.value })} />
            </div>
          </div>
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            Save programme
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function RewardsForm({ initial }: { initial: HostRewards }) {
  const save = useSaveHostRewards();
  const ids = { kind: useId(), perNight: useId(), cap: useId() };
  const [form, setForm] = useState({ kind: initial.kind, perNight: String(initial.perNight), cap: String(initial.monthlyCapPerHost) });
  const cash = form.kind === 'cash';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ kind: form.kind, perNight: Number(form.perNight), monthlyCapPerHost: Number(form.cap) });
      toast({ title: 'Rewards saved' });
    } catch (error) {
      toast({ title: 'Not saved', description: serverMessage(error, 'Please check the numbers.'), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardContent className="p-4">
        <form className="grid gap-4" onSubmit={submit} aria-label="Rewards for hosts">
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">Rewards for hosts</h2>
            <p className="text-sm text-muted-foreground">For each night a member hosts a colleague on a business stay.</p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.kind}>Reward</Label>
            <select id={ids.kind} className="h-10 rounded-md border border-input bg-background px-3 text-sm" value={form.kind} onChange={(event) => setForm({ ...form, kind: event.target.value as HostRewardKind })}>
              {HOST_REWARD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {REWARD_LABELS[kind]}
                </option>
              ))}
            </select>
          </div>
          {form.kind !== 'none' ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor={ids.perNight}>{cash ? 'Cents a night' : 'Credits a night'}</Label>
                <Input id={ids.perNight} inputMode="numeric" value={form.perNight} onChange={(event) => setForm({ ...form, perNight: event.target.value })} />
                {cash && Number(form.perNight) > 0 ? <p className="text-xs text-muted-foreground">{formatEuros(Number(form.perNight))} a night</p> : null}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.cap}>{cash ? 'Monthly cap a host (cents, 0: none)' : 'Monthly cap a host (0: none)'}</Label>
                <Input id={ids.cap} inputMode="numeric" value={form.cap} onChange={(event) => setForm({ ...form, cap: event.target.value })} />
              </div>
            </div>
          ) : null}
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            Save rewards
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
