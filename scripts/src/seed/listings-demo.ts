import type { ListingInput } from '@worknest/shared/listing';
import type { WorkReadyInput } from '@worknest/shared/work-ready';
import type { Palette, SceneKind } from './listings-photo-scenes';

/**
 * The demo listings `npm run dev` seeds (issue 4): a few homes for sam@acme.test, one for
 * alex@acme.test (where sam stayed last week: bookings-seed.ts) and two for gus@globex.test, so
 * each company's grid has life in it. Photos are committed JPEGs in
 * `listings-photos/`, rendered from the scenes named here by `listings-photos-render.ts`.
 */

const palettes = {
  coastal: { wall: '#f3ede3', wallShade: '#e2d8c8', floor: '#c9a27a', floorShade: '#b38b63', accent: '#2f6f73', accent2: '#e39b5b', wood: '#b07a4f', sky: ['#8ec5e8', '#e8f3fa'] },
  nordic: { wall: '#eef0ee', wallShade: '#d9ddda', floor: '#d8c2a0', floorShade: '#c1a882', accent: '#516b5a', accent2: '#d9a441', wood: '#c49a6c', sky: ['#a9c3d9', '#eef3f7'] },
  berlin: { wall: '#e9e4dc', wallShade: '#d4ccc0', floor: '#8f6a4b', floorShade: '#7a5a3f', accent: '#8a3b3b', accent2: '#3e5c76', wood: '#9a6b45', sky: ['#9fb8cc', '#e6edf2'] },
  provence: { wall: '#f6eadb', wallShade: '#e8d6bf', floor: '#d49a6a', floorShade: '#bd8355', accent: '#3f6ea8', accent2: '#e0b04a', wood: '#a8744a', sky: ['#6fb3e0', '#dff0fa'] },
  highland: { wall: '#e6e9ec', wallShade: '#cfd5da', floor: '#a88c6d', floorShade: '#917658', accent: '#5a4e7c', accent2: '#7c9a6b', wood: '#8d6a4c', sky: ['#b3c2cf', '#edf1f4'] },
  danish: { wall: '#f1efe9', wallShade: '#dedad0', floor: '#cdb38f', floorShade: '#b69b77', accent: '#36577a', accent2: '#c8553d', wood: '#b98d5f', sky: ['#9cc0dc', '#eaf2f8'] },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

export function paletteOf(name: PaletteName): Palette {
  return palettes[name];
}

export interface DemoListing {
  host: string;
  slug: string;
  palette: PaletteName;
  scenes: SceneKind[];
  /** How many of the next 90 days are offered, every `everyNth` day from tomorrow on. */
  availability: { days: number; everyNth: number };
  /** The checklist; its workspace photo is the scene `workspace` when there is one (listings-seed.ts). */
  listing: Omit<ListingInput, 'images' | 'availableDates' | 'workReady'> & { workReady: Omit<WorkReadyInput, 'workspacePhoto'> };
}

export const demoListings: DemoListing[] = [
  {
    host: 'sam@acme.test',
    slug: 'harbour-loft',
    palette: 'coastal',
    scenes: ['workspace', 'living', 'bedroom', 'balcony'],
    availability: { days: 60, everyNth: 1 },
    listing: {
      title: 'Harbour loft with a standing desk',
      description:
        'A bright top-floor loft five minutes from the river. The desk faces the window, the chair is a proper ergonomic one, and the fibre line holds video calls all day. Cafés and the tram are round the corner.',
      rentalType: 'whole_apartment',
      pricePerNight: 8500,
      address: 'Rua da Boavista 112',
      // Issue 41: the home's position (the host's pin).
      latitude: 38.7087,
      longitude: -9.1493,
      city: 'Lisbon',
      state: 'Lisbon',
      country: 'Portugal',
      zipCode: '1200-066',
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      maxGuests: 2,
      amenities: ['WiFi', 'Dedicated Workspace', 'Kitchen', 'Air Conditioning', 'Washer', 'Coffee Maker', 'Balcony'],
      hasWorkspace: true,
      workReady: { deskAndChair: true, quietSpace: true, wifiMbps: 500, externalMonitor: true },
      minNights: 2,
      maxNights: 30,
      advanceNoticeDays: 2,
      cancellationPolicy: 'flexible',
      bookingMode: 'instant',
      timeZone: 'Europe/Lisbon',
      // Issue 41: alex's confirmed stay here (bookings-seed.ts) shows the guide on the stay page.
      houseRules: { smoking: false, pets: false, events: false, quietHours: { from: '22:00', to: '08:00' }, notes: 'Shoes off on the wooden floors, please. The neighbours below have a baby.' },
      arrivalGuide: {
        checkIn: 'Self check-in from 15:00. The street door code is 4721; the loft is on the 4th floor (lift to the 3rd, then one flight up).',
        keys: 'The key is in the grey key box left of the door, code 0815. Put it back in the box when you leave.',
        wifiName: 'Boavista-Loft-5G',
        wifiPassword: 'harbour-desk-500',
        parking: 'No parking at the building. The Santos car park (Av. 24 de Julho) is a four-minute walk, about EUR 15 a day.',
        other: 'Tram 25 stops at Rua de São Paulo, round the corner. Bins are in the courtyard: glass, paper and the rest.',
      },
    },
  },
  {
    host: 'sam@acme.test',
    slug: 'vondelpark-room',
    palette: 'nordic',
    scenes: ['bedroom', 'workspace', 'kitchen'],
    availability: { days: 45, everyNth: 2 },
    listing: {
      title: 'Quiet room near Vondelpark',
      description:
        'A calm private room in a shared canal house, with a small desk by the window and a bike you can borrow. Shared kitchen with good coffee; the park is a two-minute walk for a lunch break.',
      rentalType: 'room',
      pricePerNight: 5500,
      address: 'Overtoom 240',
      // Issue 41: the home's position (the host's pin).
      latitude: 52.3606,
      longitude: 4.8702,
      city: 'Amsterdam',
      state: 'North Holland',
      country: 'Netherlands',
      zipCode: '1054 HX',
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      maxGuests: 1,
      amenities: ['WiFi', 'Dedicated Workspace', 'Heating', 'Coffee Maker', 'Shower', 'Bike'],
      hasWorkspace: true,
      workReady: { deskAndChair: true, quietSpace: true, wifiMbps: 200, externalMonitor: false },
      minNights: 1,
      maxNights: 14,
      advanceNoticeDays: 1,
      cancellationPolicy: 'moderate',
      bookingMode: 'request',
      timeZone: 'Europe/Amsterdam',
    },
  },
  {
    host: 'sam@acme.test',
    slug: 'garden-office-flat',
    palette: 'berlin',
    scenes: ['living', 'kitchen', 'workspace', 'bedroom'],
    availability: { days: 30, everyNth: 3 },
    listing: {
      title: 'Family flat with a garden office',
      description:
        'Three bedrooms in a quiet Altbau building, with a separate garden office for deep work while the family explores the city. Gigabit internet, a big kitchen table and a playground across the street.',
      rentalType: 'whole_apartment',
      // Issue 35: above Acme's €150 cap (travel-policy-seed.ts), so the out-of-policy path can be tried at once.
      pricePerNight: 18000,
      address: 'Kastanienallee 48',
      // Issue 41: the home's position (the host's pin).
      latitude: 52.5377,
      longitude: 13.4101,
      city: 'Berlin',
      state: 'Berlin',
      country: 'Germany',
      zipCode: '10119',
      bedrooms: 3,
      beds: 4,
      bathrooms: 1.5,
      maxGuests: 6,
      amenities: ['WiFi', 'Dedicated Workspace', 'Kitchen', 'Parking', 'Heating', 'Washer', 'Dryer', 'Dishwasher', 'TV', 'Garden'],
      hasWorkspace: true,
      workReady: { deskAndChair: true, quietSpace: false, wifiMbps: 1000, externalMonitor: true },
      minNights: 3,
      maxNights: null,
      advanceNoticeDays: 7,
      cancellationPolicy: 'strict',
      bookingMode: 'instant',
      timeZone: 'Europe/Berlin',
    },
  },
  {
    host: 'alex@acme.test',
    slug: 'nyhavn-flat',
    palette: 'danish',
    scenes: ['workspace', 'living', 'kitchen'],
    availability: { days: 60, everyNth: 1 },
    listing: {
      title: 'Bright canal flat with a separate study',
      description:
        'A light two-room flat by the canal with a separate study: a wide desk, a proper chair and a door that closes. Fibre internet, a good coffee machine and the harbour bus outside the door.',
      rentalType: 'whole_apartment',
      pricePerNight: 9500,
      address: 'Christianshavns Kanal 12',
      // Issue 41: the home's position (the host's pin).
      latitude: 55.6729,
      longitude: 12.5886,
      city: 'Copenhagen',
      state: 'Capital Region',
      country: 'Denmark',
      zipCode: '1406',
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      maxGuests: 2,
      amenities: ['WiFi', 'Dedicated Workspace', 'Kitchen', 'Heating', 'Washer', 'Coffee Maker', 'Bike'],
      hasWorkspace: true,
      workReady: { deskAndChair: true, quietSpace: true, wifiMbps: 1000, externalMonitor: true },
      minNights: 2,
      maxNights: 21,
      advanceNoticeDays: 1,
      cancellationPolicy: 'moderate',
      bookingMode: 'instant',
      timeZone: 'Europe/Copenhagen',
    },
  },
  {
    host: 'gus@globex.test',
    slug: 'old-port-studio',
    palette: 'provence',
    scenes: ['balcony', 'workspace', 'bedroom'],
    availability: { days: 50, everyNth: 1 },
    listing: {
      title: 'Sunny studio by the old port',
      description:
        'A compact studio with a balcony over the harbour, a fold-out desk that seats two screens and fast, stable WiFi. Mornings are quiet; evenings smell of the fish market closing up.',
      rentalType: 'whole_apartment',
      pricePerNight: 7000,
      address: 'Quai de Rive Neuve 18',
      // Issue 41: the home's position (the host's pin).
      latitude: 43.2922,
      longitude: 5.3704,
      city: 'Marseille',
      state: "Provence-Alpes-Côte d'Azur",
      country: 'France',
      zipCode: '13007',
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      maxGuests: 2,
      amenities: ['WiFi', 'Dedicated Workspace', 'Kitchen', 'Air Conditioning', 'Coffee Maker', 'Balcony'],
      hasWorkspace: true,
      workReady: { deskAndChair: true, quietSpace: true, wifiMbps: 300, externalMonitor: false },
      minNights: 2,
      maxNights: 21,
      advanceNoticeDays: 3,
      cancellationPolicy: 'flexible',
      bookingMode: 'request',
      timeZone: 'Europe/Paris',
    },
  },
  {
    host: 'gus@globex.test',
    slug: 'attic-room',
    palette: 'highland',
    scenes: ['bedroom', 'kitchen'],
    availability: { days: 40, everyNth: 2 },
    listing: {
      title: 'Attic room under a skylight',
      description:
        'A cosy attic room in an old stone house with a skylight, thick walls and a shared kitchen downstairs. Good for a short visit to the office; the castle is a short walk uphill.',
      rentalType: 'room',
      pricePerNight: 4800,
      address: '14 Candlemaker Row',
      // Issue 41: the home's position (the host's pin).
      latitude: 55.9475,
      longitude: -3.1918,
      city: 'Edinburgh',
      state: 'Scotland',
      country: 'United Kingdom',
      zipCode: 'EH1 2QE',
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      maxGuests: 1,
      amenities: ['WiFi', 'Heating', 'Kitchen', 'Shower'],
      hasWorkspace: false,
      workReady: { deskAndChair: false, quietSpace: true, wifiMbps: 100, externalMonitor: false },
      minNights: 1,
      maxNights: 7,
      advanceNoticeDays: 0,
      cancellationPolicy: 'flexible',
      bookingMode: 'instant',
      timeZone: 'Europe/London',
    },
  },
];

/** The committed photo file of a listing's n-th scene (1-based). */
export function demoPhotoFile(listing: Pick<DemoListing, 'slug'>, n: number): string {
  return `${listing.slug}-${n}.jpg`;
}
