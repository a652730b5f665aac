import { ARRIVAL_GUIDE_MAX, HOUSE_RULES_NOTES_MAX, WIFI_TEXT_MAX } from '@worknest/shared/arrival-rules';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useT } from '../../../lib/i18n';
import { guideFormFields, type ListingFormErrors, type ListingFormValues } from '../utils/listing-form';
import { FormSection } from './form-section';

type Setter = <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => void;

interface SectionProps {
  values: ListingFormValues;
  errors: ListingFormErrors;
  set: Setter;
}

/** Issue 41: the listing form's house rules, shown to every colleague on the listing. */
export function HouseRulesSection({ values, errors, set }: SectionProps) {
  const t = useT('listing-form');
  const boxes = [
    ['smokingAllowed', t('rules.smoking')],
    ['petsAllowed', t('rules.pets')],
    ['eventsAllowed', t('rules.events')],
  ] as const;
  return (
    <FormSection title={t('rules.title')} description={t('rules.hint')}>
      {boxes.map(([field, label]) => (
        <div key={field} className="flex items-center gap-2">
          <Checkbox id={`rule-${field}`} checked={values[field]} onCheckedChange={(checked) => set(field, checked === true)} />
          <Label htmlFor={`rule-${field}`} className="font-normal">
            {label}
          </Label>
        </div>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('rules.quietFrom')} error={errors.quietFrom} description={t('rules.quietHint')}>
          {(props) => <Input {...props} type="time" value={values.quietFrom} onChange={(event) => set('quietFrom', event.target.value)} />}
        </Field>
        <Field label={t('rules.quietTo')} error={errors.quietTo}>
          {(props) => <Input {...props} type="time" value={values.quietTo} onChange={(event) => set('quietTo', event.target.value)} />}
        </Field>
      </div>
      <Field label={t('rules.notes')} error={errors.houseNotes} description={t('rules.notesHint', { max: HOUSE_RULES_NOTES_MAX })}>
        {(props) => <Textarea {...props} rows={3} maxLength={HOUSE_RULES_NOTES_MAX + 50} value={values.houseNotes} onChange={(event) => set('houseNotes', event.target.value)} />}
      </Field>
    </FormSection>
  );
}

/** Issue 41: the private arrival guide, shown only to the guests of confirmed stays (and to you). */
export function ArrivalGuideSection({ values, errors, set }: SectionProps) {
  const t = useT('listing-form');
  const used = Object.values(guideFormFields).reduce((sum, field) => sum + values[field].trim().length, 0);
  const multiline = ['checkIn', 'keys', 'parking', 'other'] as const;
  return (
    <FormSection
      title={t('guide.title')}
      description={t('guide.hint')}
    >
      {multiline.slice(0, 2).map((item) => (
        <Field key={item} label={t(`guide.${item}`)} error={errors[guideFormFields[item]]}>
          {(props) => <Textarea {...props} rows={3} value={values[guideFormFields[item]]} onChange={(event) => set(guideFormFields[item], event.target.value)} />}
        </Field>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {(['wifiName', 'wifiPassword'] as const).map((item) => (
          <Field key={item} label={t(`guide.${item}`)} error={errors[guideFormFields[item]]}>
            {(props) => (
              <Input
                {...props}
                autoComplete="off"
                maxLength={WIFI_TEXT_MAX + 20}
                value={values[guideFormFields[item]]}
                onChange={(event) => set(guideFormFields[item], event.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      {multiline.slice(2).map((item) => (
        <Field
          key={item}
          label={t(`guide.${item}`)}
          error={errors[guideFormFields[item]]}
          description={item === 'other' ? t('guide.used', { used, max: ARRIVAL_GUIDE_MAX }) : undefined}
        >
          {(props) => <Textarea {...props} rows={item === 'other' ? 3 : 2} value={values[guideFormFields[item]]} onChange={(event) => set(guideFormFields[item], event.target.value)} />}
        </Field>
      ))}
    </FormSection>
  );
}
