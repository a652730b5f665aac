import type { DemoRequestHistory, DemoSubmissionRecord } from '@worknest/shared/marketing';
import { defineHandler } from '../../middleware/define-handler';
import { listSubmissions } from '../../store/marketing';
import { marketingHistoryQuery } from './marketing-inputs';

/** `GET /api/demo-request/history?email=`: admin only (route table); every kept demo request of the address, newest first. */
export const handler = defineHandler({ query: marketingHistoryQuery }, async ({ query }): Promise<DemoRequestHistory> => {
  const submissions = await listSubmissions('demo', query.email);
  return {
    email: query.email,
    submissions: submissions.map((item) => ({
      id: item.id,
      name: String(item.name),
      email: String(item.email),
      company: String(item.company),
      role: item.role as DemoSubmissionRecord['role'],
      companySize: item.companySize as DemoSubmissionRecord['companySize'],
      message: (item.message as string | undefined) ?? null,
      submittedAt: item.submittedAt,
    })),
  };
});
