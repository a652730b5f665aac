/**
 * Replaces the global `Date` with one whose "now" is shifted by `readOffsetMs()`, so tests can
 * move a function's clock (expiring holds, tokens, sessions) without the handlers knowing.
 * `Date.now()`, `new Date()` and `Date()` are shifted; `new Date(x)`, `Date.parse`, `Date.UTC`
 * and `instanceof Date` behave as before. Returns the real `Date.now` (for timeouts, which run on
 * real time) and a function that restores the original.
 */
export function installShiftedDate(readOffsetMs: () => number): { realNow: () => number; restore: () => void } {
  const RealDate = globalThis.Date;
  const realNow = RealDate.now.bind(RealDate);
  const shiftedNow = () => realNow() + readOffsetMs();

  // A function, not a class: `Date()` called without `new` must keep returning a string.
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new RealDate(shiftedNow()).toString();
    const constructorArgs = args.length === 0 ? [shiftedNow()] : args;
    return Reflect.construct(RealDate, constructorArgs, new.target) as Date;
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = shiftedNow;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;

  globalThis.Date = ShiftedDate as unknown as DateConstructor;
  return {
    realNow,
    restore: () => {
      globalThis.Date = RealDate;
    },
  };
}
