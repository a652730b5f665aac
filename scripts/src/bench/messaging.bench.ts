import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import WebSocket from 'ws';
import { listingRecord } from '../seed/listing-record';
import type { Bench, BenchTable } from './bench';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_MESSAGING_ROUNDS ?? 10);
const SEQUENTIAL_MESSAGES = Number(process.env.BENCH_MESSAGING_SEQUENTIAL ?? 50);
const ARRIVAL_TIMEOUT_MS = 30_000;
/** Paced load: every conversation sends one message per pace, for this long. */
const PACES_MS = (process.env.BENCH_MESSAGING_PACES_MS ?? '2000,1000').split(',').map(Number);
const PACED_SECONDS = Number(process.env.BENCH_MESSAGING_PACED_SECONDS ?? 10);
const BENCH_DOMAIN = 'bench-messaging.test';

interface Member {
  userId: string;
  cookie: string;
  socket: WebSocket;
}

interface Pair {
  guest: Member;
  host: Member;
  conversationId: string;
}

/**
 * Push latency of messaging through the local gateway: from the moment `POST
 * /api/conversations/{id}/messages` is sent to the moment the message arrives on the other
 * participant's WebSocket (store, Management API push, gateway socket). Measured with all
 * conversations sending at once (each round, every conversation sends one message, alternating
 * guest and host), and one message at a time for comparison.
 */
export const messagingBench: Bench = {
  name: 'messaging',
  async run(context) {
    const { cloud } = await context.localCloud();
    // The store modules read their table and endpoints from the environment, as in a Lambda.
    Object.assign(process.env, cloud.env);
    const base = cloud.appUrl;
    const pairs = await setUp(base, CONVERSATIONS);
    try {
      // Warm every function on the path (a cold worker compiles TypeScript for seconds), then one
      // round of every conversation at once, so a Lambda-like pool (LOCAL_LAMBDA_CONCURRENCY) has
      // started its instances before anything is measured, as a warm production function would.
      await Promise.all(pairs.slice(0, 3).map((pair) => exchange(base, pair, pair.guest, 'warm-up')));
      await Promise.all(pairs.map((pair) => exchange(base, pair, pair.host, 'warm-up round')));

      const sequential: number[] = [];
      const sequentialCpuBefore = cpuNow();
      for (let i = 0; i < SEQUENTIAL_MESSAGES; i += 1) {
        const pair = pairs[i % pairs.length]!;
        sequential.push((await exchange(base, pair, i % 2 ? pair.host : pair.guest, `seq ${i}`)).arrivalMs);
      }

      const sequentialCpu = cpuSince(sequentialCpuBefore, SEQUENTIAL_MESSAGES);
      const concurrent: number[] = [];
      const answered: number[] = [];
      const roundMs: number[] = [];
      const cpuBefore = cpuNow();
      for (let round = 0; round < ROUNDS; round += 1) {
        const startedAt = performance.now();
        const results = await Promise.all(
          pairs.map((pair, index) => exchange(base, pair, (round + index) % 2 ? pair.host : pair.guest, `round ${round}`)),
        );
        roundMs.push(performance.now() - startedAt);
        for (const result of results) {
          concurrent.push(result.arrivalMs);
          answered.push(result.answerMs);
        }
      }
      const cpu = cpuSince(cpuBefore, ROUNDS * CONVERSATIONS);

      const paced = [];
      for (const paceMs of PACES_MS) paced.push({ paceMs, ...(await pacedLoad(base, pairs, paceMs, PACED_SECONDS * 1000)) });

      const row = (label: string, samples: number[]) => [label, samples.length, ...[50, 90, 99].map((p) => percentile(samples, p).toFixed(1)), Math.max(...samples).toFixed(1)];
      const table: BenchTable = {
        title: `Messaging: POST …/messages to arrival on the other participant's socket (${CONVERSATIONS} conversations)`,
        columns: ['measure', 'samples', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'],
        rows: [
          row('arrival, one message at a time', sequential),
          row(`arrival, ${CONVERSATIONS} conversations sending at once`, concurrent),
          row(`POST answered, ${CONVERSATIONS} at once`, answered),
          row(`whole round of ${CONVERSATIONS} messages`, roundMs),
          ...paced.map(({ paceMs, arrivals }) => row(`arrival, ${CONVERSATIONS} conversations each sending every ${paceMs / 1000} s (${(CONVERSATIONS * 1000 / paceMs).toFixed(0)} messages/s)`, arrivals)),
        ],
        notes: [
          `CPU per message in the rounds at once (user + system, both cores together): ${cpu.node.toFixed(1)} ms in this process (of which ${cpu.main.toFixed(1)} ms on its main thread: gateway, table-access proxy, Management API, the bench's clients; the rest is the function workers and Node's helper threads) and ${cpu.java.toFixed(1)} ms in DynamoDB Local (Java; ${cpu.sqlite.toFixed(1)} ms of it on its one SQLite thread); ${(cpu.node + cpu.java).toFixed(1)} ms in all, (one at a time: ${sequentialCpu.node.toFixed(1)} + ${sequentialCpu.java.toFixed(1)} ms), so one round of ${CONVERSATIONS} needs at least ${((cpu.node + cpu.java) * CONVERSATIONS / availableParallelism()).toFixed(0)} ms of the machine's ${availableParallelism()} cores.`,
          `Paced rows: for ${PACED_SECONDS} s every conversation sends one message per pace (guest and host alternating), each conversation starting at a random point of the first pace, on schedule whether or not its previous message has arrived (open loop, so a backlog shows as latency); ${paced.map(({ paceMs, cpu: c }) => `CPU per message at ${paceMs / 1000} s: ${(c.node + c.java).toFixed(1)} ms`).join(', ')}.`,
          `${CONVERSATIONS} conversations between ${CONVERSATIONS * 2} members of one company, each member with one open socket on ${base}/ws; ${ROUNDS} rounds in which every conversation sends one message at once (guest and host alternating), after ${SEQUENTIAL_MESSAGES} messages sent one at a time.`,
          'Arrival: from just before the POST is sent to the push on the recipient\'s socket. The POST answers after the push, so arrival is usually shorter than the answer.',
          'Each send: the session (1 BatchGetItem), the participant check (1 Query, skipped once the function instance has checked the conversation), the message transaction (4 items), the sockets of both participants (2 Queries on gsi1 and 1 BatchGetItem of their sessions, users and company) and one Management API POST per socket.',
          `Local stand-ins (DynamoDB Local in Java; functions: ${process.env.LOCAL_LAMBDA_CONCURRENCY ? `Lambda-like, one invocation per instance, up to ${process.env.LOCAL_LAMBDA_CONCURRENCY} instances per function (LOCAL_LAMBDA_CONCURRENCY)` : 'one worker thread per function shared by concurrent calls (the default)'}): these figures show the shape and the relative cost of concurrency, not AWS latency.`,
        ],
      };
      const parts = await measureParts(base, pairs);
      return [table, parts];
    } finally {
      for (const pair of pairs) for (const member of [pair.guest, pair.host]) member.socket.terminate();
    }
  },
};

const PART_ROUNDS = Number(process.env.BENCH_MESSAGING_PART_ROUNDS ?? 5);

/**
 * Which part of a send grows with the crowd: each step of the send path on its own, called for
 * every conversation at once (PART_ROUNDS rounds), from this process straight to the stand-ins.
 */
async function measureParts(base: string, pairs: Pair[]): Promise<BenchTable> {
  const { findSessionWithOwner, sessionOwnerOf } = await import('@worknest/functions/store/sessions');
  const { getConversationMembers } = await import('@worknest/functions/store/conversations');
  const { appendMessage } = await import('@worknest/functions/store/messages');
  const { listUserConnections } = await import('@worknest/functions/store/connections');
  const { findLiveConnections } = await import('@worknest/functions/domain/messaging/push-to-users');
  const { ApiGatewayManagementApiClient, PostToConnectionCommand } = await import('@aws-sdk/client-apigatewaymanagementapi');
  const management = new ApiGatewayManagementApiClient({ endpoint: base });
  const tokenOf = (member: Member) => member.cookie.slice(member.cookie.indexOf('=') + 1);
  const connectionIds = (await listUserConnections(pairs.flatMap((pair) => [pair.guest.userId, pair.host.userId]))).map((c) => c.connectionId);

  const timed = async (samples: number[], call: () => Promise<unknown>) => {
    const startedAt = performance.now();
    await call();
    samples.push(performance.now() - startedAt);
  };
  const steps: { label: string; perRound: number; run: (samples: number[], round: number) => Promise<unknown> }[] = [
    { label: 'GET /_health through the gateway (no store)', perRound: pairs.length, run: (samples) => Promise.all(pairs.map(() => timed(samples, () => getText(base, '/_health')))) },
    { label: 'session + user + company (1 BatchGetItem)', perRound: pairs.length, run: (samples) => Promise.all(pairs.map((pair) => timed(samples, () => findSessionWithOwner(tokenOf(pair.guest), sessionOwnerOf(tokenOf(pair.guest))!)))) },
    { label: 'participant check (1 Query)', perRound: pairs.length, run: (samples) => Promise.all(pairs.map((pair) => timed(samples, () => getConversationMembers(pair.conversationId)))) },
    {
      label: 'message transaction (4 items)',
      perRound: pairs.length,
      run: async (samples, round) => {
        await Promise.all(pairs.map(async (pair) => {
          const [member] = await getConversationMembers(pair.conversationId);
          const conversation = { id: pair.conversationId, participantIds: member!.participantIds, lastMessageAt: member!.lastMessageAt };
          await timed(samples, () => appendMessage(conversation, pair.guest.userId, `part ${round}`, `part ${round}`));
        }));
      },
    },
    { label: 'sockets of both (2 Queries + 1 BatchGetItem)', perRound: pairs.length, run: (samples) => Promise.all(pairs.map((pair) => timed(samples, () => findLiveConnections([pair.guest.userId, pair.host.userId])))) },
    { label: 'PostToConnection, both sockets of every conversation', perRound: connectionIds.length, run: (samples) => Promise.all(connectionIds.map((id) => timed(samples, () => management.send(new PostToConnectionCommand({ ConnectionId: id, Data: Buffer.from('{"type":"pong"}') }))))) },
  ];
  const rows: (string | number)[][] = [];
  for (const step of steps) {
    const crowd: number[] = [];
    const before = cpuNow();
    for (let round = 0; round < PART_ROUNDS; round += 1) await step.run(crowd, round);
    const cpu = cpuSince(before, PART_ROUNDS * step.perRound);
    rows.push([step.label, step.perRound, percentile(crowd, 50).toFixed(1), percentile(crowd, 99).toFixed(1), cpu.main.toFixed(2), (cpu.node - cpu.main).toFixed(2), cpu.java.toFixed(2)]);
  }
  return {
    title: `Messaging: each step of a send on its own, ${pairs.length} conversations at once`,
    columns: ['step', 'calls at once', 'p50 ms', 'p99 ms', 'CPU ms per call: main thread', 'other threads', 'DynamoDB Local'],
    rows,
    notes: [
      `Each step called for every conversation at once, ${PART_ROUNDS} rounds, from the bench process (which also hosts the gateway) straight to DynamoDB Local and the gateway's Management API; latency per call.`,
      'The steps of one send run one after another except the socket look-up, which overlaps the transaction (issue 15), so a send costs about gateway + session + participant check + max(transaction, sockets) + one PostToConnection.',
    ],
  };
}

/** Members, sessions, listings and conversations for the bench, written straight to the store; sockets opened. */
async function setUp(base: string, count: number): Promise<Pair[]> {
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const { createSession } = await import('@worknest/functions/store/sessions');
  const { putListing } = await import('@worknest/functions/store/listings');
  const { nowIso } = await import('@worknest/functions/clock');
  await addCompany(BENCH_DOMAIN, 'Bench Messaging');
  const run = randomUUID().slice(0, 8);

  const member = async (label: string): Promise<Omit<Member, 'socket'>> => {
    const user = await createUser({
      email: `${label}-${run}@${BENCH_DOMAIN}`,
      companyDomain: BENCH_DOMAIN,
      firstName: label,
      lastName: 'Bench',
      eligibilityConfirmedAt: nowIso(),
    });
    const session = await createSession({ userId: user.id, companyDomain: user.companyDomain });
    return { userId: user.id, cookie: `worknest_session=${session.token}` };
  };

  const pairs: Pair[] = [];
  for (let index = 0; index < count; index += 1) {
    const [guest, host] = await Promise.all([member(`guest${index}`), member(`host${index}`)]);
    const listingId = randomUUID();
    await putListing(listingRecord({
      id: listingId,
      userId: host.userId,
      companyDomain: BENCH_DOMAIN,
      title: `Bench flat ${index}`,
      description: 'A bench listing with a desk, a chair and a steady line, used to measure messaging latency.',
      rentalType: 'room',
      pricePerNight: 5000,
      address: '1 Bench Street',
      city: 'Benchville',
      country: 'Nowhere',
      maxGuests: 1,
    }));
    const started = await post(base, guest.cookie, '/api/conversations', { listingId });
    const conversationId = (started as { id: string }).id;
    const [guestSocket, hostSocket] = await Promise.all([openSocket(base, guest.cookie), openSocket(base, host.cookie)]);
    pairs.push({ guest: { ...guest, socket: guestSocket }, host: { ...host, socket: hostSocket }, conversationId });
  }
  return pairs;
}

/**
 * Every conversation sends one message per `paceMs` for `durationMs`, each starting at a random
 * offset within the first pace (so sends spread as independent people's would), open loop.
 */
async function pacedLoad(base: string, pairs: Pair[], paceMs: number, durationMs: number): Promise<{ arrivals: number[]; cpu: CpuMark }> {
  const arrivals: number[] = [];
  const before = cpuNow();
  let sent = 0;
  await Promise.all(
    pairs.map(async (pair, index) => {
      const sends: Promise<void>[] = [];
      const firstAt = performance.now() + Math.random() * paceMs;
      for (let n = 0; firstAt + n * paceMs < firstAt + durationMs; n += 1) {
        const wait = firstAt + n * paceMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        sent += 1;
        const sender = (index + n) % 2 ? pair.host : pair.guest;
        sends.push(exchange(base, pair, sender, `paced ${paceMs} ${n}`).then((result) => void arrivals.push(result.arrivalMs)));
      }
      await Promise.all(sends);
    }),
  );
  return { arrivals, cpu: cpuSince(before, sent) };
}

/** Sends one message from `sender` and waits for it on the other participant's socket. */
async function exchange(base: string, pair: Pair, sender: Member, label: string): Promise<{ arrivalMs: number; answerMs: number }> {
  const recipient = sender === pair.guest ? pair.host : pair.guest;
  const content = `${label} ${randomUUID()}`;
  const arrived = waitForContent(recipient.socket, content);
  const startedAt = performance.now();
  const answer = post(base, sender.cookie, `/api/conversations/${pair.conversationId}/messages`, { content }).then(() => performance.now() - startedAt);
  const [arrivalAt, answerMs] = await Promise.all([arrived, answer]);
  return { arrivalMs: arrivalAt - startedAt, answerMs };
}

function waitForContent(socket: WebSocket, content: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('message', onMessage);
      reject(new Error(`"${content}" did not arrive within ${ARRIVAL_TIMEOUT_MS} ms`));
    }, ARRIVAL_TIMEOUT_MS);
    function onMessage(data: WebSocket.RawData) {
      const at = performance.now();
      const event = JSON.parse(data.toString()) as { type?: string; message?: { content?: string } };
      if (event.type !== 'new_message' || event.message?.content !== content) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(at);
    }
    socket.on('message', onMessage);
  });
}

/**
 * Keep-alive connections for the bench's POSTs. node:http rather than fetch: undici's fetch costs
 * about a millisecond of CPU per request in this process, which hosts the gateway too, and a
 * browser's CPU would not be on the server's two cores.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 4_000 });

/**
 * A server may close an idle kept-alive socket just as it is reused (the gateway's keep-alive
 * timeout is 5 s; idle sockets here end after 4): such a request never reached the server, so it
 * is sent once more, as Node's documentation advises (`request.reusedSocket`).
 */
async function post(base: string, cookie: string, path: string, body: unknown): Promise<unknown> {
  try {
    return await postOnce(base, cookie, path, body);
  } catch (error) {
    if ((error as { reusedSocketReset?: boolean }).reusedSocketReset) return postOnce(base, cookie, path, body);
    throw error;
  }
}

function postOnce(base: string, cookie: string, path: string, body: unknown): Promise<unknown> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), {
      method: 'POST',
      agent,
      headers: { cookie, origin: base, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if ((response.statusCode ?? 0) >= 300) reject(new Error(`POST ${path} answered ${response.statusCode}: ${text}`));
        else resolve(JSON.parse(text));
      });
      response.on('error', reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { reusedSocketReset: request.reusedSocket && error.code === 'ECONNRESET' })));
    request.end(payload);
  });
}

function getText(base: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http.get(new URL(path, base), { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    }).on('error', reject);
  });
}

function openSocket(base: string, cookie: string): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers: { cookie } });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`socket refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

interface CpuMark {
  /** This process, all threads. */
  node: number;
  /** This process's main thread: the gateway, the table-access proxy, the Management API and the bench's clients. */
  main: number;
  java: number;
  /** DynamoDB Local's SQLite thread. */
  sqlite: number;
}

/** CPU time (ms) used so far by this process (all threads, and its main thread) and by its DynamoDB Local child. */
function cpuNow(): CpuMark {
  const usage = process.cpuUsage();
  const java = javaCpuMs();
  return { node: (usage.user + usage.system) / 1000, main: threadCpuMs(process.pid, process.pid), java: java.all, sqlite: java.sqlite };
}

function cpuSince(before: CpuMark, messages: number): CpuMark {
  const now = cpuNow();
  const per = (key: keyof CpuMark) => (now[key] - before[key]) / messages;
  return { node: per('node'), main: per('main'), java: per('java'), sqlite: per('sqlite') };
}

/** utime + stime of one thread (or with `whole`, of the whole process), from /proc (0 where /proc is missing). */
function threadCpuMs(pid: number, tid: number, whole?: 'stat'): number {
  try {
    const stat = readFileSync(whole ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

/** The `java` children of this process (DynamoDB Local), from /proc; none where /proc is missing. */
function javaPids(): number[] {
  const pids: number[] = [];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (name === 'java' && Number(fields[1]) === process.pid) pids.push(Number(entry));
    }
  } catch {
    return [];
  }
  return pids;
}

/** utime + stime (ms) of DynamoDB Local, and of its one SQLite thread (every table read and write goes through it). */
function javaCpuMs(): { all: number; sqlite: number } {
  let all = 0;
  let sqlite = 0;
  for (const pid of javaPids()) {
    all += threadCpuMs(pid, pid, 'stat');
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('SQLiteQueue')) sqlite += threadCpuMs(pid, Number(tid));
      }
    } catch {
      // the process ended
    }
  }
  return { all, sqlite };
}

/** Nearest-rank percentile. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
