import { expect as baseExpect, type Page } from '@playwright/test';
import { format, parse } from 'date-fns';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** react-day-picker names each day button with its long date ("Tuesday, December 1st, 2026"). */
export async function pickDate(page: Page, field: string, day: string): Promise<void> {
  await page.getByLabel(field, { exact: true }).click();
  const calendar = page.getByRole('dialog');
  const name = format(parse(day, 'yyyy-MM-dd', new Date()), 'PPPP');
  const dayButton = calendar.getByRole('button', { name: new RegExp(`^(Today, )?${name}`) });
  // The calendar loads on the click: wait for it, or a check before it renders would turn a month too far.
  await expect(calendar.getByRole('button', { name: /next month/i })).toBeVisible();
  for (let month = 0; month < 3 && !(await dayButton.isVisible()); month++) {
    await calendar.getByRole('button', { name: /next month/i }).click();
  }
  await dayButton.click();
  await expect(calendar).toBeHidden();
}

/** Fills the checkout's card form (the local Stripe emulator's test cards) and pays. */
export async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill(`12${String(new Date().getUTCFullYear() + 2).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
}
