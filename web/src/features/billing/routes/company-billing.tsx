import { useEffect, useState } from 'react';
import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useCompanyBilling } from '../api/company-billing';
import { BillingSettingsForm } from '../components/billing-settings-form';
import { CompanyCardForm } from '../components/company-card-form';
import { CostCentresEditor } from '../components/cost-centres-editor';
import { InvoiceList } from '../components/invoice-list';

/** `/app/hr/billing` (hr and admin, issue 34): how the company pays for business stays, its card, cost centres and invoices. */
export function CompanyBillingRoute() {
  const t = useT('billing');
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
        <h1 className="text-2xl font-semibold tracking-tight">{t('page.title')}</h1>
        <p className="text-muted-foreground">
          {data?.companyName ? (
            <TextWithValue text={t('page.intro', { company: VALUE })}>
              <span data-i18n-exempt>{data.companyName}</span>
            </TextWithValue>
          ) : (
            t('page.introYours')
          )}
        </p>
      </div>
      {billing.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : billing.isError || !data ? (
        <p role="alert" className="text-destructive">
          {t('page.loadFailed')}
        </p>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{t('page.stays')}</CardTitle>
              <CardDescription>{data.ready ? t('page.ready') : t('page.notReady')}</CardDescription>
            </CardHeader>
            <CardContent>
              <BillingSettingsForm billing={data} />
            </CardContent>
          </Card>
          {data.mode === 'card' ? (
            <Card>
              <CardHeader>
                <CardTitle>{t('card.title')}</CardTitle>
                <CardDescription>{t('card.intro')}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                {data.card ? (
                  <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
                    <span className="flex items-center gap-3">
                      <CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />
                      <span>
                        <TextWithValue text={t('card.onFile', { brand: VALUE, last4: data.card.last4, expiry: `${String(data.card.expMonth).padStart(2, '0')}/${data.card.expYear}` })}>
                          <span className="font-medium capitalize" data-i18n-exempt>
                            {data.card.brand}
                          </span>
                        </TextWithValue>
                      </span>
                    </span>
                    {!replacing ? (
                      <Button variant="outline" onClick={() => setReplacing(true)}>
                        {t('card.replace')}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
                {waitingForCard !== null ? (
                  <p role="status" className="text-sm text-muted-foreground">
                    {t('card.saving')}
                  </p>
                ) : !data.card || replacing ? (
                  <CompanyCardForm
                    onSaved={() => {
                      setWaitingForCard(shownCard);
                      toast({ title: t('card.saved') });
                      void billing.refetch();
                    }}
                  />
                ) : null}
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>{t('centres.title')}</CardTitle>
              <CardDescription>{t('centres.intro', { required: data.requireCostCentre ? 'yes' : 'no' })}</CardDescription>
            </CardHeader>
            <CardContent>
              <CostCentresEditor />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('invoices.title')}</CardTitle>
              <CardDescription>{t('invoices.intro', { mode: data.mode === 'invoice' ? 'invoice' : 'card' })}</CardDescription>
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
