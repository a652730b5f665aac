import { safeFileName, toCsv } from '@worknest/shared/csv';
import { personName, type Employee } from '@worknest/shared/people';

/** The Company Employees list as an RFC 4180 file, safe to open in a spreadsheet. */
export function employeesCsv(employees: readonly Employee[]): string {
  return toCsv(
    ['Name', 'Email', 'Role', 'Status', 'Member since'],
    employees.map((e) => [personName(e), e.email, e.role, e.isDeleted ? 'Deleted' : e.isActive ? 'Active' : 'Inactive', e.createdAt.slice(0, 10)]),
  );
}

export function employeesCsvFileName(domain: string, today = new Date()): string {
  return `${safeFileName(`${domain}-employees-${today.toISOString().slice(0, 10)}`)}.csv`;
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
