import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListPartsCommand,
  NoSuchUpload,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { tableDefinition } from '@worknest/functions/store/table-definition';
import { freePort } from '@worknest/local-cloud/ports';
import { startLocalCloud, type PartStatus } from '@worknest/local-cloud/start-local-cloud';
import { appTables } from '@worknest/scripts/app-tables';
import { ApiClient } from './support/api-client';
import { setClockOffset } from './support/clock';
import { nowSeconds, waitForMail } from './support/inbox';
import { localS3 } from './support/local-s3';
import { localTable } from './support/local-table';

describe('local cloud', () => {
  it('answers GET /_health through the gateway with the handler of the route table', async () => {
    const response = await new ApiClient().get('/_health');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toBe('Health check OK');
  });

  it('creates the table from tableDefinition: keys, GSIs projecting ALL, on-demand, TTL on', async () => {
    const { db, tableName } = localTable();

    const { Table } = await db.send(new DescribeTableCommand({ TableName: tableName }));
    const ttl = await db.send(new DescribeTimeToLiveCommand({ TableName: tableName }));

    expect(Table?.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.AttributeDefinitions?.every((attribute) => attribute.AttributeType === 'S')).toBe(true);
    const indexes = [...(Table?.GlobalSecondaryIndexes ?? [])].sort((a, b) => a.IndexName!.localeCompare(b.IndexName!));
    expect(indexes.map((index) => ({ name: index.IndexName, keys: index.KeySchema, projection: index.Projection?.ProjectionType }))).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => ({
        name: index.indexName,
        keys: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        projection: 'ALL',
      })),
    );
    expect(ttl.TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: tableDefinition.timeToLiveAttribute });
  });

  it('delivers a mail sent with the SESv2 SDK to the inbox', async () => {
    const env = inject('localEnv');
    const ses = new SESv2Client({
      endpoint: env.AWS_ENDPOINT_URL_SESV2,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    });
    const to = `inbox-${randomUUID()}@example.test`;
    const since = nowSeconds();

    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: env.MAIL_FROM,
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: 'Local cloud check' }, Body: { Text: { Data: 'It arrived.' } } } },
      }),
    );
    ses.destroy();

    const mail = await waitForMail(to, { sinceSeconds: since });
    expect(mail.subject).toBe('Local cloud check');
    expect(mail.from).toBe(env.MAIL_FROM);
    expect(mail.body.text?.trim()).toBe('It arrived.');
  });
});

describe('uploads bucket (S3 front over s3rver)', () => {
  afterEach(() => setClockOffset(0));

  it('lists the parts of a multipart upload and aborts it, as S3 does', async () => {
    const { s3, bucket } = localS3();
    const key = `test/${randomUUID()}/photo one.jpg`;
    const bytes = [randomBytes(64 * 1024), randomBytes(10 * 1024)];
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: 'image/jpeg' }));
    for (const [index, body] of bytes.entries()) {
      await s3.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: index + 1, Body: body }));
    }

    const listed = await s3.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId }));
    expect(listed.UploadId).toBe(UploadId);
    expect(listed.IsTruncated).toBe(false);
    expect(listed.Parts?.map((part) => ({ PartNumber: part.PartNumber, Size: part.Size, ETag: part.ETag }))).toEqual(
      bytes.map((body, index) => ({ PartNumber: index + 1, Size: body.length, ETag: `"${md5(body)}"` })),
    );
    const firstPage = await s3.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId, MaxParts: 1 }));
    expect(firstPage.Parts?.map((part) => part.PartNumber)).toEqual([1]);
    expect(firstPage.IsTruncated).toBe(true);
    expect(firstPage.NextPartNumberMarker).toBe('1');

    await s3.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }));

    await expect(s3.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId }))).rejects.toBeInstanceOf(NoSuchUpload);
    await expect(
      s3.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: 3, Body: 'late' })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });

  it('accepts a presigned PUT only with the signed headers and before it expires', async () => {
    const { s3, bucket } = localS3();
    const key = `test/${randomUUID()}.png`;
    const body = randomBytes(2048);
    const url = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: 'image/png', ContentLength: body.length }),
      { expiresIn: 60, signableHeaders: new Set(['content-type']) },
    );

    const wrongType = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'text/html' } });
    expect(wrongType.status).toBe(403);
    expect(await wrongType.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

    const wrongLength = await fetch(url, { method: 'PUT', body: Buffer.concat([body, body]), headers: { 'content-type': 'image/png' } });
    expect(wrongLength.status).toBe(403);

    await setClockOffset(61_000);
    const expired = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'image/png' } });
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Message>Request has expired</Message>');
    await setClockOffset(0);

    const accepted = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'image/png' } });
    expect(accepted.status).toBe(200);
    const stored = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(body)).toBe(true);
    expect(stored.ContentType).toBe('image/png');
  });

  it('lets the app origin, and no other, preflight a browser upload', async () => {
    const { s3, bucket } = localS3();
    const url = await getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: `test/${randomUUID()}.jpg` }), { expiresIn: 60 });
    const preflight = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });

    const fromApp = await preflight(inject('appUrl'));
    const fromElsewhere = await preflight('http://elsewhere.example');

    expect(fromApp.status).toBe(200);
    expect(fromApp.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(fromApp.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(fromElsewhere.status).toBe(403);
  });
});

describe('a second local cloud', () => {
  it('starts beside this run\'s on its own ports, and stop() (twice) frees every port', { timeout: 90_000 }, async () => {
    const second = await startLocalCloud({ mode: 'test', tables: appTables, rootDir: fileURLToPath(new URL('../..', import.meta.url)), spa: { mode: 'none' } });
    // The gateway, the inbox and every endpoint handed to the functions (DynamoDB, S3, SES, ...).
    const ports = [...new Set([second.appUrl, second.inboxUrl, ...Object.values(second.env)].flatMap(loopbackPort))];
    const health = await new ApiClient(second.appUrl).get('/_health');

    await Promise.all([second.stop(), second.stop()]);

    expect(health.text).toBe('Health check OK');
    expect(second.appUrl).not.toBe(inject('appUrl'));
    expect(ports.length).toBeGreaterThanOrEqual(5);
    expect(await Promise.all(ports.map(canListenOn))).toEqual(ports.map(() => true));
  });
});

describe('start-up', () => {
  it('answers nothing as ready before every part is: 503 with Retry-After until DynamoDB Local has the table', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const answers: { status: number; retryAfter: string | null; dynamoDbReady: boolean; cloudReturned: boolean }[] = [];
    let dynamoDbReady = false;
    let cloudReturned = false;
    let polling = true;
    // Asks /_health every 20 ms from the moment the start begins, as a script waiting on it would.
    const poll = (async () => {
      while (polling) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/_health`);
          await response.arrayBuffer();
          answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), dynamoDbReady, cloudReturned });
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const onStatus = (status: PartStatus) => {
      if (status.part === 'dynamodb' && status.state === 'ready') dynamoDbReady = true;
    };
    const cloud = await startLocalCloud({ mode: 'test', tables: appTables, port, rootDir: fileURLToPath(new URL('../..', import.meta.url)), spa: { mode: 'none' }, onStatus });
    cloudReturned = true;
    try {
      const deadline = Date.now() + 5_000;
      while (!answers.some((answer) => answer.cloudReturned) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      polling = false;
      await poll;
      await cloud.stop();
    }
    const early = answers.filter((answer) => !answer.cloudReturned);
    // The gateway listens while DynamoDB Local (Java) is still starting: those answers say "not yet".
    expect(early.filter((answer) => answer.status === 200)).toEqual([]);
    for (const answer of early) expect(answer).toMatchObject({ status: 503, retryAfter: '1' });
    expect(early.filter((answer) => !answer.dynamoDbReady).length, 'the gateway was asked before DynamoDB Local was ready').toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.cloudReturned).map((answer) => answer.status)).toContain(200);
  });
});

function loopbackPort(value: string): number[] {
  const match = /^http:\/\/(?:127\.0\.0\.1|localhost):(\d+)/.exec(value);
  return match ? [Number(match[1])] : [];
}

/** True when nothing holds the port any more (DynamoDB Local binds all interfaces, so check those). */
function canListenOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}
