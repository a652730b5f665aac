import { ChevronDown } from 'lucide-react';
import { PURPOSE_MAX_LENGTH, type BusinessStayOptions } from '@worknest/shared/business-stay-rules';
import { Field } from '../../../components/ui/field';
import { controlClasses } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useT } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { usePanelPolicyCheck } from '../api/policy-check';
import { policyReasonText } from '../../../lib/policy-reason';

/** What the booking panel keeps of the "Who pays?" choice (issue 34). */
export interface PayerChoice {
  payer: 'self' | 'company';
  purpose: string;
  costCentre: string;
}

const selectClasses = cn(controlClasses, 'h-10 cursor-pointer appearance-none pr-10 pl-3');

/**
 * "Who pays?" (issue 34), shown when the member's company pays business stays: the company
 * ("Business trip, paid by Acme") or the member. A business trip asks for its purpose and, where
 * the company lists them, a cost centre (required when HR says so).
 */
export function WhoPays({
  companyName,
  options,
  value,
  onChange,
  errors,
  listingId,
  stay,
}: {
  /** Null when the session does not name it ("your company"). */
  companyName: string | null;
  options: BusinessStayOptions;
  value: PayerChoice;
  onChange: (choice: PayerChoice) => void;
  errors: { purpose?: string; costCentre?: string };
  /** Issue 35: the home and the chosen nights (null until both dates are valid), checked against the travel policy. */
  listingId?: string;
  stay?: { checkIn: string; checkOut: string } | null;
}) {
  const t = useT('listing');
  const company = { company: companyName ?? '', known: companyName ? 'yes' : 'no' };
  const policy = usePanelPolicyCheck(listingId ?? '', value.payer === 'company' && listingId ? (stay ?? null) : null);
  const choices = [
    { payer: 'company' as const, title: t('whoPays.business'), text: t('whoPays.paidBy', company) },
    { payer: 'self' as const, title: t('whoPays.personal'), text: t('whoPays.myCard') },
  ];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t('whoPays.title')}</legend>
      {/* One column: the booking panel is narrow beside the listing on wide screens too. */}
      <div className="grid gap-2">
        {choices.map((choice) => (
          <label
            key={choice.payer}
            className="flex cursor-pointer gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="payer"
              value={choice.payer}
              checked={value.payer === choice.payer}
              onChange={() => onChange({ ...value, payer: choice.payer })}
              className="mt-1 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{choice.title}</span>
              <span className="text-sm text-muted-foreground">{choice.text}</span>
            </span>
          </label>
        ))}
      </div>
      {value.payer === 'company' ? (
        <div className="grid gap-3">
          <Field label={t('whoPays.purpose')} description={t('whoPays.purposeHint')} error={errors.purpose}>
            {(props) => (
              <Textarea
                {...props}
                name="purpose"
                rows={2}
                maxLength={PURPOSE_MAX_LENGTH}
                value={value.purpose}
                onChange={(event) => onChange({ ...value, purpose: event.target.value })}
                className="min-h-16"
              />
            )}
          </Field>
          {options.costCentres.length > 0 ? (
            <Field label={options.requireCostCentre ? t('whoPays.costCentre') : t('whoPays.costCentreOptional')} error={errors.costCentre}>
              {(props) => (
                <div className="relative">
                  <select
                    {...props}
                    name="costCentre"
                    value={value.costCentre}
                    onChange={(event) => onChange({ ...value, costCentre: event.target.value })}
                    className={selectClasses}
                  >
                    <option value="">{options.requireCostCentre ? t('whoPays.chooseCostCentre') : t('whoPays.none')}</option>
                    {options.costCentres.map((centre) => (
                      <option key={centre.code} value={centre.code} data-i18n-exempt>
                        {centre.code} · {centre.name}
                      </option>
                    ))}
                  </select>
                  <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70" />
                </div>
              )}
            </Field>
          ) : null}
          {/* Issue 35: the travel policy's answer for these nights; the checkout asks why when it is outside. */}
          {policy.data ? (
            policy.data.inPolicy ? (
              <p className="text-sm font-medium text-emerald-700">{t('whoPays.inPolicy')}</p>
            ) : (
              <div className="grid gap-1 text-sm">
                <p className="font-medium">{t('whoPays.outsidePolicy', company)}</p>
                {/* The policy's reasons are the server's English (they carry amounts and names, no code yet). */}
                <ul className="list-disc pl-5 text-amber-800">
                  {policy.data.reasons.map((reason) => (
                    <li key={reason.rule}>{policyReasonText(reason)}</li>
                  ))}
                </ul>
              </div>
            )
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
