import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE, LOCALES } from '@worknest/shared/locale-rules';
import { formatMessage, type CompiledMessage } from '@worknest/shared/message-format';
import {
  requestWithdrawnLine,
  stayCancelledLine,
  SYSTEM_LINE_CODES,
  swapExpiredLine,
  swapLine,
  swapStayCancelledLine,
  systemLineMessage,
  type SystemLine,
} from '@worknest/shared/system-lines';
import { CATALOG_ROOTS } from './compile-catalogs';

/** Issue 40 (ADR 0187): a conversation's system lines in the `messages` catalog. */
describe('system lines in the messages catalog', () => {
  const web = CATALOG_ROOTS[0]!.root;
  const catalogOf = (locale: string) => {
    const source = JSON.parse(readFileSync(join(web, locale, 'messages.json'), 'utf8')) as Record<string, string>;
    return (id: string) => {
      expect(source[id], `${locale}/messages.json ${id}`).toBeDefined();
      return compileMessage(source[id]!) as CompiledMessage;
    };
  };
  const stay = { checkIn: '2030-03-12', checkOut: '2030-03-15' };
  const stays = { mine: { checkIn: '2030-04-01', checkOut: '2030-04-05' }, yours: { checkIn: '2030-05-10', checkOut: '2030-05-12' } };
  const lines: SystemLine[] = [
    stayCancelledLine(stay, 'guest', 12050),
    stayCancelledLine(stay, 'host', 0),
    stayCancelledLine(stay, 'admin', 123400),
    requestWithdrawnLine(stay, 'guest'),
    requestWithdrawnLine(stay, 'admin'),
    swapStayCancelledLine(stay),
    swapLine('proposed', stays),
    swapLine('accepted', stays),
    swapLine('declined', stays),
    swapLine('withdrawn', stays),
    swapLine('new_dates', stays),
    swapExpiredLine(stays),
  ];

  it('covers every code', () => {
    expect(new Set(lines.map((line) => line.code))).toEqual(new Set(SYSTEM_LINE_CODES));
  });

  it('the English catalog says what the server stores, word for word', () => {
    const en = catalogOf('en');
    for (const line of lines) {
      const parts = systemLineMessage(line.code, line.values, INTL_LOCALE.en)!;
      expect(formatMessage(en(parts.id), parts.values, INTL_LOCALE.en)).toBe(line.text);
    }
  });

  it('the new-message e-mail (notify mail catalog) says each line as the app does', () => {
    const mail = CATALOG_ROOTS[1]!.root;
    for (const locale of LOCALES) {
      const app = JSON.parse(readFileSync(join(web, locale, 'messages.json'), 'utf8')) as Record<string, string>;
      const notify = JSON.parse(readFileSync(join(mail, locale, 'notify.json'), 'utf8')) as Record<string, string>;
      for (const code of SYSTEM_LINE_CODES) expect(notify[`system.${code}`], `${locale} ${code}`).toBe(app[`system.${code}`]);
    }
  });

  it('every language writes every line with its own dates and euros', () => {
    for (const locale of LOCALES) {
      const catalog = catalogOf(locale);
      for (const line of lines) {
        const parts = systemLineMessage(line.code, line.values, INTL_LOCALE[locale])!;
        const text = formatMessage(catalog(parts.id), parts.values, INTL_LOCALE[locale]);
        expect(text, `${locale} ${line.code}`).not.toContain('{');
        if (locale !== 'en') expect(text, `${locale} ${line.code}`).not.toBe(line.text);
      }
    }
    const de = catalogOf('de');
    const cancelled = systemLineMessage('stay_cancelled', lines[0]!.values, 'de-DE')!;
    expect(formatMessage(de(cancelled.id), cancelled.values, 'de-DE')).toBe('Aufenthalt Di., 12. März 2030 – Fr., 15. März 2030 vom Gast storniert. Erstattung: 120,50\u00a0€.');
  });
});
