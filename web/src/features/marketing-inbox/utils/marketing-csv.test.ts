import { describe, expect, it } from 'vitest';
import type { DemoRequestEntry, WaitlistEntry } from '@worknest/shared/marketing';
import { demoRequestsCsv, waitlistCsv } from './marketing-csv';

const waitlistEntry: WaitlistEntry = {
  id: 'w1',
  email: 'hana@acme.test',
  role: 'hr',
  companyName: 'Acme, "Europe"',
  companySize: '51-200',
  regions: ['europe', 'north_america'],
  source: 'modal',
  submittedAt: '2025-10-13T16:05:00.000Z',
  firstSubmittedAt: '2025-10-01T08:00:00.000Z',
  submissionCount: 2,
};

const demoRequest: DemoRequestEntry = {
  id: 'd1',
  name: '=HYPERLINK("http://evil.example")',
  email: 'ada@acme.test',
  company: 'Acme',
  role: 'leadership',
  companySize: '501+',
  message: 'Line one\nline two',
  submittedAt: '2025-10-13T16:05:00.000Z',
  firstSubmittedAt: '2025-10-13T16:05:00.000Z',
  submissionCount: 1,
};

describe('waitlistCsv', () => {
  it('writes a header and one CRLF-terminated row per entry, quoting commas and quotes', () => {
    const lines = waitlistCsv([waitlistEntry]).split('\r\n');

    expect(lines[0]).toBe('Submitted at (UTC),Email,Role,Company,Company size,Primary regions,Form,First submitted at (UTC),Submissions');
    expect(lines[1]).toBe(
      '2025-10-13T16:05:00.000Z,hana@acme.test,HR/People Ops,"Acme, ""Europe""",51-200,"Europe; North America",Waitlist modal,2025-10-01T08:00:00.000Z,2',
    );
    expect(lines[2]).toBe('');
  });

  it('leaves empty optional fields empty', () => {
    const row = waitlistCsv([{ ...waitlistEntry, companyName: null, companySize: null, regions: [], source: 'quick' }]).split('\r\n')[1];

    expect(row).toBe('2025-10-13T16:05:00.000Z,hana@acme.test,HR/People Ops,,,,Quick form,2025-10-01T08:00:00.000Z,2');
  });
});

describe('demoRequestsCsv', () => {
  it('neutralises spreadsheet formulas and keeps multi-line messages in one quoted cell', () => {
    const csv = demoRequestsCsv([demoRequest]);

    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain('"Line one\nline two"');
    expect(csv.startsWith('Submitted at (UTC),Name,Email,Company,Role,Company size,Message,')).toBe(true);
  });
});
