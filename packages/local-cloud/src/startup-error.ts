/**
 * A part of the local cloud that could not start. `hint` tells the developer how to fix it, so
 * `npm run dev` can print one actionable line instead of a stack trace.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';

  constructor(
    readonly part: string,
    message: string,
    readonly hint: string,
    options?: { cause?: unknown },
  ) {
    super(`${part}: ${message}. ${hint}`, options);
  }
}
