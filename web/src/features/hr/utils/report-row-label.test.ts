import { describe, expect, it } from 'vitest';
import { unnamedRowKey } from './report-row-label';

describe('unnamedRowKey (a report row the server could not name is translated)', () => {
  it('names the missing country, city, cost centre and the erased traveller', () => {
    expect(unnamedRowKey('country', { key: '', label: 'Unknown country' })).toBe('reports.row.unknownCountry');
    expect(unnamedRowKey('city', { key: 'DE/', label: 'Unknown city' })).toBe('reports.row.unknownCity');
    expect(unnamedRowKey('city', { key: '/', label: 'Unknown city' })).toBe('reports.row.unknownCity');
    expect(unnamedRowKey('costCentre', { key: '', label: 'No cost centre' })).toBe('reports.row.noCostCentre');
    expect(unnamedRowKey('traveller', { key: 'user-9', label: 'Former member' })).toBe('reports.row.formerMember');
  });

  it('keeps the names rows were given', () => {
    expect(unnamedRowKey('country', { key: 'DE', label: 'DE' })).toBeNull();
    expect(unnamedRowKey('city', { key: 'DE/Berlin', label: 'Berlin, DE' })).toBeNull();
    expect(unnamedRowKey('costCentre', { key: 'CC-7', label: 'CC-7 (Sales)' })).toBeNull();
    expect(unnamedRowKey('traveller', { key: 'user-1', label: 'Sam Jones' })).toBeNull();
    expect(unnamedRowKey('month', { key: '2026-11', label: 'Nov 2026' })).toBeNull();
  });
});
