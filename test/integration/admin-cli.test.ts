import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { User } from '@worknest/shared/auth';
import { newCompany, signedInMember } from './support/members';

/*
 * The admin CLI (`npm run admin`, issue 3) against a running local cloud: it finds the cloud
 * through the state file `npm run dev` writes, and changes the same store the handlers read.
 */

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
let stateDir: string;
let statePath: string;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function admin(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(join(rootDir, 'node_modules/.bin/tsx'), ['scripts/src/admin.ts', ...args], {
      cwd: rootDir,
      env: { ...process.env, WORKNEST_LOCAL_CLOUD_STATE: statePath },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'worknest-admin-cli-'));
  statePath = join(stateDir, 'local-cloud.json');
});

afterAll(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

describe('admin CLI', () => {
  it('says the local cloud is not running when no state file is there', async () => {
    const result = await admin('company', 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The local cloud is not running');
  });

  // Ten CLI runs (each a tsx process) on a busy machine.
  it('enrolls a company, lists it, changes a role and deactivates a user', { timeout: 120_000 }, async () => {
    await writeFile(statePath, JSON.stringify({ pid: process.pid, env: inject('localEnv') }));
    const domain = `cli-${Date.now().toString(36)}.test`;

    const added = await admin('company', 'add', domain, 'Cli', 'Corp');
    expect(added.stdout, added.stderr).toContain(`Enrolled ${domain} (Cli Corp): pending until its domain is verified.`);
    expect((await admin('company', 'add', domain, 'Cli Corp')).code).toBe(1);
    expect((await admin('company', 'list')).stdout).toMatch(new RegExp(`${domain.replace('.', '\\.')}\\s+pending .* Cli Corp`));
    // Issue 19: the TXT record goes on the local DNS server, then verify activates the company.
    const record = /worknest-verification=\S+/.exec(added.stdout)![0];
    expect((await admin('company', 'verify', domain)).code).toBe(1);
    expect((await admin('dns', 'txt', domain, record)).code).toBe(0);
    const verified = await admin('company', 'verify', domain);
    expect(verified.stdout, verified.stderr).toContain(`${domain} is verified`);
    expect((await admin('company', 'list')).stdout).toMatch(new RegExp(`${domain.replace('.', '\\.')}\\s+active .* Cli Corp`));

    const member = await signedInMember(domain);
    const promoted = await admin('user', 'role', member.email.toUpperCase(), 'hr');
    expect(promoted.stdout, promoted.stderr).toContain(`${member.email} is now hr.`);
    const me = await member.client.get<User>('/api/auth/user');
    expect(me.body.role).toBe('hr');

    const deactivated = await admin('user', 'deactivate', member.email);
    expect(deactivated.stdout, deactivated.stderr).toContain('is deactivated');
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses bad input with the usage and a non-zero exit', async () => {
    await writeFile(statePath, JSON.stringify({ pid: process.pid, env: inject('localEnv') }));
    const domain = await newCompany();
    expect((await admin('user', 'role', `nobody@${domain}`, 'hr')).stderr).toContain('No user with the e-mail');
    const badRole = await admin('user', 'role', `nobody@${domain}`, 'owner');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('Usage: user role <email> <employee|hr|admin>');
    expect((await admin('company', 'add', 'not a domain', 'X')).stderr).toContain('Usage: company add <domain> <name>');
    expect((await admin('frobnicate')).stderr).toContain('Usage: npm run admin');
  });

  it('runs the listing migration (issue 16), idempotently', async () => {
    await writeFile(statePath, JSON.stringify({ pid: process.pid, env: inject('localEnv') }));
    const first = await admin('listings', 'migrate');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Listings migrated: \d+ of \d+ in \d+ companies/);
    const again = await admin('listings', 'migrate');
    expect(again.code, again.stderr).toBe(0);
  });

  it('notices a state file left behind by a local cloud that stopped', async () => {
    await writeFile(statePath, JSON.stringify({ pid: 2 ** 22 + 17, env: inject('localEnv') }));
    const result = await admin('company', 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('stopped without cleaning up');
  });
});
