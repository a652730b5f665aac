import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@worknest/shared/locale-rules';
import { formatMessage, type CompiledMessage } from '@worknest/shared/message-format';
import { messageCodes } from '@worknest/shared/message-codes';
import { checkTravelPolicy, DEFAULT_TRAVEL_POLICY, policyReasonMessage, type TravelPolicy } from '@worknest/shared/travel-policy-rules';
import { CATALOG_ROOTS, compiledFiles, compileOne, namespacesOf, pseudoMessage, readCatalog } from './compile-catalogs';

/** ICU arguments of a message, by name and type (`{count, plural, …}` → `count:plural`), to compare languages. */
function argumentsOf(source: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, type, format] = token as [string, string | undefined, unknown];
      found.add(`${name}:${type ?? 'text'}`);
      if (format && typeof format === 'object') for (const value of Object.values(format)) walk(value);
    }
  };
  walk(compileMessage(source));
  return [...found].sort();
}

describe.each(CATALOG_ROOTS.map(({ root, pseudo }) => ({ root, pseudo, name: root.split('/src/')[0]!.split('/').pop() })))('the catalogs of $name (issue 40)', ({ root, pseudo }) => {
  const namespaces = namespacesOf(root);

  it.each(namespaces)('%s: every language has every key of English, and no other', (namespace) => {
    const english = Object.keys(readCatalog(root, 'en', namespace)).sort();
    for (const locale of LOCALES) expect(Object.keys(readCatalog(root, locale, namespace)).sort(), `${locale}/${namespace}.json`).toEqual(english);
  });

  it.each(namespaces)('%s: every message is valid ICU MessageFormat with the same arguments as English, and not empty', (namespace) => {
    const english = readCatalog(root, 'en', namespace);
    for (const locale of LOCALES) {
      const catalog = readCatalog(root, locale, namespace);
      for (const [id, message] of Object.entries(catalog)) {
        expect(() => compileMessage(message), `${locale}/${namespace}.json ${id}`).not.toThrow();
        expect(message.trim(), `${locale}/${namespace}.json ${id}`).not.toBe('');
        expect(argumentsOf(message), `${locale}/${namespace}.json ${id}`).toEqual(argumentsOf(english[id]!));
      }
    }
  });

  it('the compiled catalogs are what `npm run i18n:compile` writes (run it after changing a catalog)', () => {
    for (const [path, content] of compiledFiles(root, pseudo)) expect(readFileSync(path, 'utf8'), path).toBe(content);
  });
});

describe('catalog messages format (issue 40)', () => {
  it('plurals, arguments and numbers in each language', () => {
    expect(formatMessage(compileOne('The link expires in {minutes, plural, one {# minute} other {# minutes}}.'), { minutes: 15 })).toBe('The link expires in 15 minutes.');
    expect(formatMessage(compileOne('{n, plural, one {# Tag} other {# Tage}}'), { n: 1 }, 'de-DE')).toBe('1 Tag');
    expect(formatMessage(compileOne('{n, plural, =0 {keine} one {# Tag} other {# Tage}}'), { n: 0 }, 'de-DE')).toBe('keine');
    expect(formatMessage(compileOne('{n, plural, one {# nuit} other {# nuits}}'), { n: 1234 }, 'fr-FR')).toBe('1\u202f234 nuits');
    expect(formatMessage(compileOne('Hallo {name},'), { name: 'Sam' }, 'de-DE')).toBe('Hallo Sam,');
    expect(formatMessage(compileOne('{role, select, hr {HR} other {Mitglied}}'), { role: 'employee' })).toBe('Mitglied');
    expect(formatMessage(compileOne("Le lien ne fonctionne qu''une fois")), 'fr-FR').toBe("Le lien ne fonctionne qu'une fois");
  });

  it('the pseudo-locale marks, accents and lengthens every text, keeping arguments', () => {
    const pseudo = pseudoMessage(compileOne('Welcome, {name}'));
    const text = formatMessage(pseudo, { name: 'Sam' });
    expect(text.startsWith('⟦Ŵéļçöɱé, ')).toBe(true);
    expect(text.endsWith('⟧')).toBe(true);
    expect(text).toContain('Sam');
    expect(text.length).toBeGreaterThan('Welcome, Sam'.length + 2);
  });

  it('every server message code has its text in the SPA errors catalog', () => {
    const web = CATALOG_ROOTS[0]!.root;
    const errors = JSON.parse(readFileSync(join(web, 'en', 'errors.json'), 'utf8')) as Record<string, string>;
    for (const code of Object.values(messageCodes())) expect(Object.keys(errors), code).toContain(code);
    // English says what the server says, word for word.
    for (const [message, code] of Object.entries(messageCodes())) expect(errors[code]).toBe(message);
  });

  it('the travel policy’s reasons: the English catalog says what the server says, and German says it in German', () => {
    const web = CATALOG_ROOTS[0]!.root;
    const catalogOf = (locale: string) => {
      const source = JSON.parse(readFileSync(join(web, locale, 'errors.json'), 'utf8')) as Record<string, string>;
      return (id: string) => compileMessage(source[id]!) as CompiledMessage;
    };
    const en = catalogOf('en');
    const de = catalogOf('de');
    const policy: TravelPolicy = { ...DEFAULT_TRAVEL_POLICY, maxNightlyCents: 15000, countryCaps: { DE: 12000 }, maxNights: 1, minAdvanceDays: 14 };
    const stays = [
      { pricePerNightCents: 18050, country: 'Germany', checkIn: '2030-03-12', checkOut: '2030-03-15' },
      { pricePerNightCents: 15100, country: 'Atlantis', checkIn: '2030-03-12', checkOut: '2030-03-13' },
    ];
    const reasons = stays.flatMap((stay) => checkTravelPolicy(policy, stay, { companyName: 'Acme', nowMs: Date.parse('2030-03-10T09:00:00Z') }).reasons);
    expect(new Set(reasons.map((reason) => reason.rule))).toEqual(new Set(['nightly-cap', 'max-nights', 'advance-notice']));
    expect(reasons.some((reason) => reason.values?.country === null)).toBe(true);
    for (const reason of reasons) {
      const english = policyReasonMessage(reason, 'en-US')!;
      expect(formatMessage(en(english.id), english.values, 'en-US')).toBe(reason.message);
    }
    const german = policyReasonMessage(reasons[0]!, 'de-DE')!;
    expect(formatMessage(de(german.id), german.values, 'de-DE')).toBe('180,50\u00a0€ pro Nacht liegt über der Obergrenze von 120\u00a0€ bei Acme für Deutschland');
    expect(policyReasonMessage({ rule: 'max-nights', message: 'stored before values' }, 'de-DE')).toBeNull();
  });

  it('the check-email page names the sign-in mail as the mail says it, in each language', () => {
    const [web, mail] = CATALOG_ROOTS.map(({ root }) => root);
    for (const locale of LOCALES) {
      const page = readCatalog(web!, locale, 'auth');
      const letter = readCatalog(mail!, locale, 'mail');
      expect(page['checkEmail.mailSubject'], locale).toBe(letter['signIn.subject']);
      expect(page['checkEmail.mailButton'], locale).toBe(letter['signIn.button']);
    }
  });
});
