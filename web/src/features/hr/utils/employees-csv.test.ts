import { describe, expect, it } from 'vitest';
import type { Employee } from '@worknest/shared/people';
import { employeesCsv, employeesCsvFileName } from './employees-csv';

const base: Employee = {
  id: '1', email: 'ada@acme.test', firstName: 'Ada', lastName: 'Lovelace', username: null,
  role: 'admin', companyDomain: 'acme.test', isActive: true, isDeleted: false, createdAt: '2026-11-01T10:00:00.000Z',
};

describe('employeesCsv', () => {
  it('writes a header and one quoted, injection-safe row per employee', () => {
    const csv = employeesCsv([base, { ...base, id: '2', email: 'x@acme.test', firstName: '=cmd()', lastName: 'O"Neil, Jr', isActive: false }]);
    expect(csv).toBe(
      'Name,Email,Role,Status,Member since\r\n' +
        'Ada Lovelace,ada@acme.test,admin,Active,2026-11-01\r\n' +
        `"'=cmd() O""Neil, Jr",x@acme.test,admin,Inactive,2026-11-01\r\n`,
    );
  });

  it('names the file after the domain and the day', () => {
    expect(employeesCsvFileName('acme.test', new Date('2026-11-22T08:00:00Z'))).toBe('acme.test-employees-2026-11-22.csv');
  });
});
