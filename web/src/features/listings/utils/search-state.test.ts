import { describe, expect, it } from 'vitest';
import { formatEuros } from '@worknest/shared/booking-rules';
import { activeFilterCount, emptySearch, eurosFieldToCents, isFiltered, readSearch, searchParamsOf, stayNightCount, stayTotalLabel } from './search-state';

describe('the search in the URL', () => {
  it('reads what it writes (a shared link gives the same search)', () => {
    const state = {
      ...emptySearch,
      q: 'Lisbon',
      checkIn: '2030-03-12',
      checkOut: '2030-03-15',
      guests: 2,
      minPrice: 5000,
      maxPrice: 9000,
      type: 'room' as const,
      workspace: true,
      minWifiMbps: 100,
      workReady: true,
      amenities: ['WiFi' as const, 'Kitchen' as const],
      inPolicy: true,
      accepts: 'swap' as const,
      sort: 'price_asc' as const,
    };
    const params = searchParamsOf(state);
    expect(params.toString()).toBe(
      'q=Lisbon&checkIn=2030-03-12&checkOut=2030-03-15&guests=2&minPrice=5000&maxPrice=9000&type=room&workspace=true&minWifiMbps=100&workReady=true&amenities=WiFi%2CKitchen&inPolicy=true&accepts=swap&sort=price_asc',
    );
    expect(readSearch(params)).toEqual(state);
  });

  it('drops what a hand-edited URL gets wrong instead of sending it', () => {
    const state = readSearch(new URLSearchParams('checkIn=2030-03-15&checkOut=2030-03-12&guests=0&type=castle&sort=cheap&amenities=wifi,Sauna&minPrice=-5&inPolicy=yes&accepts=money'));
    expect(state).toEqual({ ...emptySearch, amenities: ['WiFi'] });
    expect(searchParamsOf(emptySearch).toString()).toBe('');
  });

  it('counts the active filters of the Filters panel', () => {
    expect(activeFilterCount(emptySearch)).toBe(0);
    expect(activeFilterCount({ ...emptySearch, q: 'x', guests: 2 })).toBe(0);
    expect(activeFilterCount({ ...emptySearch, minPrice: 1, maxPrice: 2, workspace: true, amenities: ['WiFi', 'Kitchen'] })).toBe(4);
    expect(activeFilterCount({ ...emptySearch, accepts: 'credits' })).toBe(1);
    expect(isFiltered({ ...emptySearch, sort: 'price_desc' })).toBe(false);
    expect(isFiltered({ ...emptySearch, guests: 3 })).toBe(true);
  });

  it('prices the chosen stay on the card', () => {
    expect(stayNightCount({ checkIn: '2030-03-12', checkOut: '2030-03-15' })).toBe(3);
    expect(stayNightCount({ checkIn: null, checkOut: null })).toBeNull();
    expect(stayTotalLabel(8500, 3, formatEuros)).toBe('€255 for 3 nights');
    expect(stayTotalLabel(8550, 1, formatEuros)).toBe('€85.50 for 1 night');
    expect(eurosFieldToCents('85,5')).toBe(8550);
    expect(eurosFieldToCents('')).toBeNull();
    expect(eurosFieldToCents('abc')).toBeNull();
  });
});
