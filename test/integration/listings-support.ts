import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import type { Role } from '@worknest/shared/auth';
import type { Listing, ListingInput } from '@worknest/shared/listing';
import type { PhotoUploadTarget } from '@worknest/shared/photo-upload';
import { localS3 } from './support/local-s3';
import { signedInMember, useLocalStore, type SignedInMember } from './support/members';

/*
 * Helpers of the listing and upload tests: members of the demo companies, real image bytes, and a
 * valid listing to vary.
 */

export type Member = SignedInMember;

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

let demoCompanies: Promise<void> | undefined;

/**
 * A new signed-in member of acme.test or globex.test (enrolled first, as `npm run dev` seeds them).
 * Fresh members: no test shares a rate limit or a listing with another.
 */
export async function demoCompanyMember(domain: 'acme.test' | 'globex.test', role: Role = 'employee', firstName = 'Test'): Promise<Member> {
  demoCompanies ??= (async () => {
    await useLocalStore();
    const { seedAccounts } = await import('@worknest/scripts/seed/seed-accounts');
    await seedAccounts();
  })();
  await demoCompanies;
  return signedInMember(domain, role, firstName);
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

/**
 * A valid listing of `host`'s with two photos (`patch` varies it). A 5xx is tried once more: the
 * local geocoder's first question can time out under load.
 */
export async function createListing(host: Member, patch: Partial<ListingInput> = {}): Promise<Listing> {
  const images = [await uploadPhoto(host), await uploadPhoto(host)];
  let created = await host.client.post<Listing>('/api/listings', { ...validListing(images), ...patch });
  if (created.status >= 500) created = await host.client.post<Listing>('/api/listings', { ...validListing(images), ...patch });
  expect(created.status, created.text).toBe(201);
  return created.body;
}
