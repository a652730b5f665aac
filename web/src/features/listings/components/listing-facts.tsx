import type { ReactNode } from 'react';
import { Bath, BedDouble, DoorOpen, Users } from 'lucide-react';
import type { Listing } from '@worknest/shared/listing';
import { useT } from '../../../lib/i18n';

/** Capacity at a glance: bedrooms, beds, bathrooms, guests. */
export function ListingFacts({ listing }: { listing: Pick<Listing, 'bedrooms' | 'beds' | 'bathrooms' | 'maxGuests'> }) {
  const t = useT('listing');
  const facts: { icon: ReactNode; text: string }[] = [
    { icon: <DoorOpen />, text: t('facts.bedrooms', { count: listing.bedrooms }) },
    { icon: <BedDouble />, text: t('facts.beds', { count: listing.beds }) },
    { icon: <Bath />, text: t('facts.bathrooms', { count: listing.bathrooms }) },
    { icon: <Users />, text: t('facts.guests', { count: listing.maxGuests }) },
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
