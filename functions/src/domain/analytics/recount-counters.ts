import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { emptyCounters, isoWeekStart, stayCounters, type Counters } from '@worknest/shared/analytics-counters';
import type { Canceller } from '@worknest/shared/cancellation-rules';
import { db, tableName } from '../../adapters/dynamodb';
import { keys } from '../../store/keys';

/**
 * Rebuilds every analytics counter from the data: the repair for counters that missed an update,
 * or that started after data existed. Reads the whole table with Scan, so it is an operator's tool
 * (`npm run admin -- stats recount`), never a request path; run it when few writes happen, since
 * a fact counted while it runs may be counted twice or not at all.
 */
export async function recountCounters(): Promise<{ totals: Counters; companies: number; weeks: number }> {
  const totals = emptyCounters();
  const byCompany = new Map<string, Counters>();
  const weeks = new Map<string, { bookings: number; nights: number; serviceFees: number }>();
  const oldStats: Record<string, unknown>[] = [];
  const company = (domain: string) => {
    if (!byCompany.has(domain)) byCompany.set(domain, emptyCounters());
    return byCompany.get(domain)!;
  };
  const week = (scope: string, weekStart: string) => {
    const key = `${scope}|${weekStart}`;
    if (!weeks.has(key)) weeks.set(key, { bookings: 0, nights: 0, serviceFees: 0 });
    return weeks.get(key)!;
  };

  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      if (String(item.pk).startsWith(keys.statsPartition(''))) oldStats.push({ pk: item.pk, sk: item.sk });
      switch (item.type) {
        case 'company':
          totals.companies += 1;
          company(String(item.domain));
          break;
        case 'user':
          totals.members += 1;
          company(String(item.companyDomain)).members += 1;
          break;
        case 'listing':
          if (item.isActive === true) {
            totals.activeListings += 1;
            company(String(item.companyDomain)).activeListings += 1;
          }
          break;
        case 'booking': {
          // Paid stays (issue 29): a confirmed one whole, a cancelled one less what its refund took back,
          // in the week it was confirmed (where the live counters counted it and took it back).
          const cancelledStay = item.status === 'cancelled' && typeof item.cancelledBy === 'string';
          if ((item.status !== 'confirmed' && !cancelledStay) || typeof item.confirmedAt !== 'string') break;
          const counted = stayCounters(
            {
              nights: Number(item.nights ?? 0),
              pricePerNight: Number(item.pricePerNight ?? 0),
              accommodationAmount: Number(item.accommodationAmount ?? 0),
              serviceFee: Number(item.serviceFee ?? 0),
              totalAmount: Number(item.totalAmount ?? 0),
            },
            cancelledStay ? { amount: Number(item.refundedAmount ?? 0), cancelledBy: item.cancelledBy as Canceller } : null,
          );
          const counters = company(String(item.companyDomain));
          for (const target of [totals, counters]) {
            target.bookings += counted.bookings;
            target.nights += counted.nights;
            target.serviceFees += counted.serviceFees;
          }
          for (const scope of ['ALL', `COMPANY#${item.companyDomain}`]) {
            const bucket = week(scope, isoWeekStart(item.confirmedAt));
            bucket.bookings += counted.bookings;
            bucket.nights += counted.nights;
            bucket.serviceFees += counted.serviceFees;
          }
          break;
        }
        case 'waitlistEntry':
          totals.waitlist += 1;
          break;
        case 'demoRequest':
          totals.demoRequests += 1;
          break;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);

  const items: Record<string, unknown>[] = [
    { ...keys.statsTotals('ALL'), type: 'stats', ...totals },
    ...[...byCompany].map(([domain, counters]) => ({ ...keys.statsTotals(`COMPANY#${domain}`), type: 'stats', ...counters })),
    ...[...weeks].map(([key, counters]) => {
      const [scope, weekStart] = key.split('|') as [string, string];
      return { ...keys.statsWeek(scope, weekStart), type: 'stats', ...counters };
    }),
  ];
  const fresh = new Set(items.map((item) => `${item.pk}|${item.sk}`));
  const requests = [
    ...oldStats.filter((key) => !fresh.has(`${key.pk}|${key.sk}`)).map((key) => ({ DeleteRequest: { Key: key } })),
    ...items.map((item) => ({ PutRequest: { Item: item } })),
  ];
  for (let i = 0; i < requests.length; i += 25) {
    let batch: Record<string, typeof requests> | undefined = { [tableName()]: requests.slice(i, i + 25) };
    while (batch && Object.keys(batch).length > 0) {
      const answer = await db.send(new BatchWriteCommand({ RequestItems: batch }));
      batch = answer.UnprocessedItems as typeof batch;
    }
  }
  return { totals, companies: byCompany.size, weeks: weeks.size };
}
