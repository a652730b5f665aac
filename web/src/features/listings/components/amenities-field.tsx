import { amenityChoices, type Amenity } from '@worknest/shared/listing';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

/** The amenity checkboxes of SPEC.md §3, in the spec's order. */
export function AmenitiesField({ value, onChange }: { value: Amenity[]; onChange: (amenities: Amenity[]) => void }) {
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
              {amenity}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}
