const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `yyyy-MM-dd` to that day's local midnight (a calendar's days), without a date library. */
export const toDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/** A calendar day (local) as `yyyy-MM-dd`. */
export const toDay = (date: Date) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
