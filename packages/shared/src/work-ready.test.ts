import { describe, expect, it } from 'vitest';
import {
  emptyWorkReady,
  formatMbps,
  isWorkReady,
  parseWifiMbps,
  WORK_READY_MIN_WIFI_MBPS,
  workReadyFromLegacy,
  workReadyHighlights,
  workReadySchema,
  type WorkReady,
} from './work-ready';

const photo = '/uploads/0b7c3a52-2f8e-4c1e-9f53-5d1c8a0e6b21/00000000-0000-4000-8000-000000000001';
const other = '/uploads/0b7c3a52-2f8e-4c1e-9f53-5d1c8a0e6b21/00000000-0000-4000-8000-000000000002';

function ready(patch: Partial<WorkReady> = {}): WorkReady {
  return { deskAndChair: true, quietSpace: true, wifiMbps: 100, externalMonitor: false, workspacePhoto: photo, ...patch };
}

describe('parseWifiMbps (the old WiFi text → Mbps)', () => {
  it.each([
    ['500 Mbps', 500],
    ['1 Gbps', 1000],
    ['1Gbps', 1000],
    ['1.5 Gbps', 1500],
    ['200mbps', 200],
    ['300 Mbit/s', 300],
    ['  100 Mb/s fibre ', 100],
    ['50', 50],
    ['about 80 Mbps', 80],
    ['1,5 Gbit', 1500],
  ])('%s → %d', (text, mbps) => expect(parseWifiMbps(text)).toBe(mbps));

  it.each(['', '   ', 'fast', 'fibre', 'yes', '0 Mbps', '512 kbps', '50 GB/month?', null, undefined])('%s → unknown (null)', (text) => {
    // An unknown unit ("kbps", "GB/month": a data cap) is an unknown speed, never a guess.
    expect(parseWifiMbps(text)).toBeNull();
  });
});

describe('isWorkReady (the Work-ready badge)', () => {
  it('needs desk and chair, quiet space, WiFi of at least 25 Mbps and a workspace photo among the photos', () => {
    expect(isWorkReady({ workReady: ready(), images: [photo, other] })).toBe(true);
  });

  it('is earned at exactly 25 Mbps and not at 24', () => {
    expect(isWorkReady({ workReady: ready({ wifiMbps: WORK_READY_MIN_WIFI_MBPS }), images: [photo, other] })).toBe(true);
    expect(isWorkReady({ workReady: ready({ wifiMbps: WORK_READY_MIN_WIFI_MBPS - 1 }), images: [photo, other] })).toBe(false);
  });

  it.each<[string, Partial<WorkReady>]>([
    ['no desk and chair', { deskAndChair: false }],
    ['no quiet space', { quietSpace: false }],
    ['unknown WiFi speed', { wifiMbps: null }],
    ['no workspace photo', { workspacePhoto: null }],
  ])('is not earned with %s', (_, patch) => {
    expect(isWorkReady({ workReady: ready(patch), images: [photo, other] })).toBe(false);
  });

  it('does not need an external monitor', () => {
    expect(isWorkReady({ workReady: ready({ externalMonitor: false }), images: [photo, other] })).toBe(true);
  });

  it('is not earned when the workspace photo was removed from the listing', () => {
    expect(isWorkReady({ workReady: ready(), images: [other] })).toBe(false);
  });
});

describe('workReadyHighlights and formatMbps', () => {
  it('lists what a listing has, in checklist order', () => {
    expect(workReadyHighlights(ready({ quietSpace: false, externalMonitor: true, wifiMbps: 1000 }))).toEqual([
      'Desk and chair',
      'WiFi 1 Gbps',
      'External monitor',
    ]);
    expect(workReadyHighlights(emptyWorkReady())).toEqual([]);
  });

  it('writes whole gigabits as Gbps', () => {
    expect(formatMbps(500)).toBe('500 Mbps');
    expect(formatMbps(2000)).toBe('2 Gbps');
    expect(formatMbps(1500)).toBe('1500 Mbps');
  });
});

describe('workReadyFromLegacy (the migration of listings saved before the checklist)', () => {
  it('parses the speed, takes desk and chair from the old workspace box, leaves the rest to the host', () => {
    expect(workReadyFromLegacy({ wifiSpeed: '1 Gbps', hasWorkspace: true })).toEqual({
      deskAndChair: true,
      quietSpace: false,
      wifiMbps: 1000,
      externalMonitor: false,
      workspacePhoto: null,
    });
    expect(workReadyFromLegacy({})).toEqual(emptyWorkReady());
    expect(workReadyFromLegacy({ wifiSpeed: 'fast', hasWorkspace: false }).wifiMbps).toBeNull();
  });
});

describe('workReadySchema', () => {
  it('defaults every item to no / unknown', () => {
    expect(workReadySchema.parse({})).toEqual(emptyWorkReady());
  });

  it.each([
    [{ wifiMbps: 2.5 }, 'WiFi speed must be a whole number of Mbps'],
    [{ wifiMbps: -1 }, 'WiFi speed must be a whole number of Mbps'],
    [{ wifiMbps: '500 Mbps' }, 'WiFi speed must be a whole number of Mbps'],
    [{ wifiMbps: 20_000 }, 'WiFi speed must be at most 10000 Mbps'],
    [{ quietSpace: 'yes' }, 'Please answer yes or no'],
  ])('%j → %s', (input, message) => {
    const result = workReadySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
