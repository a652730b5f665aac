import { inject } from 'vitest';
import { addTxtRecord } from '@worknest/local-cloud/dns/dns-records';

/** Publishes a TXT record on the local cloud's authoritative DNS server (as a company's IT would on theirs). */
export async function publishTxt(name: string, value: string): Promise<void> {
  await addTxtRecord(inject('localEnv').LOCAL_DNS_RECORDS_DIR!, name, value);
}
