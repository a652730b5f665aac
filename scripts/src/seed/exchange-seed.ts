import { addDays, utcDate } from '@worknest/shared/booking-rules';
import type { ExchangeProgramme, HostRewards } from '@worknest/shared/credit-rules';

/**
 * Issue 37: Acme runs home exchange (credits and swaps on, 2 starter credits, a night 1 credit)
 * and rewards hosts €10 a night hosted on a business stay, capped at €200 a month; sam@acme.test
 * has 3 credits (2 starter + 1 from HR), alex@acme.test 2; alex has proposed a swap to sam
 * (alex's canal flat for sam's harbour loft), waiting for sam's answer on /app/swaps. Globex has
 * the programme off (nothing saved). Idempotent: a programme already saved, credits already
 * given and a swap already proposed are left as they are.
 */
export const ACME_EXCHANGE_PROGRAMME: ExchangeProgramme = { creditsEnabled: true, starterCredits: 2, nightCost: { whole_apartment: 1, room: 1 }, swapsEnabled: true };
export const ACME_HOST_REWARDS: HostRewards = { kind: 'cash', perNight: 1000, monthlyCapPerHost: 20000 };

export async function seedExchange(): Promise<string[]> {
  const credits = await import('@worknest/functions/store/credits');
  const { ensureStarterCredits } = await import('@worknest/functions/domain/credits/ledger');
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { listHostListings } = await import('@worknest/functions/store/listings');
  const { listMemberSwaps } = await import('@worknest/functions/store/swaps');
  const { proposeSwap } = await import('@worknest/functions/domain/swaps/swaps');
  const now = new Date().toISOString();
  const [sam, alex] = await Promise.all([getUserByEmail('sam@acme.test'), getUserByEmail('alex@acme.test')]);
  if (!sam || !alex) throw new Error('Seed the demo accounts first: sam@acme.test or alex@acme.test is missing');

  const saved = await credits.getExchangeProgramme('acme.test');
  if (!saved.creditsEnabled && !saved.swapsEnabled) await credits.putExchangeProgramme('acme.test', ACME_EXCHANGE_PROGRAMME, now);
  if ((await credits.getHostRewards('acme.test')).kind === 'none') await credits.putHostRewards('acme.test', ACME_HOST_REWARDS, now);
  const programme = await credits.getExchangeProgramme('acme.test');
  await ensureStarterCredits(sam.id, programme);
  await ensureStarterCredits(alex.id, programme);
  // One credit from HR for sam (its own key, so a second seed does not give it again).
  await credits.appendCreditEntry({ userId: sam.id, key: 'demo-welcome#adjustment', amount: 1, kind: 'adjustment', note: 'Welcome to home exchange', atMs: Date.now() });

  if ((await listMemberSwaps(alex.id)).length === 0) {
    const alexHome = (await listHostListings(alex.id, 50)).items.find((item) => item.title === 'Bright canal flat with a separate study');
    const samHome = (await listHostListings(sam.id, 50)).items.find((item) => item.title === 'Harbour loft with a standing desk');
    if (!alexHome || !samHome) throw new Error('Seed the demo listings first: alex’s canal flat or sam’s harbour loft is missing');
    const today = utcDate(Date.now());
    // A proposal the rules refuse (the demo homes' dates changed) must not stop the rest of the seed.
    await proposeSwap(
      { userId: alex.id, companyDomain: 'acme.test', role: alex.role },
      {
        myListingId: alexHome.id,
        theirListingId: samHome.id,
        // sam at alex's canal flat, alex at sam's harbour loft.
        myStay: { checkIn: addDays(today, 30), checkOut: addDays(today, 33), numberOfGuests: 1 },
        theirStay: { checkIn: addDays(today, 40), checkOut: addDays(today, 43), numberOfGuests: 1 },
        message: 'Shall we swap for a few days? My canal flat has a proper study.',
      },
    ).catch((error: unknown) => console.warn(`Demo swap not proposed: ${(error as Error).message}`));
  }
  return [exchangeLine()];
}

/** The line `npm run dev` prints (README "Demo data"). */
export function exchangeLine(): string {
  return 'Home exchange: Acme has credits and swaps on (2 starter credits; sam 3, alex 2), hosts earn €10 a night hosted on a business stay (at most €200 a month); alex@acme.test has proposed a swap to sam@acme.test (/app/swaps). Globex has it off.';
}
