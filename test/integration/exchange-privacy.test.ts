import { describe, expect, it } from 'vitest';
import type { CreditsView, ExchangeProgramme } from '@worknest/shared/credit-rules';
import type { Listing } from '@worknest/shared/listing';
import type { SwapList, SwapView } from '@worknest/shared/swap-rules';
import { stay, type ErrorBody } from './booking-support';
import { uploadPhoto, validListing } from './listings-support';
import { newCompany, signedInMember, type SignedInMember } from './support/members';

/*
 * Issue 37 (ADR 0162): the data export and the erasure cover the home exchange: the export holds
 * the member's credits (balance and entries) and swaps; the erasure removes the credits and keeps
 * each swap for the other member under the pseudonym, without the proposal's message, closed.
 */

const PROGRAMME: ExchangeProgramme = { creditsEnabled: true, starterCredits: 2, nightCost: { whole_apartment: 1, room: 1 }, swapsEnabled: true };

async function homeOf(member: SignedInMember): Promise<Listing> {
  const images = [await uploadPhoto(member), await uploadPhoto(member)];
  let created = await member.client.post<Listing>('/api/listings', { ...validListing(images), minNights: 1 });
  if (created.status >= 500) created = await member.client.post<Listing>('/api/listings', { ...validListing(images), minNights: 1 });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

describe('privacy of the home exchange', () => {
  it('exports credits and swaps, and erases the credits while the other member keeps the swap', async () => {
    const domain = await newCompany('Private Exchange Co');
    const [hr, alex, sam] = await Promise.all([signedInMember(domain, 'hr', 'Hanna'), signedInMember(domain, 'employee', 'Alex'), signedInMember(domain, 'employee', 'Sam')]);
    expect((await hr.client.put('/api/hr/exchange-programme', PROGRAMME)).status).toBe(200);
    const [alexHome, samHome] = await Promise.all([homeOf(alex), homeOf(sam)]);
    expect((await alex.client.get<CreditsView>('/api/credits')).body.balance).toBe(2);
    const proposed = await alex.client.post<SwapView & ErrorBody>('/api/swaps', {
      myListingId: alexHome.id,
      theirListingId: samHome.id,
      myStay: { ...stay(40, 2), numberOfGuests: 1 },
      theirStay: { ...stay(50, 2), numberOfGuests: 1 },
      message: 'Private note about my flat',
    });
    expect(proposed.status, proposed.text).toBe(201);

    const exported = await alex.client.get<{ credits: { balance: number; entries: { kind: string; amount: number }[] }; swaps: { id: string; role: string; message: string | null }[] }>('/api/users/me/export');
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.credits).toMatchObject({ balance: 2, entries: [expect.objectContaining({ kind: 'starter', amount: 2 })] });
    expect(exported.body.swaps).toEqual([expect.objectContaining({ id: proposed.body.id, role: 'proposer', message: 'Private note about my flat' })]);

    const erased = await alex.client.request('DELETE', '/api/users/me', { json: { confirmEmail: alex.email } });
    expect(erased.status, erased.text).toBe(204);
    const samsSwaps = await sam.client.get<SwapList>('/api/swaps');
    expect(samsSwaps.status, samsSwaps.text).toBe(200);
    const kept = [...samsSwaps.body.in, ...samsSwaps.body.out, ...samsSwaps.body.decided].find((swap) => swap.id === proposed.body.id);
    expect(kept).toMatchObject({ status: 'withdrawn', message: null, awaiting: null });
    expect(kept!.proposerId).not.toBe(alex.id);
  }, 180_000);
});
