import { expect } from 'vitest';
import type { SignedInMember } from './members';

/**
 * HR sets the company to pay by invoice (a Danish address, no cost centre required), as a company
 * must before its business stays and travel policy are used.
 */
export async function payByInvoice(hr: SignedInMember, legalName: string): Promise<void> {
  const saved = await hr.client.put('/api/hr/billing', {
    mode: 'invoice',
    billingEmail: 'ap@example.test',
    legalName,
    address: { line1: 'Vesterbrogade 1', postalCode: '1620', city: 'Copenhagen', country: 'DK' },
    requireCostCentre: false,
  });
  expect(saved.status, saved.text).toBe(200);
}
