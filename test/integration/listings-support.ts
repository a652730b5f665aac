import { randomInt, randomUUID } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { expect, inject } from 'vitest';
import type { Role } from '@worknest/shared/auth';
import type { ListingInput } from '@worknest/shared/listing';
import type { PhotoUploadTarget } from '@worknest/shared/photo-upload';
import { ApiClient } from './support/api-client';
import { linksOf, nowSeconds, waitForMail } from './support/inbox';
import { localS3 } from './support/local-s3';

/*
 * Helpers of the listing and upload tests: fresh members (so no test shares a rate limit or a
 * listing with another), real image bytes, and a valid listing to vary.
 */

/** The error body of every refusal (ARCHITECTURE.md, "Errors"). */
export interface ErrorBody {
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
}

/** A 1×1 PNG: the smallest real image. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** `size` bytes that start like a JPEG (SOI + APP0 marker), so they pass the format check. */
export function jpegLikeBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x5a);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(bytes);
  return bytes;
}

let environmentReady: Promise<void> | undefined;

/** The demo companies exist and the store modules can reach this run's local cloud. */
function prepareEnvironment(): Promise<void> {
  environmentReady ??= (async () => {
    Object.assign(process.env, inject('localEnv'));
    const { seedAccounts } = await import('@worknest/scripts/seed/seed-accounts');
    await seedAccounts();
  })();
  return environmentReady;
}

export async function enrollCompany(domain: string): Promise<void> {
  await prepareEnvironment();
  const { addCompany } = await import('@worknest/functions/store/companies');
  await addCompany(domain, domain);
}

function fromNewIp(): Record<string, string> {
  const octet = () => randomInt(1, 251);
  return { 'cloudfront-viewer-address': `203.0.${octet()}.${octet()}:443` };
}

export interface Member {
  client: ApiClient;
  id: string;
  email: string;
}

/** A new member of `domain` (age and Terms confirmed), signed in through the real magic link. */
export async function signInNewMember(domain: string, role: Role = 'employee', firstName = 'Test'): Promise<Member> {
  await prepareEnvironment();
  const { createUser } = await import('@worknest/functions/store/users');
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@${domain}`;
  const user = await createUser({ email, companyDomain: domain, role, firstName, lastName: 'Member', eligibilityConfirmedAt: new Date().toISOString() });
  const client = new ApiClient();
  const since = nowSeconds();
  expect((await client.post('/api/auth/request-magic-link', { email }, { headers: fromNewIp() })).status).toBe(200);
  const link = linksOf(await waitForMail(email, { sinceSeconds: since })).find((href) => href.includes('/auth/verify'));
  const token = new URL(link!).searchParams.get('token');
  expect((await client.post('/api/auth/verify', { token })).status).toBe(200);
  return { client, id: user.id, email };
}

/** Uploads bytes with the presigned PUT of `POST /api/objects/upload`; returns the photo's path. */
export async function uploadPhoto(member: Member, bytes: Buffer = PNG_1X1, contentType = 'image/png'): Promise<string> {
  const target = await member.client.post<PhotoUploadTarget>('/api/objects/upload', {
    filename: 'photo.png',
    contentType,
    size: bytes.length,
  });
  expect(target.status).toBe(200);
  const put = await fetch(target.body.uploadURL, { method: 'PUT', headers: target.body.headers, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return target.body.url;
}

/** Writes an object straight into the bucket (what a misbehaving client could leave there). */
export async function putObjectDirectly(key: string, bytes: Buffer, contentType: string): Promise<void> {
  const { s3, bucket } = localS3();
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
}

/** Whether the uploads bucket holds `key` (`uploads/...`, or a photo path `/uploads/...`). */
export async function objectExists(keyOrPath: string): Promise<boolean> {
  const { s3, bucket } = localS3();
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOrPath.replace(/^\//, '') }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
}

export function validListing(images: string[]): ListingInput {
  return {
    title: 'Quiet flat with a proper desk',
    description: 'Bright one-bedroom with a standing desk, an ergonomic chair and fibre internet in a calm street.',
    rentalType: 'whole_apartment',
    pricePerNight: 7450,
    address: 'Keizersgracht 101',
    city: 'Amsterdam',
    state: 'North Holland',
    country: 'Netherlands',
    zipCode: '1015 CJ',
    bedrooms: 1,
    beds: 1,
    bathrooms: 1.5,
    maxGuests: 2,
    amenities: ['WiFi', 'Dedicated Workspace', 'Kitchen'],
    images,
    hasWorkspace: true,
    wifiSpeed: '500 Mbps',
    availableDates: [],
    minNights: 2,
    maxNights: 14,
    advanceNoticeDays: 1,
  };
}
