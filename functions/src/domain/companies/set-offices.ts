import { randomUUID } from 'node:crypto';
import { OFFICE_MESSAGES, type Office, type OfficeInput } from '@worknest/shared/offices';
import { nowIso } from '../../clock';
import { getOffices, putOffices } from '../../store/offices';
import { logger } from '../../logging/logger';
import { InvalidInputError } from '../errors';
import { locateAddress } from '../geo/locate-address';

/**
 * HR replaces its company's offices (issue 41). An office keeps its id (so searches near it go on
 * working) when it is sent back with it; a new one gets an id. Each address is geocoded like a
 * listing's: found, only its town found (`city`), or not found (no position, not offered to
 * members for searching near it). Unchanged addresses are not geocoded again.
 */
export async function setOffices(domain: string, input: readonly OfficeInput[]): Promise<Office[]> {
  const before = await getOffices(domain);
  const known = new Map(before.map((office) => [office.id, office]));
  const unknown = input.findIndex((office) => office.id !== undefined && !known.has(office.id));
  if (unknown >= 0) throw new InvalidInputError(OFFICE_MESSAGES.id, [{ path: `${unknown}.id`, message: OFFICE_MESSAGES.id }], 'unknown_office');
  const offices = await Promise.all(
    input.map(async (office): Promise<Office> => {
      const previous = office.id ? known.get(office.id) : undefined;
      if (previous && previous.address === office.address) return { ...previous, name: office.name };
      const found = await locateAddress({ text: office.address });
      return {
        id: previous?.id ?? randomUUID(),
        name: office.name,
        address: office.address,
        latitude: found?.latitude ?? null,
        longitude: found?.longitude ?? null,
        locationSource: found?.source ?? null,
      };
    }),
  );
  await putOffices(domain, offices, nowIso());
  logger.info('offices updated', { companyDomain: domain, offices: offices.length, located: offices.filter((office) => office.latitude !== null).length });
  return offices;
}
