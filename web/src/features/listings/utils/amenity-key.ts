/** Issue 40: an amenity's catalog key (`listings` namespace): its stored English name without spaces ("amenity.CoffeeMaker"). */
export function amenityKey(amenity: string): string {
  return `amenity.${amenity.replace(/ /g, '')}`;
}
