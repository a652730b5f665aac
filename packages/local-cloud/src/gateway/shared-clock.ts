/**
 * The local clock offset, shared by the gateway and every function worker through one
 * SharedArrayBuffer: a change is visible to running workers at once, with no message to race.
 */
export class SharedClock {
  readonly buffer = new SharedArrayBuffer(8);
  private readonly view = new BigInt64Array(this.buffer);

  setOffsetMs(ms: number): void {
    if (!Number.isFinite(ms)) throw new RangeError(`clock offset must be a finite number, got ${ms}`);
    Atomics.store(this.view, 0, BigInt(Math.round(ms)));
  }

  offsetMs(): number {
    return Number(Atomics.load(this.view, 0));
  }

  /** Epoch ms as the functions see it. */
  now(): number {
    return Date.now() + this.offsetMs();
  }
}
