import { ARRIVAL_GUIDE_MAX, HOUSE_RULES_NOTES_MAX, WIFI_TEXT_MAX } from '@worknest/shared/arrival-rules';
import { Checkbox } from '../../../components/ui/checkbox';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useT } from '../../../lib/i18n';
import { guideFormFields, type ListingFormValues } from '../utils/listing-form';
import { FormSection } from './form-section';

type Setter = <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => void;

/** A text box bound to a field of the listing form (react-hook-form's register). */
type TextBinder = (field: keyof ListingFormValues) => UseFormRegisterReturn;

interface SectionProps {
  values: ListingFormValues;
  text: TextBinder;
}

/** Issue 41: the listing form's house rules, shown to every colleague on the listing. */
export function HouseRulesSection({ values, set, text }: SectionProps & { set: Setter }) {
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
        <FormField name="quietFrom" label={t('rules.quietFrom')} description={t('rules.quietHint')}>
          {(props) => <Input {...props} type="time" {...text('quietFrom')} />}
        </FormField>
        <FormField name="quietTo" label={t('rules.quietTo')}>
          {(props) => <Input {...props} type="time" {...text('quietTo')} />}
        </FormField>
      </div>
      <FormField name="houseNotes" label={t('rules.notes')} description={t('rules.notesHint', { max: HOUSE_RULES_NOTES_MAX })}>
        {(props) => <Textarea {...props} rows={3} maxLength={HOUSE_RULES_NOTES_MAX + 50} {...text('houseNotes')} />}
      </FormField>
    </FormSection>
  );
}

/** Issue 41: the private arrival guide, shown only to the guests of confirmed stays (and to you). */
export function ArrivalGuideSection({ values, text }: SectionProps) {
  const t = useT('listing-form');
  const used = Object.values(guideFormFields).reduce((sum, field) => sum + values[field].trim().length, 0);
  const multiline = ['checkIn', 'keys', 'parking', 'other'] as const;
  return (
    <FormSection
      title={t('guide.title')}
      description={t('guide.hint')}
    >
      {multiline.slice(0, 2).map((item) => (
        <FormField key={item} name={guideFormFields[item]} label={t(`guide.${item}`)}>
          {(props) => <Textarea {...props} rows={3} {...text(guideFormFields[item])} />}
        </FormField>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {(['wifiName', 'wifiPassword'] as const).map((item) => (
          <FormField key={item} name={guideFormFields[item]} label={t(`guide.${item}`)}>
            {(props) => (
              <Input
                {...props}
                autoComplete="off"
                maxLength={WIFI_TEXT_MAX + 20}
                {...text(guideFormFields[item])}
              />
            )}
          </FormField>
        ))}
      </div>
      {multiline.slice(2).map((item) => (
        <FormField
          key={item}
          name={guideFormFields[item]}
          label={t(`guide.${item}`)}
          description={item === 'other' ? t('guide.used', { used, max: ARRIVAL_GUIDE_MAX }) : undefined}
        >
          {(props) => <Textarea {...props} rows={item === 'other' ? 3 : 2} {...text(guideFormFields[item])} />}
        </FormField>
      ))}
    </FormSection>
  );
}
