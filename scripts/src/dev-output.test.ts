import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDevOutput } from './dev-output';

/** A stand-in for process.stdout/stderr that records what reaches the terminal. */
function fakeTerminal() {
  const lines: string[] = [];
  return { lines, stream: { write: (chunk: string | Uint8Array) => (lines.push(String(chunk)), true) } };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev output (issue 29)', () => {
  it('shows only what it is told to say; every other line goes to the log file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-output-'));
    dirs.push(dir);
    const logFile = join(dir, '.data', 'dev.log');
    const out = fakeTerminal();
    const err = fakeTerminal();
    const output = createDevOutput({ logFile, stdout: out.stream, stderr: err.stream });
    output.capture();

    output.say('  DynamoDB Local       ready (4.2s)');
    // What the functions, the local cloud and the tools write on their own:
    out.stream.write('{"level":"INFO","message":"payout account created","service":"worknest"}\n');
    out.stream.write('{"_aws":{"CloudWatchMetrics":[]},"ListingsCreated":1}\n');
    err.stream.write('oidc-provider WARNING: a quick start development-only in-memory adapter is used\n');
    output.log('{"part":"stripe","event":"webhook-attempt","statusCode":503}');
    output.say('App:   http://localhost:3000');
    await output.close();

    expect(out.lines).toEqual(['  DynamoDB Local       ready (4.2s)\n', 'App:   http://localhost:3000\n']);
    expect(err.lines).toEqual([]);
    const logged = readFileSync(logFile, 'utf8');
    expect(logged).toContain('payout account created');
    expect(logged).toContain('ListingsCreated');
    expect(logged).toContain('oidc-provider WARNING');
    expect(logged).toContain('webhook-attempt');
    expect(logged).toContain('App:   http://localhost:3000');

    // Closed: the streams write to the terminal again.
    out.stream.write('after\n');
    expect(out.lines.at(-1)).toBe('after\n');
  });
});
