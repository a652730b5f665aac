import type { ReactNode } from 'react';
import { Bath, BedDouble, DoorOpen, Users } from 'lucide-react';
import type { Listing } from '@worknest/shared/listing';
import { plural } from '@worknest/shared/plural';

/** Capacity at a glance: bedrooms, beds, bathrooms, guests. */
export function ListingFacts({ listing }: { listing: Pick<Listing, 'bedrooms' | 'beds' | 'bathrooms' | 'maxGuests'> }) {
  const facts: { icon: ReactNode; text: string }[] = [
    { icon: <DoorOpen />, text: plural(listing.bedrooms, 'bedroom') },
    { icon: <BedDouble />, text: plural(listing.beds, 'bed') },
    { icon: <Bath />, text: plural(listing.bathrooms, 'bathroom') },
    { icon: <Users />, text: plural(listing.maxGuests, 'guest') },
  ];
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {facts.map((fact) => (
        <li key={fact.text} className="flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:text-muted-foreground">
          <span aria-hidden="true">{fact.icon}</span>
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
