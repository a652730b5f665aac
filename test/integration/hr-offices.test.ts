import { beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_MESSAGES, officesAfter, type MemberOffice, type Office } from '@worknest/shared/offices';
import type { ErrorBody, Member } from './listings-support';
import { newCompany, signedInMember } from './support/members';

/*
 * Issue 41, HR → Offices (ADR 0126): the screen sends the whole list with one change
 * (`officesAfter`), so the API must keep the other offices' ids and positions, geocode only what is
 * new or changed, drop what is left out, refuse what the form refuses with the same messages, and
 * keep each company to its own offices.
 */

let hr: Member;
let employee: Member;
let otherHr: Member;

beforeAll(async () => {
  const [domain, otherDomain] = await Promise.all([newCompany('Offices Co'), newCompany('Other Offices Co')]);
  [hr, employee, otherHr] = await Promise.all([signedInMember(domain, 'hr', 'Hanna'), signedInMember(domain, 'employee', 'Emil'), signedInMember(otherDomain, 'hr', 'Otto')]);
}, 120_000);

async function save(member: Member, offices: unknown): Promise<{ status: number; body: { offices: Office[] } & ErrorBody; text: string }> {
  return member.client.put<{ offices: Office[] } & ErrorBody>('/api/hr/offices', { offices });
}

describe('HR offices, one change at a time (issue 41)', { timeout: 120_000 }, () => {
  it('adds, edits and deletes through the whole list; the others keep their ids and positions', async () => {
    const empty = await hr.client.get<{ offices: Office[] }>('/api/hr/offices');
    expect(empty.status).toBe(200);
    expect(empty.body.offices).toEqual([]);

    const added = await save(hr, officesAfter([], { save: { name: 'Offices Co Porto', address: 'Rua de Santa Catarina 1, 4000-447 Porto, Portugal' } }));
    expect(added.status, added.text).toBe(200);
    const porto = added.body.offices[0]!;
    // The local gazetteer knows towns: the office stands on Porto, and says so.
    expect(porto).toMatchObject({ name: 'Offices Co Porto', locationSource: 'city' });
    expect(porto.latitude).toBeCloseTo(41.15, 1);

    const two = await save(hr, officesAfter(added.body.offices, { save: { name: 'Offices Co Berlin', address: 'Friedrichstraße 68, 10117 Berlin, Germany' } }));
    expect(two.status, two.text).toBe(200);
    expect(two.body.offices.map((office) => office.name)).toEqual(['Offices Co Porto', 'Offices Co Berlin']);
    expect(two.body.offices[0]).toEqual(porto);

    // A rename keeps the id and the position; a new address moves it.
    const renamed = await save(hr, officesAfter(two.body.offices, { id: porto.id, save: { name: 'Offices Co Porto Hub', address: porto.address } }));
    expect(renamed.body.offices[0]).toEqual({ ...porto, name: 'Offices Co Porto Hub' });
    const moved = await save(hr, officesAfter(renamed.body.offices, { id: porto.id, save: { name: 'Offices Co Porto Hub', address: 'Avenida da Liberdade 110, 1250-146 Lisbon, Portugal' } }));
    expect(moved.body.offices[0]!.id).toBe(porto.id);
    expect(moved.body.offices[0]!.latitude).toBeCloseTo(38.72, 1);

    // Delete: the office leaves HR's list and the members' list; searching near it is a 400.
    const deleted = await save(hr, officesAfter(moved.body.offices, { remove: porto.id }));
    expect(deleted.body.offices.map((office) => office.name)).toEqual(['Offices Co Berlin']);
    const members = await employee.client.get<{ offices: MemberOffice[] }>('/api/offices');
    expect(members.body.offices.map((office) => office.name)).toEqual(['Offices Co Berlin']);
    expect((await employee.client.get(`/api/listings?near=${porto.id}`)).status).toBe(400);
  });

  it.each([
    ['no name', [{ name: ' ', address: 'Rua Augusta 2, Lisbon' }], OFFICE_MESSAGES.name],
    ['a name over 80 characters', [{ name: 'x'.repeat(81), address: 'Rua Augusta 2, Lisbon' }], OFFICE_MESSAGES.name],
    ['a short address', [{ name: 'Short', address: 'Rua' }], OFFICE_MESSAGES.address],
    ['two offices of one name', [{ name: 'Twin', address: 'Rua Augusta 2, Lisbon' }, { name: 'twin', address: 'Rua Augusta 4, Lisbon' }], OFFICE_MESSAGES.nameRepeated],
    ['21 offices', Array.from({ length: 21 }, (_, i) => ({ name: `Office ${i}`, address: `Rua Augusta ${i + 10}, Lisbon` })), OFFICE_MESSAGES.list],
    ['not a list', 'Lisbon', OFFICE_MESSAGES.list],
  ])('400 with the form’s message for %s, and nothing saved', async (_case, offices, message) => {
    const before = await hr.client.get<{ offices: Office[] }>('/api/hr/offices');
    const answer = await save(hr, offices);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await hr.client.get<{ offices: Office[] }>('/api/hr/offices')).body.offices).toEqual(before.body.offices);
  });

  it('an employee may not read or change the offices (403); another company neither sees nor keeps them', async () => {
    expect((await employee.client.get('/api/hr/offices')).status).toBe(403);
    expect((await save(employee, [])).status).toBe(403);
    const ours = (await hr.client.get<{ offices: Office[] }>('/api/hr/offices')).body.offices;
    expect(ours.length).toBeGreaterThan(0);
    // Another company's HR reads its own (empty) list, and cannot name our office by its id.
    expect((await otherHr.client.get<{ offices: Office[] }>('/api/hr/offices')).body.offices).toEqual([]);
    const foreign = await save(otherHr, [{ id: ours[0]!.id, name: 'Taken over', address: 'Rua Augusta 2, Lisbon' }]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(OFFICE_MESSAGES.id);
    expect((await hr.client.get<{ offices: Office[] }>('/api/hr/offices')).body.offices).toEqual(ours);
  });
});
