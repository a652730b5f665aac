import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dates } from '@worknest/shared/format-dates';
import { formatEuros } from '@worknest/shared/format-money';
import type { ReportRow } from '@worknest/shared/hr-report-rules';
import { useT } from '../../../lib/i18n';

/**
 * Issue 36 (ADR 0137): spend against the hotel benchmark by month, drawn by uPlot (a maintained
 * canvas chart library, ~20 KB gzip), in its own chunk that only /app/hr/reports loads, after the
 * figures. The canvas is hidden from assistive technology: the page's table beside it says the same.
 */
export default function SpendChart({ rows }: { rows: ReportRow[] }) {
  const t = useT('hr');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = rows.map((_, i) => i);
    const data: uPlot.AlignedData = [xs, rows.map((row) => row.spendCents / 100), rows.map((row) => row.benchmarkCents / 100)];
    const bars = uPlot.paths.bars!({ size: [0.35, 40], align: 0 });
    const style = getComputedStyle(element);
    const spendColour = style.getPropertyValue('--color-primary').trim() || '#2563eb';
    const benchColour = style.getPropertyValue('--color-muted-foreground').trim() || '#94a3b8';
    const width = () => Math.max(240, element.clientWidth);
    // Months in the reader's language ("Dec 2025", "Dez. 2025"); narrow screens: the month alone
    // ("Dec", "Jan 26" where a year starts) and every second or third one.
    const label = (i: number) => {
      const row = rows[i];
      if (!row) return '';
      const compact = width() / Math.max(1, rows.length) < 64;
      if (!compact) return dates.shortMonthYear(row.key);
      const every = width() / Math.max(1, rows.length) < 28 ? 3 : 2;
      if (i % every !== 0) return '';
      return i === 0 || row.key.endsWith('-01') ? `${dates.shortMonth(row.key)} ${row.key.slice(2, 4)}` : dates.shortMonth(row.key);
    };
    const chart = new uPlot(
      {
        width: width(),
        height: 240,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, range: [-0.6, Math.max(0, rows.length - 1) + 0.6] } },
        axes: [
          { values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? label(i) : '')), splits: () => xs, grid: { show: false } },
          { values: (_u, splits) => splits.map((v) => formatEuros(v * 100)), size: 64 },
        ],
        series: [
          { label: t('reports.grouping', { group: 'month' }), value: (_u, i) => (i === null || !rows[i] ? '' : dates.shortMonthYear(rows[i]!.key)) },
          { label: t('reports.spend'), fill: spendColour, stroke: spendColour, paths: uPlot.paths.bars!({ size: [0.35, 40], align: -1 }), points: { show: false }, value: (_u, v) => (v === null ? '' : formatEuros(Math.round(v * 100))) },
          { label: t('reports.benchmark'), fill: benchColour, stroke: benchColour, paths: bars, points: { show: false }, value: (_u, v) => (v === null ? '' : formatEuros(Math.round(v * 100))) },
        ],
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height: 240 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [rows, t]);

  return (
    <div aria-hidden="true" className="grid min-w-0 gap-2">
      <div ref={box} className="w-full min-w-0 overflow-hidden" data-testid="spend-chart" />
      <p className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-primary" /> {t('reports.spend')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-muted-foreground" /> {t('reports.benchmark')}
        </span>
      </p>
    </div>
  );
}
