import { addMonths, monthLabel, reportRows, type ReportAnswer } from '@worknest/shared/hr-report-rules';
import { invoiceMonth } from '@worknest/shared/business-stay-rules';
import { sendMail, type OutgoingMail } from '../../adapters/mail';
import { ENV, requireEnv } from '../../config/function-environment';
import { logger } from '../../logging/logger';
import { listCompanies } from '../../store/companies';
import { claimTravelSummary, readTravelAggregates, releaseTravelSummary } from '../../store/travel-reports';
import { listCompanyUsers, type UserRecord } from '../../store/users';
import { compose, firstNameOf, type UnsubscribeLinks } from '../notifications/notification-mails';
import { travelMailText } from '../mail-text/travel-text';
import { mayMail, unsubscribeLinks } from '../notifications/optional-mail';
import { companyBenchmarks } from './travel-reports';

/**
 * Issue 36, the `send-travel-summaries` job: on the 1st (UTC; a run missed that day does it on the
 * 2nd), each company with business stays last month gets one e-mail per HR member (and admin of the
 * company) who has "Monthly travel summary" on: last month's stays, nights, spend and savings
 * against hotels, with a link to the report and one-click unsubscribe. Each company's month is
 * claimed first, so two runs send it once; a failure gives the claim back for the next run.
 */
export interface TravelSummaryRun {
  companies: number;
  sent: number;
  failed: number;
}

export async function sendTravelSummaries(nowMs: number): Promise<TravelSummaryRun> {
  const run: TravelSummaryRun = { companies: 0, sent: 0, failed: 0 };
  if (new Date(nowMs).getUTCDate() > 2) return run;
  const month = addMonths(invoiceMonth(nowMs).month, -1);
  const appOrigin = requireEnv(ENV.appOrigin);
  let companiesKey: Record<string, unknown> | undefined;
  do {
    const { companies, lastKey } = await listCompanies(100, companiesKey);
    for (const company of companies) {
      try {
        const items = await readTravelAggregates(company.domain, month, month, false);
        const { rows, totals } = reportRows(items, 'month', await companyBenchmarks(company.domain));
        if (totals.stays <= 0 && totals.spendCents === 0) continue;
        if (!(await claimTravelSummary(company.domain, month, new Date(nowMs).toISOString()))) continue;
        run.companies += 1;
        try {
          for (const recipient of await summaryRecipients(company.domain)) {
            if (!(await mayMail(recipient, 'travelSummary'))) continue;
            await sendMail(travelSummaryMail({ recipient, companyName: company.name, month, report: { rows, totals }, appOrigin, unsubscribe: await unsubscribeLinks(recipient.id, 'travelSummary', appOrigin) }));
            run.sent += 1;
          }
        } catch (error) {
          await releaseTravelSummary(company.domain, month);
          throw error;
        }
      } catch (error) {
        run.failed += 1;
        logger.error('travel summary failed; tried again next run', { domain: company.domain, month, error: error as Error });
      }
    }
    companiesKey = lastKey;
  } while (companiesKey);
  return run;
}

async function summaryRecipients(domain: string): Promise<UserRecord[]> {
  const found: UserRecord[] = [];
  let key: Record<string, unknown> | undefined;
  do {
    const { users, lastKey } = await listCompanyUsers(domain, 100, key);
    found.push(...users.filter((user) => (user.role === 'hr' || user.role === 'admin') && user.isActive && !user.deletedAt));
    key = lastKey;
  } while (key);
  return found;
}

/** The e-mail: last month's figures in words, the button to the report, one-click unsubscribe. */
export function travelSummaryMail(input: {
  recipient: UserRecord;
  companyName: string;
  month: string;
  report: Pick<ReportAnswer, 'rows' | 'totals'>;
  appOrigin: string;
  unsubscribe: UnsubscribeLinks;
}): OutgoingMail {
  const { totals } = input.report;
  // Issue 40: in the recipient's language (their `locale`), euros and the month too.
  const kit = travelMailText(input.recipient.locale);
  const { t, euros } = kit;
  const saving = { saving: totals.savingsCents >= 0 ? 'saved' : 'cost', amount: euros(Math.abs(totals.savingsCents)) };
  // English keeps the report's short month ("Oct 2026"); other languages name it as Intl does.
  const period = kit.locale === 'en' ? monthLabel(input.month) : kit.dates.monthYear(input.month);
  const company = input.companyName;
  return compose({
    kit,
    to: input.recipient.email,
    subject: t('travel.subject', { company, period, spend: euros(totals.spendCents), ...saving }),
    paragraphs: [
      t('hi', { name: firstNameOf(input.recipient) }),
      t('travel.summary', { period, company, stays: totals.stays, nights: totals.nights, spend: euros(totals.spendCents), average: euros(totals.averageNightlyCents) }),
      t('travel.benchmark', { benchmark: euros(totals.benchmarkCents), ...saving }),
      ...(totals.outOfPolicyStays > 0 ? [t('travel.outOfPolicy', { count: totals.outOfPolicyStays })] : []),
    ],
    button: { href: `${input.appOrigin}/app/hr/reports`, label: t('travel.button') },
    unsubscribe: input.unsubscribe,
  });
}
