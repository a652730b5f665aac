import { useEffect, useState } from 'react';
import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useCompanyBilling } from '../api/company-billing';
import { BillingSettingsForm } from '../components/billing-settings-form';
import { CompanyCardForm } from '../components/company-card-form';
import { CostCentresEditor } from '../components/cost-centres-editor';
import { InvoiceList } from '../components/invoice-list';

/** `/app/hr/billing` (hr and admin, issue 34): how the company pays for business stays, its card, cost centres and invoices. */
export function CompanyBillingRoute() {
  const [waitingForCard, setWaitingForCard] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);
  const billing = useCompanyBilling({ waitingForCard: waitingForCard !== null });
  const data = billing.data;
  // The webhook records the card a moment after the browser confirmed it: poll until the card
  // shown changes, or 20 s at most (a replacement with the same last four digits).
  const shownCard = data?.card ? `${data.card.brand}:${data.card.last4}:${data.card.expMonth}/${data.card.expYear}` : '';
  if (waitingForCard !== null && shownCard !== waitingForCard) {
    setWaitingForCard(null);
    setReplacing(false);
  }
  useEffect(() => {
    if (waitingForCard === null) return;
    const timer = setTimeout(() => {
      setWaitingForCard(null);
      setReplacing(false);
    }, 20_000);
    return () => clearTimeout(timer);
  }, [waitingForCard]);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
        <p className="text-muted-foreground">How {data?.companyName ?? 'your company'} pays for its people’s business stays.</p>
      </div>
      {billing.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : billing.isError || !data ? (
        <p role="alert" className="text-destructive">
          The billing details could not load. Please reload the page.
        </p>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Business stays</CardTitle>
              <CardDescription>{data.ready ? 'Members can book business stays paid by the company.' : 'Your company has not set up business stays yet'}</CardDescription>
            </CardHeader>
            <CardContent>
              <BillingSettingsForm billing={data} />
            </CardContent>
          </Card>
          {data.mode === 'card' ? (
            <Card>
              <CardHeader>
                <CardTitle>Company card</CardTitle>
                <CardDescription>Business stays are charged to this card when they are confirmed.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                {data.card ? (
                  <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
                    <span className="flex items-center gap-3">
                      <CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />
                      <span>
                        <span className="font-medium capitalize">{data.card.brand}</span> ending in {data.card.last4}, expires {String(data.card.expMonth).padStart(2, '0')}/{data.card.expYear}
                      </span>
                    </span>
                    {!replacing ? (
                      <Button variant="outline" onClick={() => setReplacing(true)}>
                        Replace card
                      </Button>
                    ) : null}
                  </div>
                ) : null}
                {waitingForCard !== null ? (
                  <p role="status" className="text-sm text-muted-foreground">
                    Saving the card…
                  </p>
                ) : !data.card || replacing ? (
                  <CompanyCardForm
                    onSaved={() => {
                      setWaitingForCard(shownCard);
                      toast({ title: 'Card saved' });
                      void billing.refetch();
                    }}
                  />
                ) : null}
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>Cost centres</CardTitle>
              <CardDescription>
                Members pick one for a business stay{data.requireCostCentre ? '; it is required.' : ' if they like.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <CostCentresEditor />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Invoices</CardTitle>
              <CardDescription>{data.mode === 'invoice' ? 'One invoice a month, finalized on the 1st and due in 30 days.' : 'Invoices of your company’s business stays.'}</CardDescription>
            </CardHeader>
            <CardContent>
              <InvoiceList />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
