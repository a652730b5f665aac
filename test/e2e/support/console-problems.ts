import type { Page } from '@playwright/test';

/**
 * Every warning and error a page's console shows (issue 29): what the page logs itself
 * (console.warn/error, uncaught errors) and what Chromium logs on its behalf, such as
 * "WebSocket connection to … failed", which never reaches Playwright's `console` event. The
 * latter come from the DevTools protocol's Log domain.
 */
export interface ConsoleProblems {
  /** "<page path>: <level>: <text>", in order. */
  readonly entries: string[];
}

/**
 * Chromium's software GL (headless, no GPU) reports its own performance notes when a map's
 * canvas is read ("GL Driver Message (OpenGL, Performance, …): GPU stall due to ReadPixels"):
 * the browser's driver speaking, not the page.
 */
const BROWSER_DRIVER_NOTES = /GL Driver Message \(OpenGL, Performance,/;

export async function collectConsoleProblems(page: Page): Promise<ConsoleProblems> {
  const problems: ConsoleProblems = { entries: [] };
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    const type = message.type();
    if ((type === 'warning' || type === 'error') && !BROWSER_DRIVER_NOTES.test(message.text())) problems.entries.push(`${where()}: ${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.entries.push(`${where()}: uncaught: ${error.message}`));
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Log.entryAdded', ({ entry }) => {
    if ((entry.level === 'warning' || entry.level === 'error') && !BROWSER_DRIVER_NOTES.test(entry.text)) problems.entries.push(`${where()}: ${entry.source} ${entry.level}: ${entry.text}`);
  });
  await cdp.send('Log.enable');
  return problems;
}
