import { useLayoutEffect, useRef, useState } from 'react';
import type { WeekCounters } from '@worknest/shared/analytics';
import { dates } from '@worknest/shared/format-dates';
import { useT } from '../../../lib/i18n';

const SERIES = [
  { key: 'bookings', className: 'fill-primary' },
  { key: 'nights', className: 'fill-[#d97706]' },
] as const;

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 36 };

/** Rounds the axis up to a readable top value (1, 2, 5, 10, 20, 50, …). */
function niceMax(value: number): number {
  if (value <= 4) return Math.max(1, Math.ceil(value));
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

const label = (weekStart: string) => dates.shortDay(weekStart);

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    setWidth(Math.floor(element.getBoundingClientRect().width));
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Bookings and nights per week as grouped bars, drawn in SVG at the container's pixel width (so
 * text stays legible on a phone; week labels thin out when narrow). The same numbers are in a
 * table for screen readers.
 */
export function WeeklyChart({ weeks }: { weeks: readonly WeekCounters[] }) {
  const t = useT('admin');
  const seriesLabel = (key: (typeof SERIES)[number]['key']) => t(`analytics.counter.${key}`);
  const [ref, width] = useWidth<HTMLDivElement>();
  const max = niceMax(Math.max(0, ...weeks.flatMap((week) => [week.bookings, week.nights])));
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = weeks.length > 0 ? plotWidth / weeks.length : 0;
  const barWidth = Math.max(2, Math.min(18, (slot * 0.7) / SERIES.length));
  const labelEvery = Math.max(1, Math.ceil(56 / Math.max(slot, 1)));
  const y = (value: number) => MARGIN.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, max / 2, max].filter((tick, i, all) => Number.isInteger(tick) && all.indexOf(tick) === i);

  return (
    <figure className="grid min-w-0 gap-3">
      <div ref={ref} className="w-full min-w-0 overflow-hidden" aria-hidden="true">
        {width > 0 ? (
          <svg width={width} height={HEIGHT} className="block text-xs" role="presentation">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-border" />
                <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground">
                  {tick}
                </text>
              </g>
            ))}
            {weeks.map((week, i) => {
              const center = MARGIN.left + slot * i + slot / 2;
              return (
                <g key={week.weekStart}>
                  {SERIES.map((series, s) => {
                    const value = week[series.key];
                    const x = center - (barWidth * SERIES.length) / 2 + s * barWidth;
                    return (
                      <rect key={series.key} x={x} y={y(value)} width={barWidth - 1} height={Math.max(0, y(0) - y(value))} rx={1.5} className={series.className}>
                        <title>{t('chart.bar', { series: seriesLabel(series.key), week: label(week.weekStart), value })}</title>
                      </rect>
                    );
                  })}
                  {i % labelEvery === 0 ? (
                    // A date, formatted in the reader's language (a <time> cannot be inside an SVG).
                    <text x={center} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground" data-i18n-exempt>
                      {label(week.weekStart)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} />
        )}
      </div>
      <figcaption className="flex flex-wrap gap-4 text-sm">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-2">
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" rx="2" className={series.className} />
            </svg>
            {seriesLabel(series.key)}
          </span>
        ))}
        <span className="text-muted-foreground">{t('chart.note')}</span>
      </figcaption>
      <table className="sr-only">
        <caption>{t('chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.weekOf')}</th>
            <th scope="col">{seriesLabel('bookings')}</th>
            <th scope="col">{seriesLabel('nights')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{label(week.weekStart)}</th>
              <td>{week.bookings}</td>
              <td>{week.nights}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
