import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { LISTING_PHOTOS_MAX } from '@worknest/shared/constants';
import { utcDate } from '@worknest/shared/booking';
import type { ListingDetail } from '@worknest/shared/listing';
import { WORK_READY_MIN_WIFI_MBPS } from '@worknest/shared/work-ready';
import { typedPin } from '@worknest/shared/geo';
import { LISTING_LIMITS } from '@worknest/shared/listing-options';
import { countryOf, listingTimeZoneFor } from '@worknest/shared/time-zone-rules';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { LISTING_ACCEPTS, orderedAccepts } from '@worknest/shared/credit-rules';
import { activeIntlLocale } from '@worknest/shared/active-locale';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/field-text';
import { serverText, useT } from '../../../lib/i18n';
import { useCreateListing } from '../api/create-listing';
import { useUpdateListing } from '../api/update-listing';
import {
  changedInput,
  checkListingForm,
  errorsByField,
  initialListingForm,
  listingFormOf,
  type ListingFormErrors,
  type ListingFormValues,
} from '../utils/listing-form';
import { serverIssues } from '../utils/server-issues';
import { AmenitiesField } from './amenities-field';
import { AvailabilityPicker } from './availability-picker';
import { FormSection } from './form-section';
import type { PhotoFieldProps } from './photo-field-props';
import { PhotoManager } from './photo-manager';
import { WorkspacePhotoField } from './workspace-photo-field';
import { StayTermsFields } from './stay-terms-fields';
import { RentalTypeField } from './rental-type-field';
import { ArrivalGuideSection, HouseRulesSection } from './arrival-fields';

/** Issue 41: the map to drag the pin on, its own chunk (MapLibre loads only when it mounts). */
const PinPicker = lazy(() => import('../../../components/map/pin-picker').then((module) => ({ default: module.PinPicker })));

interface CreateListingFormProps {
  photoUploader: ComponentType<PhotoFieldProps>;
  onCreated: () => void;
  onCancel: () => void;
  /** Issue 16: edit this listing instead (the form filled in; Save sends what changed). */
  listing?: ListingDetail;
}

type TextField = {
  [K in keyof ListingFormValues]: ListingFormValues[K] extends string ? K : never;
}[keyof ListingFormValues];

/** A country's name in the reader's language (its ISO code from time-zone-rules); in English the name the data gives, as before. */
function countryName(code: string | undefined, fallback: string): string {
  const locale = activeIntlLocale();
  if (!code || locale.startsWith('en')) return fallback;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Each field's message (a shared schema's English) in the reader's language (the `errors` catalog, ADR 0167). */
function translatedErrors(errors: ListingFormErrors): ListingFormErrors {
  const translated: ListingFormErrors = {};
  for (const [field, message] of Object.entries(errors) as [keyof ListingFormErrors, string | undefined][]) if (message) translated[field] = fieldText(message);
  return translated;
}

/**
 * The Create Listing form of SPEC.md §2 with the rules of §5: validated with the server's own
 * schema before sending; on a refusal the toast shows the server's message and everything typed
 * (and uploaded) stays.
 */
export function CreateListingForm({ photoUploader: PhotoUploader, onCreated, onCancel, listing }: CreateListingFormProps) {
  const t = useT('listing-form');
  const [initial] = useState<ListingFormValues>(() => (listing ? listingFormOf(listing, utcDate(Date.now())) : initialListingForm()));
  const [values, setValues] = useState<ListingFormValues>(initial);
  const update = useUpdateListing();
  const pending = listing ? update.isPending : undefined;
  const [errors, setErrors] = useState<ListingFormErrors>({});
  const [uploading, setUploading] = useState(false);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const create = useCreateListing();
  // Issue 29: the zone follows country and city until the host picks one.
  const [zonePicked, setZonePicked] = useState(false);
  const zoneGuess = useMemo(() => listingTimeZoneFor({ country: values.country, city: values.city }), [values.country, values.city]);
  const countryZones = useMemo(() => {
    const country = countryOf(values.country);
    return country ? { countryName: countryName(country.code, country.name), timeZones: country.timeZones } : null;
  }, [values.country]);

  // Issue 41: the pin on the map, while both boxes hold a position.
  const pin = useMemo(() => typedPin(values.latitude, values.longitude), [values.latitude, values.longitude]);

  // After a failed submit, take the person to the first field that needs them.
  useEffect(() => {
    if (focusError === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  function set<K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** Country or city typed: the time zone follows them (time-zone-rules.ts) unless the host picked one. */
  function setPlace(field: 'country' | 'city', value: string) {
    set(field, value);
    if (zonePicked) return;
    const place = { country: values.country, city: values.city, [field]: value };
    const guess = listingTimeZoneFor(place);
    set('timeZone', guess.kind === 'zone' ? guess.timeZone : '');
  }

  function zoneHint(): string | undefined {
    if (values.timeZone === '') {
      if (zoneGuess.kind === 'several') return t('form.zoneSeveral', { country: countryZones?.countryName ?? zoneGuess.countryName });
      return values.country.trim() ? t('form.zoneChoose') : t('form.zoneAuto');
    }
    if (!zonePicked && zoneGuess.kind === 'zone' && zoneGuess.timeZone === values.timeZone) {
      const withCity = countryZones && countryZones.timeZones.length > 1 ? 'yes' : 'no';
      return t('form.zoneSet', { withCity, country: countryZones?.countryName ?? zoneGuess.countryName, city: values.city.trim() });
    }
    return undefined;
  }

  /** Props of a text box bound to a field. */
  function text(field: TextField) {
    return { value: values[field], onChange: (event: { target: { value: string } }) => set(field, event.target.value) };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkListingForm(values);
    if (!check.ok) {
      setErrors(translatedErrors(check.errors));
      setFocusError((n) => n + 1);
      if (check.photosToast) toast({ title: fieldText(check.photosToast), variant: 'destructive' });
      return;
    }
    if (listing) {
      const input = changedInput(initial, values);
      if (Object.keys(input).length === 0) {
        toast({ title: t('form.nothingTitle'), description: t('form.nothingBody') });
        return;
      }
      update.mutate(
        { id: listing.id, input },
        {
          onSuccess: () => {
            toast({ title: t('form.updated') });
            onCreated();
          },
          onError: (error) => {
            setErrors(translatedErrors(errorsByField(serverIssues(error))));
            toast({ title: t('form.error'), description: serverText(error, t('form.updateFailed')), variant: 'destructive' });
          },
        },
      );
      return;
    }
    create.mutate(check.input, {
      onSuccess: () => {
        toast({ title: t('form.created') });
        onCreated();
      },
      onError: (error) => {
        setErrors(translatedErrors(errorsByField(serverIssues(error))));
        toast({ title: t('form.error'), description: serverText(error, t('form.createFailed')), variant: 'destructive' });
      },
    });
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={listing ? t('form.edit') : t('form.create')}>
      <FormSection title={t('basics.title')}>
        <Field label={t('basics.name')} error={errors.title}>
          {(props) => <Input {...props} {...text('title')} placeholder={t('basics.namePlaceholder')} maxLength={120} />}
        </Field>
        <Field label={t('basics.description')} error={errors.description} description={t('basics.descriptionHint')}>
          {(props) => <Textarea {...props} {...text('description')} rows={5} />}
        </Field>
        <RentalTypeField value={values.rentalType} onChange={(type) => set('rentalType', type)} error={errors.rentalType} />
        <Field label={t('basics.price')} error={errors.price} className="sm:max-w-xs">
          {(props) => <Input {...props} {...text('price')} type="number" inputMode="decimal" step="0.01" min="0" />}
        </Field>
      </FormSection>

      <FormSection title={t('place.title')}>
        <Field label={t('place.address')} error={errors.address}>
          {(props) => <Input {...props} {...text('address')} autoComplete="street-address" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('place.city')} error={errors.city}>
            {(props) => <Input {...props} value={values.city} onChange={(event) => setPlace('city', event.target.value)} autoComplete="address-level2" />}
          </Field>
          <Field label={t('place.state')} error={errors.state}>
            {(props) => <Input {...props} {...text('state')} autoComplete="address-level1" />}
          </Field>
          <Field label={t('place.country')} error={errors.country}>
            {(props) => <Input {...props} value={values.country} onChange={(event) => setPlace('country', event.target.value)} autoComplete="country-name" />}
          </Field>
          <Field label={t('place.zip')} error={errors.zipCode}>
            {(props) => <Input {...props} {...text('zipCode')} autoComplete="postal-code" />}
          </Field>
        </div>
        <p className="text-sm text-muted-foreground">{t('place.private')}</p>
        {/* Issue 41: the pin. Empty: the address is looked up; the host may set or move it. */}
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <Field label={t('place.latitude')} error={errors.latitude} description={t('place.latitudeHint')}>
            {(props) => <Input {...props} {...text('latitude')} inputMode="decimal" placeholder={t('place.example', { value: '38.7087' })} />}
          </Field>
          <Field label={t('place.longitude')} error={errors.longitude}>
            {(props) => <Input {...props} {...text('longitude')} inputMode="decimal" placeholder={t('place.example', { value: '-9.1493' })} />}
          </Field>
        </div>
        {pin ? (
          <Suspense fallback={null}>
            <PinPicker
              position={pin}
              onMove={(moved) => {
                set('latitude', String(moved.latitude));
                set('longitude', String(moved.longitude));
              }}
            />
          </Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">{t('place.mapLater')}</p>
        )}
      </FormSection>

      <FormSection title={t('capacity.title')}>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Field label={t('capacity.bedrooms')} error={errors.bedrooms}>
            {(props) => <Input {...props} {...text('bedrooms')} type="number" inputMode="numeric" min="1" step="1" />}
          </Field>
          <Field label={t('capacity.beds')} error={errors.beds}>
            {(props) => <Input {...props} {...text('beds')} type="number" inputMode="numeric" min="1" step="1" />}
          </Field>
          <Field label={t('capacity.bathrooms')} error={errors.bathrooms}>
            {(props) => <Input {...props} {...text('bathrooms')} type="number" inputMode="decimal" min="0.5" step="0.5" />}
          </Field>
          <Field label={t('capacity.maxGuests')} error={errors.maxGuests}>
            {(props) => <Input {...props} {...text('maxGuests')} type="number" inputMode="numeric" min="1" step="1" />}
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('photos.title')} description={t('photos.hint', { max: LISTING_PHOTOS_MAX })}>
        <Field label={t('photos.label')} error={errors.images} className="[&>label]:sr-only">
          {(props) =>
            listing ? (
              <PhotoManager
                id={props.id}
                initial={listing.images}
                uploader={PhotoUploader}
                onChange={(urls) => set('images', urls)}
                onBusyChange={setUploading}
                invalid={props['aria-invalid']}
                describedBy={props['aria-describedby']}
              />
            ) : (
            <PhotoUploader
              id={props.id}
              maxPhotos={LISTING_PHOTOS_MAX}
              onPhotosChange={(urls) => set('images', urls)}
              onBusyChange={setUploading}
              invalid={props['aria-invalid']}
              describedBy={props['aria-describedby']}
            />
            )
          }
        </Field>
      </FormSection>

      <FormSection
        title={t('dates.title')}
        // Issue 29: both forms say what no dates means, and how a range is picked.
        description={t('dates.hint', { editing: listing ? 'yes' : 'no' })}
      >
        <Field label={t('dates.label')} error={errors.availableDates} className="[&>label]:sr-only">
          {(props) => (
            <AvailabilityPicker
              id={props.id}
              describedBy={props['aria-describedby']}
              value={values.availableDates}
              onChange={(dates) => set('availableDates', dates)}
              blocked={listing?.blockedDates}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('dates.minNights')} error={errors.minNights}>
            {(props) => <Input {...props} {...text('minNights')} type="number" inputMode="numeric" min="1" max={LISTING_LIMITS.nightsMax} step="1" />}
          </Field>
          <Field label={t('dates.maxNights', { max: LISTING_LIMITS.nightsMax })} error={errors.maxNights}>
            {(props) => <Input {...props} {...text('maxNights')} type="number" inputMode="numeric" min="1" max={LISTING_LIMITS.nightsMax} step="1" placeholder={t('dates.maxPlaceholder', { max: LISTING_LIMITS.nightsMax })} />}
          </Field>
          <Field label={t('dates.notice')} error={errors.advanceNoticeDays}>
            {(props) => <Input {...props} {...text('advanceNoticeDays')} type="number" inputMode="numeric" min="0" step="1" />}
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('terms.title')} description={t('terms.hint')}>
        <StayTermsFields
          cancellationPolicy={values.cancellationPolicy}
          bookingMode={values.bookingMode}
          timeZone={values.timeZone}
          onChange={(change) => {
            if (change.timeZone !== undefined) setZonePicked(true);
            for (const [field, value] of Object.entries(change)) set(field as 'timeZone', value as string);
          }}
          errors={{ cancellationPolicy: errors.cancellationPolicy, bookingMode: errors.bookingMode, timeZone: errors.timeZone }}
          countryZones={countryZones}
          timeZoneHint={zoneHint()}
        />
      </FormSection>

      <FormSection
        title={t('work.title')}
        description={t('work.hint', { mbps: WORK_READY_MIN_WIFI_MBPS })}
      >
        {(
          [
            ['deskAndChair', t('work.desk')],
            ['quietSpace', t('work.quiet')],
            ['externalMonitor', t('work.monitor')],
            ['hasWorkspace', t('work.workspace')],
          ] as const
        ).map(([field, label]) => (
          <div key={field} className="flex items-center gap-2">
            <Checkbox id={`work-${field}`} checked={values[field]} onCheckedChange={(checked) => set(field, checked === true)} />
            <Label htmlFor={`work-${field}`} className="font-normal">
              {label}
            </Label>
          </div>
        ))}
        <Field label={t('work.wifi')} error={errors.wifiMbps} className="sm:max-w-xs" description={t('work.wifiHint')}>
          {(props) => <Input {...props} {...text('wifiMbps')} type="number" inputMode="numeric" min="0" step="1" placeholder={t('place.example', { value: '500' })} />}
        </Field>
        <WorkspacePhotoField images={values.images} value={values.workspacePhoto} onChange={(photo) => set('workspacePhoto', photo)} error={errors.workspacePhoto} />
      </FormSection>

      {/* Issue 37 (ADR 0161) */}
      <FormSection title={t('accepts.title')} description={t('accepts.hint')}>
        <div className="flex flex-wrap gap-4" role="group" aria-label={t('accepts.title')}>
          {LISTING_ACCEPTS.map((kind) => (
            <div key={kind} className="flex items-center gap-2">
              <Checkbox
                id={`accepts-${kind}`}
                checked={values.accepts.includes(kind)}
                onCheckedChange={(checked) => set('accepts', orderedAccepts(checked === true ? [...values.accepts, kind] : values.accepts.filter((one) => one !== kind)))}
              />
              <Label htmlFor={`accepts-${kind}`} className="font-normal">
                {t(`accepts.${kind}`)}
              </Label>
            </div>
          ))}
        </div>
        {errors.accepts ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.accepts}
          </p>
        ) : null}
      </FormSection>

      <FormSection title={t('amenities.title')}>
        <AmenitiesField value={values.amenities} onChange={(amenities) => set('amenities', amenities)} />
        {errors.amenities ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.amenities}
          </p>
        ) : null}
      </FormSection>

      {/* Issue 41 */}
      <HouseRulesSection values={values} errors={errors} set={set} />
      <ArrivalGuideSection values={values} errors={errors} set={set} />

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-end">
        {uploading ? <p className="text-sm text-muted-foreground sm:mr-auto">{t('actions.waitPhotos')}</p> : null}
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending ?? create.isPending}>
          {t('actions.cancel')}
        </Button>
        {listing ? (
          <Button type="submit" loading={update.isPending} disabled={uploading}>
            {update.isPending ? t('actions.saving') : t('actions.save')}
          </Button>
        ) : (
          <Button type="submit" loading={create.isPending} disabled={uploading}>
            {create.isPending ? t('actions.creating') : t('actions.create')}
          </Button>
        )}
      </div>
    </form>
  );
}
