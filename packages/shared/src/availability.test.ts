import { describe, expect, it } from 'vitest';
import { nightsBetween, pickNightRange } from './availability-rules';

/** Issue 29, item 7: hosts pick a range of nights in one gesture. */
describe('nightsBetween', () => {
  it('every day from the first to the last, either way round, across months', () => {
    expect(nightsBetween('2031-01-30', '2031-02-02')).toEqual(['2031-01-30', '2031-01-31', '2031-02-01', '2031-02-02']);
    expect(nightsBetween('2031-02-02', '2031-01-30')).toEqual(['2031-01-30', '2031-01-31', '2031-02-01', '2031-02-02']);
    expect(nightsBetween('2031-03-05', '2031-03-05')).toEqual(['2031-03-05']);
    expect(nightsBetween('2031-03-05', 'soon')).toEqual([]);
  });
});

describe('pickNightRange', () => {
  const today = '2031-03-01';

  it('adds the whole range to what was offered, sorted and once each', () => {
    expect(pickNightRange(['2031-03-20', '2031-03-11'], '2031-03-10', '2031-03-13', { today })).toEqual([
      '2031-03-10',
      '2031-03-11',
      '2031-03-12',
      '2031-03-13',
      '2031-03-20',
    ]);
  });

  it('skips nights before today and nights a guest booked or holds', () => {
    expect(pickNightRange([], '2031-02-27', '2031-03-03', { today, blocked: ['2031-03-02'] })).toEqual(['2031-03-01', '2031-03-03']);
  });

  it('picking a range that is all offered already takes it off; a booked night in it stays', () => {
    const offered = ['2031-03-10', '2031-03-11', '2031-03-12', '2031-03-20'];
    expect(pickNightRange(offered, '2031-03-10', '2031-03-12', { today })).toEqual(['2031-03-20']);
    expect(pickNightRange(['2031-03-10', '2031-03-11'], '2031-03-11', '2031-03-11', { today })).toEqual(['2031-03-10']);
    expect(pickNightRange(['2031-03-10', '2031-03-11'], '2031-03-10', '2031-03-11', { today, blocked: ['2031-03-11'] })).toEqual(['2031-03-11']);
  });

  it('a range partly offered is completed, not taken off', () => {
    expect(pickNightRange(['2031-03-10'], '2031-03-10', '2031-03-11', { today })).toEqual(['2031-03-10', '2031-03-11']);
  });

  it('a range of past nights only changes nothing', () => {
    expect(pickNightRange(['2031-03-05'], '2031-02-01', '2031-02-03', { today })).toEqual(['2031-03-05']);
  });
});
