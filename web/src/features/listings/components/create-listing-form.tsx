import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { LISTING_PHOTOS_MAX } from '@worknest/shared/constants';
import { utcDate } from '@worknest/shared/booking';
import type { ListingDetail, ListingInput } from '@worknest/shared/listing';
import { WORK_READY_MIN_WIFI_MBPS } from '@worknest/shared/work-ready';
import { typedPin } from '@worknest/shared/geo';
import { LISTING_LIMITS } from '@worknest/shared/listing-options';
import { countryOf, listingTimeZoneFor } from '@worknest/shared/time-zone-rules';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { LISTING_ACCEPTS, orderedAccepts } from '@worknest/shared/credit-rules';
import { activeIntlLocale } from '@worknest/shared/active-locale';
import { FormField, FormMessage, useFieldError } from '../../../components/form/form-field';
import { showServerIssues } from '../../../components/form/schema-resolver';
import { serverIssues } from '../../../components/form/server-issues';
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
  initialListingForm,
  listingFieldOf,
  listingFormOf,
  listingFormResolver,
  photosToast,
  toListingInput,
  type ListingFormValues,
} from '../utils/listing-form';
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

/**
 * The Create Listing form of SPEC.md §2 with the rules of §5, on react-hook-form: validated with
 * the server's own schema before sending (listingFormResolver); each message under its box
 * (FormField); on a refusal the toast shows the server's message, its field issues go under their
 * boxes, and everything typed (and uploaded) stays.
 */
export function CreateListingForm({ photoUploader: PhotoUploader, onCreated, onCancel, listing }: CreateListingFormProps) {
  const t = useT('listing-form');
  const [initial] = useState<ListingFormValues>(() => (listing ? listingFormOf(listing, utcDate(Date.now())) : initialListingForm()));
  // Typed boxes are registered inputs; the pickers and check boxes are set with `set`. A change
  // clears its field's message (no check again until the next submit, as before).
  const methods = useForm<ListingFormValues, unknown, ListingInput>({ defaultValues: initial, resolver: listingFormResolver, reValidateMode: 'onSubmit', shouldFocusError: false });
  const { register, setValue, clearErrors, getValues, setError, handleSubmit } = methods;
  // The form is drawn from what is typed (the zone hint, the pin, the workspace photo's choices).
  const values = methods.watch();
  const submitting = methods.formState.isSubmitting;
  const update = useUpdateListing();
  const [uploading, setUploading] = useState(false);
  // Set when the schema refuses a submit; the messages are drawn with the submit's last state update.
  const focusError = useRef(false);
  const submitCount = methods.formState.submitCount;
  const form = useRef<HTMLFormElement>(null);
  const create = useCreateListing();
  const rentalTypeError = useFieldError('rentalType', methods.control);
  const workspacePhotoError = useFieldError('workspacePhoto', methods.control);
  const cancellationPolicyError = useFieldError('cancellationPolicy', methods.control);
  const bookingModeError = useFieldError('bookingMode', methods.control);
  const timeZoneError = useFieldError('timeZone', methods.control);
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
    if (!focusError.current) return;
    focusError.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  function set<K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) {
    // react-hook-form's path-typed setValue does not narrow on a generic key.
    setValue(field, value as never, { shouldDirty: true });
    clearErrors(field);
  }

  /** A text box bound to a field; typing in it clears its message. */
  function text(field: keyof ListingFormValues) {
    return register(field, { onChange: () => clearErrors(field) });
  }

  /** Country or city typed: the time zone follows them (time-zone-rules.ts) unless the host picked one. */
  function place(field: 'country' | 'city') {
    return register(field, {
      onChange: () => {
        clearErrors(field);
        if (zonePicked) return;
        const { country, city } = getValues();
        const guess = listingTimeZoneFor({ country, city });
        set('timeZone', guess.kind === 'zone' ? guess.timeZone : '');
      },
    });
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

  /** Refused by the schema: the messages show; the photos toast too (SPEC.md §8). */
  function onInvalid() {
    focusError.current = true;
    const photos = photosToast(getValues());
    if (photos) toast({ title: fieldText(photos), variant: 'destructive' });
  }

  /** Checked: send what was typed, as before (the server parses it again); an edit sends only what changed. */
  async function onValid() {
    const typed = getValues();
    const input = listing ? changedInput(initial, typed) : toListingInput(typed);
    if (listing && Object.keys(input).length === 0) {
      toast({ title: t('form.nothingTitle'), description: t('form.nothingBody') });
      return;
    }
    try {
      if (listing) await update.mutateAsync({ id: listing.id, input });
      else await create.mutateAsync(input as ListingInput);
    } catch (error) {
      showServerIssues(setError, serverIssues(error), listingFieldOf);
      toast({ title: t('form.error'), description: serverText(error, listing ? t('form.updateFailed') : t('form.createFailed')), variant: 'destructive' });
      return;
    }
    toast({ title: listing ? t('form.updated') : t('form.created') });
    onCreated();
  }

  return (
    <FormProvider {...methods}>
    <form ref={form} onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} noValidate className="grid gap-6" aria-label={listing ? t('form.edit') : t('form.create')}>
      <FormSection title={t('basics.title')}>
        <FormField name="title" label={t('basics.name')}>
          {(props) => <Input {...props} {...text('title')} placeholder={t('basics.namePlaceholder')} maxLength={120} />}
        </FormField>
        <FormField name="description" label={t('basics.description')} description={t('basics.descriptionHint')}>
          {(props) => <Textarea {...props} {...text('description')} rows={5} />}
        </FormField>
        <RentalTypeField value={values.rentalType} onChange={(type) => set('rentalType', type)} error={rentalTypeError} />
        <FormField name="price" label={t('basics.price')} className="sm:max-w-xs">
          {(props) => <Input {...props} {...text('price')} type="number" inputMode="decimal" step="0.01" min="0" />}
        </FormField>
      </FormSection>

      <FormSection title={t('place.title')}>
        <FormField name="address" label={t('place.address')}>
          {(props) => <Input {...props} {...text('address')} autoComplete="street-address" />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="city" label={t('place.city')}>
            {(props) => <Input {...props} {...place('city')} autoComplete="address-level2" />}
          </FormField>
          <FormField name="state" label={t('place.state')}>
            {(props) => <Input {...props} {...text('state')} autoComplete="address-level1" />}
          </FormField>
          <FormField name="country" label={t('place.country')}>
            {(props) => <Input {...props} {...place('country')} autoComplete="country-name" />}
          </FormField>
          <FormField name="zipCode" label={t('place.zip')}>
            {(props) => <Input {...props} {...text('zipCode')} autoComplete="postal-code" />}
          </FormField>
        </div>
        <p className="text-sm text-muted-foreground">{t('place.private')}</p>
        {/* Issue 41: the pin. Empty: the address is looked up; the host may set or move it. */}
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <FormField name="latitude" label={t('place.latitude')} description={t('place.latitudeHint')}>
            {(props) => <Input {...props} {...text('latitude')} inputMode="decimal" placeholder={t('place.example', { value: '38.7087' })} />}
          </FormField>
          <FormField name="longitude" label={t('place.longitude')}>
            {(props) => <Input {...props} {...text('longitude')} inputMode="decimal" placeholder={t('place.example', { value: '-9.1493' })} />}
          </FormField>
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
          <FormField name="bedrooms" label={t('capacity.bedrooms')}>
            {(props) => <Input {...props} {...text('bedrooms')} type="number" inputMode="numeric" min="1" step="1" />}
          </FormField>
          <FormField name="beds" label={t('capacity.beds')}>
            {(props) => <Input {...props} {...text('beds')} type="number" inputMode="numeric" min="1" step="1" />}
          </FormField>
          <FormField name="bathrooms" label={t('capacity.bathrooms')}>
            {(props) => <Input {...props} {...text('bathrooms')} type="number" inputMode="decimal" min="0.5" step="0.5" />}
          </FormField>
          <FormField name="maxGuests" label={t('capacity.maxGuests')}>
            {(props) => <Input {...props} {...text('maxGuests')} type="number" inputMode="numeric" min="1" step="1" />}
          </FormField>
        </div>
      </FormSection>

      <FormSection title={t('photos.title')} description={t('photos.hint', { max: LISTING_PHOTOS_MAX })}>
        <FormField name="images" label={t('photos.label')} className="[&>label]:sr-only">
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
        </FormField>
      </FormSection>

      <FormSection
        title={t('dates.title')}
        // Issue 29: both forms say what no dates means, and how a range is picked.
        description={t('dates.hint', { editing: listing ? 'yes' : 'no' })}
      >
        <FormField name="availableDates" label={t('dates.label')} className="[&>label]:sr-only">
          {(props) => (
            <AvailabilityPicker
              id={props.id}
              describedBy={props['aria-describedby']}
              value={values.availableDates}
              onChange={(dates) => set('availableDates', dates)}
              blocked={listing?.blockedDates}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField name="minNights" label={t('dates.minNights')}>
            {(props) => <Input {...props} {...text('minNights')} type="number" inputMode="numeric" min="1" max={LISTING_LIMITS.nightsMax} step="1" />}
          </FormField>
          <FormField name="maxNights" label={t('dates.maxNights', { max: LISTING_LIMITS.nightsMax })}>
            {(props) => <Input {...props} {...text('maxNights')} type="number" inputMode="numeric" min="1" max={LISTING_LIMITS.nightsMax} step="1" placeholder={t('dates.maxPlaceholder', { max: LISTING_LIMITS.nightsMax })} />}
          </FormField>
          <FormField name="advanceNoticeDays" label={t('dates.notice')}>
            {(props) => <Input {...props} {...text('advanceNoticeDays')} type="number" inputMode="numeric" min="0" step="1" />}
          </FormField>
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
          errors={{ cancellationPolicy: cancellationPolicyError, bookingMode: bookingModeError, timeZone: timeZoneError }}
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
        <FormField name="wifiMbps" label={t('work.wifi')} className="sm:max-w-xs" description={t('work.wifiHint')}>
          {(props) => <Input {...props} {...text('wifiMbps')} type="number" inputMode="numeric" min="0" step="1" placeholder={t('place.example', { value: '500' })} />}
        </FormField>
        <WorkspacePhotoField images={values.images} value={values.workspacePhoto} onChange={(photo) => set('workspacePhoto', photo)} error={workspacePhotoError} />
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
        <FormMessage name="accepts" />
      </FormSection>

      <FormSection title={t('amenities.title')}>
        <AmenitiesField value={values.amenities} onChange={(amenities) => set('amenities', amenities)} />
        <FormMessage name="amenities" />
      </FormSection>

      {/* Issue 41 */}
      <HouseRulesSection values={values} set={set} text={text} />
      <ArrivalGuideSection values={values} text={text} />

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-end">
        {uploading ? <p className="text-sm text-muted-foreground sm:mr-auto">{t('actions.waitPhotos')}</p> : null}
        <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
          {t('actions.cancel')}
        </Button>
        {listing ? (
          <Button type="submit" loading={submitting} disabled={uploading}>
            {submitting ? t('actions.saving') : t('actions.save')}
          </Button>
        ) : (
          <Button type="submit" loading={submitting} disabled={uploading}>
            {submitting ? t('actions.creating') : t('actions.create')}
          </Button>
        )}
      </div>
    </form>
    </FormProvider>
  );
}
