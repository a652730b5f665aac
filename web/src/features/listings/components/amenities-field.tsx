import { amenityChoices, type Amenity } from '@worknest/shared/listing';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useT } from '../../../lib/i18n';
import { amenityKey } from '../utils/amenity-key';

/** The amenity checkboxes of SPEC.md §3, in the spec's order. */
export function AmenitiesField({ value, onChange }: { value: Amenity[]; onChange: (amenities: Amenity[]) => void }) {
  // Issue 40: the names are the `listings` catalog's (the filters show the same), loaded with the form.
  const t = useT('listings');
  function toggle(amenity: Amenity, checked: boolean) {
    onChange(checked ? amenityChoices.filter((a) => a === amenity || value.includes(a)) : value.filter((a) => a !== amenity));
  }
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      {amenityChoices.map((amenity) => {
        const id = `amenity-${amenity.replaceAll(' ', '-').toLowerCase()}`;
        return (
          <li key={amenity} className="flex items-center gap-2">
            <Checkbox id={id} checked={value.includes(amenity)} onCheckedChange={(checked) => toggle(amenity, checked === true)} />
            <Label htmlFor={id} className="font-normal">
              {t(amenityKey(amenity))}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}
