import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';

/**
 * What `npm run dev` shows (issue 29): the parts' readiness and the banner, nothing else. Every
 * other line, whoever writes it (the local cloud's JSON events, the functions' logs and metrics
 * from their worker threads, Vite, oidc-provider's warning, DynamoDB Local), goes to the log file
 * (`.data/dev.log`, new at each start) instead of the terminal.
 */
export const DEV_LOG_FILE = '.data/dev.log';

type Write = (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;

export interface DevOutput {
  /** A line for the terminal (and the log file). */
  say(line: string): void;
  /** A line for the log file only. */
  log(line: string): void;
  /** From now on, whatever is written to stdout or stderr goes to the log file only. */
  capture(): void;
  /** Writes what is buffered and gives stdout and stderr back. */
  close(): Promise<void>;
}

export interface DevOutputOptions {
  logFile: string;
  /** The streams to take over; process.stdout and process.stderr unless told otherwise (tests). */
  stdout?: NodeJS.WriteStream | { write: Write };
  stderr?: NodeJS.WriteStream | { write: Write };
}

export function createDevOutput({ logFile, stdout = process.stdout, stderr = process.stderr }: DevOutputOptions): DevOutput {
  mkdirSync(dirname(logFile), { recursive: true });
  const file: WriteStream = createWriteStream(logFile, { flags: 'w' });
  const terminal = stdout.write.bind(stdout) as Write;
  const terminalErr = stderr.write.bind(stderr) as Write;
  const toFile: Write = (chunk, ...rest) => {
    file.write(chunk);
    const callback = rest.find((value) => typeof value === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  };
  return {
    say(line) {
      terminal(`${line}\n`);
      file.write(`${line}\n`);
    },
    log(line) {
      file.write(`${line}\n`);
    },
    capture() {
      stdout.write = toFile as typeof stdout.write;
      stderr.write = toFile as typeof stderr.write;
    },
    async close() {
      stdout.write = terminal as typeof stdout.write;
      stderr.write = terminalErr as typeof stderr.write;
      await new Promise<void>((resolve) => file.end(resolve));
    },
  };
}
