import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import type { PendingBooking } from '@worknest/shared/booking';
import type { BusinessStayRequest } from '@worknest/shared/business-stay';
import { JUSTIFICATION_MAX_LENGTH, JUSTIFICATION_MIN_LENGTH } from '@worknest/shared/travel-policy-rules';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { policyReasonText } from '../../../lib/policy-reason';
import { createBusinessStay, usePolicyCheck } from '../api/business-stay';
import { businessStayResolver, type BusinessStayFormValues } from '../utils/business-stay-form';
import { clearPendingBooking } from '../utils/pending-booking';
import { FormAlert } from '../../../components/form/form-alert';
import { StayFacts } from '../../../components/stay-facts';

interface BusinessStayFormProps {
  pending: PendingBooking;
  business: NonNullable<PendingBooking['business']>;
  /** "Acme" / your company: the catalog's select on `known`. */
  company: { company: string; known: string };
  requestMode: boolean;
}

/**
 * "Charged to Acme" and Confirm business stay (issue 34), on react-hook-form (ADR 0189): the
 * purpose and cost centre, the travel policy's answer and, out of policy, why the trip is needed,
 * checked as typed with the route's schema (`businessStaySchema`, 10–500 characters): the hint
 * turns red and Confirm waits until it holds. Submitting books the stay (the company's card or its
 * invoice); a refusal stays here with the server's message.
 */
export function BusinessStayForm({ pending, business, company, requestMode }: BusinessStayFormProps) {
  const t = useT('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hintId = useId();
  // Issue 35: the company's travel policy; out of policy, the traveller says why (an approver may be asked).
  const policy = usePolicyCheck(pending.listingId, { checkIn: pending.checkIn, checkOut: pending.checkOut });
  const outOfPolicy = policy.data?.inPolicy === false;
  const form = useForm<BusinessStayFormValues, unknown, BusinessStayRequest>({
    defaultValues: { justification: '' },
    resolver: businessStayResolver(pending, business, outOfPolicy),
    mode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const justificationInvalid = errors.justification !== undefined;

  async function confirm(body: BusinessStayRequest) {
    try {
      const booking = await createBusinessStay(body);
      clearPendingBooking();
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['/api/bookings'] }), queryClient.invalidateQueries({ queryKey: ['/api/listings'] })]);
      toast(
        booking.status === 'awaiting_approval'
          ? { title: t('business.awaitingApproval'), description: t('business.awaitingApprovalBody', company) }
          : booking.status === 'requested'
          ? { title: t('requestSent'), description: t('business.requestSentBody', company) }
          : { title: t('business.confirmed'), description: t('business.confirmedBody', company) },
      );
      navigate('/app/bookings');
    } catch (failure) {
      const message = serverText(failure, t('business.failed'));
      form.setError('root', { type: 'server', message });
      toast({ title: t('business.notBooked'), description: message, variant: 'destructive' });
    }
  }

  return (
    <Card className="lg:order-1">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 aria-hidden="true" className="size-5 text-muted-foreground" />
          {t('business.chargedTo', company)}
        </CardTitle>
        <CardDescription>{requestMode ? t('business.requestNote', company) : t('business.paysNote', company)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={(event) => void form.handleSubmit(confirm)(event)}>
          <StayFacts
            className="grid gap-3 text-sm"
            facts={[
              { label: t('business.purpose'), value: <span className="block break-words" data-i18n-exempt>{business.purpose}</span> },
              ...(business.costCentre ? [{ label: t('business.costCentre'), value: <span data-i18n-exempt>{business.costCentre}</span> }] : []),
            ]}
          />
          {policy.data ? (
            policy.data.inPolicy ? (
              <p className="text-sm font-medium text-emerald-700">{t('business.inPolicy')}</p>
            ) : (
              <div className="grid gap-2">
                <p className="text-sm font-medium">{t('business.outsidePolicy', company)}</p>
                <ul className="list-disc pl-5 text-sm text-amber-800">
                  {policy.data.reasons.map((reason) => (
                    <li key={reason.rule}>{policyReasonText(reason)}</li>
                  ))}
                </ul>
                <label htmlFor="justification" className="text-sm font-medium">
                  {t('business.why')}
                </label>
                <Textarea
                  id="justification"
                  maxLength={JUSTIFICATION_MAX_LENGTH}
                  aria-invalid={justificationInvalid ? true : undefined}
                  aria-describedby={hintId}
                  {...form.register('justification')}
                />
                {/* The rule is the hint: it turns red while the text breaks it (the schema's message says the same). */}
                <p id={hintId} className={justificationInvalid ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
                  {t('business.justification', { min: JUSTIFICATION_MIN_LENGTH, max: JUSTIFICATION_MAX_LENGTH })}
                </p>
              </div>
            )
          ) : null}
          {/*
            A refusal: the server's message (in the reader's language). A schema issue of the stay itself
            (the booking panel checks the purpose with the same rule, so only a tampered session gives one)
            shows as a plain "could not be booked", which keeps lib/field-text's message table out of the checkout.
          */}
          {errors.root ? <FormAlert>{errors.root.type === 'server' ? errors.root.message : t('business.failed')}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => navigate(`/app/listings/${encodeURIComponent(pending.listingId)}`)}>
              {t('business.back')}
            </Button>
            <Button type="submit" size="lg" loading={isSubmitting} disabled={justificationInvalid}>
              {isSubmitting ? t('business.confirming') : requestMode ? t('business.sendRequest') : t('business.confirm')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
