import { describe, expect, it } from 'vitest';
import { OFFICE_MESSAGES, officeDraftErrors, officeInputOf, officePlacement, officesAfter, type Office } from './offices';

const lisbon: Office = { id: 'a1', name: 'Acme Lisbon', address: 'Avenida da Liberdade 110, Lisbon', latitude: 38.72, longitude: -9.14, locationSource: 'address' };
const berlin: Office = { id: 'b2', name: 'Acme Berlin', address: 'Unter den Linden 1, Berlin', latitude: 52.52, longitude: 13.4, locationSource: 'city' };

describe('officeDraftErrors (the HR form, same rules as PUT /api/hr/offices)', () => {
  it('accepts a named office with an address', () => {
    expect(officeDraftErrors({ name: 'Acme Porto', address: 'Rua de Santa Catarina 1, Porto' }, [lisbon, berlin])).toEqual({});
  });

  it('asks for a name of 1 to 80 characters and an address of 5 to 200', () => {
    expect(officeDraftErrors({ name: '   ', address: 'Rua' }, [])).toEqual({ name: OFFICE_MESSAGES.name, address: OFFICE_MESSAGES.address });
    expect(officeDraftErrors({ name: 'x'.repeat(81), address: 'y'.repeat(201) }, [])).toEqual({ name: OFFICE_MESSAGES.name, address: OFFICE_MESSAGES.address });
    expect(officeDraftErrors({ name: 'x'.repeat(80), address: 'y'.repeat(200) }, [])).toEqual({});
  });

  it('refuses a name another office has, whatever its case', () => {
    expect(officeDraftErrors({ name: '  acme LISBON ', address: 'Rua Augusta 2, Lisbon' }, [lisbon])).toEqual({ name: OFFICE_MESSAGES.nameRepeated });
  });
});

describe('officesAfter (the whole list after one change)', () => {
  it('adds a new office without an id, keeping the others with theirs', () => {
    expect(officesAfter([lisbon], { save: { name: ' Acme Porto ', address: 'Rua 1, Porto ' } })).toEqual([
      { id: 'a1', name: 'Acme Lisbon', address: 'Avenida da Liberdade 110, Lisbon' },
      { name: 'Acme Porto', address: 'Rua 1, Porto' },
    ]);
  });

  it('edits one office in place, by its id', () => {
    expect(officesAfter([lisbon, berlin], { id: 'b2', save: { name: 'Acme Berlin Mitte', address: 'Unter den Linden 1, Berlin' } })).toEqual([
      { id: 'a1', name: 'Acme Lisbon', address: 'Avenida da Liberdade 110, Lisbon' },
      { id: 'b2', name: 'Acme Berlin Mitte', address: 'Unter den Linden 1, Berlin' },
    ]);
  });

  it('removes one office', () => {
    expect(officesAfter([lisbon, berlin], { remove: 'a1' })).toEqual([{ id: 'b2', name: 'Acme Berlin', address: 'Unter den Linden 1, Berlin' }]);
  });

  it('cleans lines as the server does', () => {
    expect(officeInputOf({ name: '\tAcme\u200B Oslo\n', address: 'Karl Johans gate 1' })).toEqual({ name: 'Acme Oslo', address: 'Karl Johans gate 1' });
  });
});

describe('officePlacement', () => {
  it('says whether the address, only its town, or nothing was found', () => {
    expect(officePlacement(lisbon).state).toBe('address');
    expect(officePlacement(berlin).state).toBe('city');
    expect(officePlacement({ latitude: null, locationSource: null }).state).toBe('none');
  });
});
