import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { addDays, utcDate } from '@worknest/shared/booking';
import { listingInputSchema, photoUrlOfKey } from '@worknest/shared/listing';
import { demoListings, demoPhotoFile, type DemoListing } from './listings-demo';

const photosDir = fileURLToPath(new URL('./listings-photos/', import.meta.url));

function availableDates({ days, everyNth }: DemoListing['availability']): string[] {
  const today = utcDate(Date.now());
  return Array.from({ length: Math.ceil(days / everyNth) }, (_, i) => addDays(today, 1 + i * everyNth));
}

/**
 * The demo listings (listings-demo.ts), created through the same domain service as
 * `POST /api/listings`: photos go into the local bucket under each host's own upload prefix,
 * and the service checks them like any upload. A host who already has listings is skipped, so
 * an interrupted seed can run again. Needs the demo accounts (seedAccounts) first.
 */
export async function seedListings(): Promise<string[]> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const { s3, uploadsBucket } = await import('@worknest/functions/adapters/s3');
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { listHostListings } = await import('@worknest/functions/store/listings');
  const { createListing } = await import('@worknest/functions/domain/listings/create-listing');
  const { newPhotoKey } = await import('@worknest/functions/domain/uploads/photo-keys');

  const counts = new Map<string, number>();
  const skipped = new Set<string>();
  // Created last-to-first, so the grid (newest first) shows them in the order they are listed.
  for (const demo of [...demoListings].reverse()) {
    const host = await getUserByEmail(demo.host);
    if (!host) throw new Error(`Seed the demo accounts first: ${demo.host} does not exist`);
    if (skipped.has(host.id)) continue;
    if (!counts.has(host.id) && (await listHostListings(host.id, 1)).items.length > 0) {
      skipped.add(host.id);
      continue;
    }
    const images: string[] = [];
    for (const n of demo.scenes.keys()) {
      const key = newPhotoKey(host.id);
      const body = await readFile(`${photosDir}${demoPhotoFile(demo, n + 1)}`);
      await s3.send(new PutObjectCommand({ Bucket: uploadsBucket(), Key: key, Body: body, ContentType: 'image/jpeg' }));
      images.push(photoUrlOfKey(key));
    }
    const workspaceScene = demo.scenes.indexOf('workspace');
    const workReady = { ...demo.listing.workReady, workspacePhoto: workspaceScene >= 0 ? images[workspaceScene] : null };
    const input = listingInputSchema.parse({ ...demo.listing, workReady, images, availableDates: availableDates(demo.availability) });
    await createListing(input, { userId: host.id, role: host.role, companyDomain: host.companyDomain });
    counts.set(host.id, (counts.get(host.id) ?? 0) + 1);
  }
  const perHost = [...new Set(demoListings.map((demo) => demo.host))].map(
    (email) => `${demoListings.filter((demo) => demo.host === email).length} for ${email}`,
  );
  return [`Demo listings: ${perHost.join(', ')} (photos in the local bucket)`];
}
