import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeftRight } from 'lucide-react';
import { checkStayDates, earliestCheckIn, isNightOpen, utcDate, type StayRules } from '@worknest/shared/booking-rules';
import type { ListingDetail } from '@worknest/shared/listing';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { stayIssueText } from '../utils/stay-issue-text';
import { useCreditsSummary, useHomeDetail, useMyHomes, useProposeSwap } from '../api/home-exchange';
import { DateField, toDate, toDay } from './date-field';

/** The booking rules of a listing, for its calendar: the nights it does not offer or has taken are disabled. */
function rulesOf(listing: ListingDetail): StayRules {
  return {
    minNights: listing.minNights,
    maxNights: listing.maxNights,
    advanceNoticeDays: listing.advanceNoticeDays,
    maxGuests: listing.maxGuests,
    availableDates: listing.availableDates,
    blockedDates: listing.blockedDates,
  };
}

/**
 * Issue 37: "Propose a swap" on a colleague's listing, for members whose company runs swaps: one
 * of my homes, my stay at theirs and their stay at mine, each on a calendar of that home's free
 * nights. `POST /api/swaps` checks both halves again.
 */
export function ProposeSwapButton({ listing }: { listing: ListingDetail }) {
  const t = useT('listing');
  const credits = useCreditsSummary();
  const [open, setOpen] = useState(false);
  // Issue 37 (ADR 0161): only on a home that accepts swaps.
  if (!credits.data?.swapsEnabled || !listing.accepts?.includes('swap')) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <ArrowLeftRight aria-hidden="true" className="size-4" />
          {t('swap.propose')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('swap.propose')}</DialogTitle>
          <DialogDescription>{t('swap.intro', { title: listing.title, host: listing.host.name })}</DialogDescription>
        </DialogHeader>
        {open ? <ProposeSwapForm listing={listing} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProposeSwapForm({ listing, onDone }: { listing: ListingDetail; onDone: () => void }) {
  const t = useT('listing');
  const mine = useMyHomes();
  const myHomes = (mine.data?.items ?? []).filter((home) => home.isActive);
  const [myListingId, setMyListingId] = useState<string | null>(null);
  const chosen = myListingId ?? myHomes[0]?.id ?? null;
  const myHome = useHomeDetail(chosen);
  const [theirStay, setTheirStay] = useState<{ checkIn: string | null; checkOut: string | null }>({ checkIn: null, checkOut: null });
  const [myStay, setMyStay] = useState<{ checkIn: string | null; checkOut: string | null }>({ checkIn: null, checkOut: null });
  const [message, setMessage] = useState('');
  const propose = useProposeSwap();
  const navigate = useNavigate();
  const ids = { home: useId(), message: useId() };
  const today = utcDate(Date.now());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !theirStay.checkIn || !theirStay.checkOut || !myStay.checkIn || !myStay.checkOut) return;
    try {
      await propose.mutateAsync({
        myListingId: chosen,
        theirListingId: listing.id,
        theirStay: { checkIn: theirStay.checkIn, checkOut: theirStay.checkOut, numberOfGuests: 1 },
        myStay: { checkIn: myStay.checkIn, checkOut: myStay.checkOut, numberOfGuests: 1 },
        message: message.trim() || null,
      });
      toast({ title: t('swap.proposed'), description: t('swap.sevenDays', { host: listing.host.name }) });
      onDone();
      navigate('/app/swaps');
    } catch (error) {
      toast({ title: t('swap.notProposed'), description: serverText(error, t('swap.checkDates')), variant: 'destructive' });
    }
  };

  if (mine.isPending) return <p className="text-sm text-muted-foreground">{t('swap.loadingHomes')}</p>;
  if (myHomes.length === 0) return <p className="text-sm">{t('swap.needHome')}</p>;
  const complete = Boolean(theirStay.checkIn && theirStay.checkOut && myStay.checkIn && myStay.checkOut);
  return (
    <form className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.home}>{t('swap.yourHome')}</Label>
        <select id={ids.home} className="h-10 rounded-md border border-input bg-background px-3 text-sm" value={chosen ?? ''} onChange={(event) => setMyListingId(event.target.value)}>
          {myHomes.map((home) => (
            <option key={home.id} value={home.id} data-i18n-exempt>
              {home.title}
            </option>
          ))}
        </select>
      </div>
      <StayDates label={t('swap.yourStay', { title: listing.title })} rules={rulesOf(listing)} today={today} value={theirStay} onChange={setTheirStay} />
      {myHome.data ? <StayDates label={t('swap.theirStay', { host: listing.host.name, title: myHome.data.title })} rules={rulesOf(myHome.data)} today={today} value={myStay} onChange={setMyStay} /> : null}
      <div className="grid gap-1.5">
        <Label htmlFor={ids.message}>{t('swap.message')}</Label>
        <textarea id={ids.message} className="min-h-20 rounded-md border border-input bg-background p-2 text-sm" maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </div>
      <Button type="submit" disabled={!complete || propose.isPending}>
        {t('swap.send')}
      </Button>
    </form>
  );
}

function StayDates(props: { label: string; rules: StayRules; today: string; value: { checkIn: string | null; checkOut: string | null }; onChange: (value: { checkIn: string | null; checkOut: string | null }) => void }) {
  const t = useT('listing');
  const ids = { checkIn: useId(), checkOut: useId(), error: useId() };
  const first = toDate(earliestCheckIn(props.today, props.rules.advanceNoticeDays));
  const issue = props.value.checkIn && props.value.checkOut ? checkStayDates(props.value, props.rules, props.today) : null;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{props.label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={ids.checkIn} className="text-xs text-muted-foreground">
            {t('panel.checkIn')}
          </Label>
          <DateField
            id={ids.checkIn}
            value={props.value.checkIn}
            onChange={(day) => props.onChange({ checkIn: day, checkOut: day && props.value.checkOut && props.value.checkOut > day ? props.value.checkOut : null })}
            placeholder={t('panel.addDate')}
            startMonth={first}
            defaultMonth={first}
            disabled={[{ before: first }, (date) => !isNightOpen(toDay(date), props.rules)]}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={ids.checkOut} className="text-xs text-muted-foreground">
            {t('panel.checkOut')}
          </Label>
          <DateField
            id={ids.checkOut}
            value={props.value.checkOut}
            onChange={(day) => props.onChange({ ...props.value, checkOut: day })}
            placeholder={t('panel.addDate')}
            startMonth={first}
            defaultMonth={props.value.checkIn ? toDate(props.value.checkIn) : first}
            invalid={Boolean(issue)}
            describedBy={issue ? ids.error : undefined}
            disabled={[{ before: props.value.checkIn ? toDate(props.value.checkIn) : first }]}
          />
        </div>
      </div>
      {issue ? (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {stayIssueText(issue, props.rules, t)}
        </p>
      ) : null}
    </fieldset>
  );
}
