/**
 * Issue 41: Acme's offices, placed by the same domain service as `PUT /api/hr/offices` (geocoded
 * through the local Places stand-in, which knows towns: each office lands on its city). Skipped
 * when Acme already has offices, so an interrupted seed can run again.
 */
export const demoOffices = [
  { name: 'Acme Lisbon', address: 'Avenida da Liberdade 110, 1250-146 Lisbon, Portugal' },
  { name: 'Acme Berlin', address: 'Friedrichstraße 68, 10117 Berlin, Germany' },
  { name: 'Acme Copenhagen', address: 'Bredgade 30, 1260 Copenhagen, Denmark' },
];

export async function seedOffices(): Promise<string[]> {
  const { getOffices } = await import('@worknest/functions/store/offices');
  const { setOffices } = await import('@worknest/functions/domain/companies/set-offices');
  if ((await getOffices('acme.test')).length === 0) await setOffices('acme.test', demoOffices);
  return [`Acme offices: ${demoOffices.map((office) => office.name.replace('Acme ', '')).join(', ')} (search homes near one on /app/listings)`];
}
