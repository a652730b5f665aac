import type { WaitlistHistory, WaitlistSubmissionRecord } from '@worknest/shared/marketing';
import { defineHandler } from '../../middleware/define-handler';
import { listSubmissions } from '../../store/marketing';
import { marketingHistoryQuery } from './marketing-inputs';

/** `GET /api/waitlist/history?email=`: admin only (route table); every kept submission of the address, newest first. */
export const handler = defineHandler({ query: marketingHistoryQuery }, async ({ query }): Promise<WaitlistHistory> => {
  const submissions = await listSubmissions('waitlist', query.email);
  return {
    email: query.email,
    submissions: submissions.map((item) => ({
      id: item.id,
      email: String(item.email),
      role: item.role as WaitlistSubmissionRecord['role'],
      companyName: (item.companyName as string | undefined) ?? null,
      companySize: (item.companySize as WaitlistSubmissionRecord['companySize'] | undefined) ?? null,
      regions: (item.regions as WaitlistSubmissionRecord['regions'] | undefined) ?? [],
      source: (item.source as WaitlistSubmissionRecord['source'] | undefined) ?? 'modal',
      submittedAt: item.submittedAt,
    })),
  };
});
