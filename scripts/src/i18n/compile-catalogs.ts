import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalog, CompiledMessage, CompiledToken } from '@worknest/shared/message-format';
import { LOCALES } from '@worknest/shared/locale-rules';

/**
 * Issue 40 (ADR 0165): `npm run i18n:compile`. Each catalog root holds `<locale>/<namespace>.json`
 * (id → ICU MessageFormat); this writes `compiled/<locale>/<namespace>.json` beside them in
 * Lingui's compiled form (@lingui/message-utils), which @worknest/shared/message-format reads
 * without a parser. The web root also gets `compiled/pseudo/`: English accented and lengthened,
 * each message between ⟦ ⟧, for the browser test that finds texts not from a catalog.
 * catalogs.test.ts fails when a compiled file is not what this would write.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));

export const CATALOG_ROOTS = [
  { root: join(repo, 'web/src/locales'), pseudo: true },
  { root: join(repo, 'functions/src/domain/mail-text/locales'), pseudo: false },
];

export const PSEUDO_LOCALE = 'pseudo';

/** A catalog root's namespaces (the files of its English folder). */
export function namespacesOf(root: string): string[] {
  return readdirSync(join(root, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function readCatalog(root: string, locale: string, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(join(root, locale, `${namespace}.json`), 'utf8')) as Record<string, string>;
}

/** ICU source → compiled form; a message without arguments becomes its plain string. */
export function compileOne(source: string): CompiledMessage {
  const compiled = compileMessage(source) as CompiledToken[];
  return compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled.length === 0 ? '' : compiled;
}

const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ď', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', w: 'ŵ', y: 'ý', z: 'ž',
  A: 'Å', C: 'Ç', D: 'Ď', E: 'É', G: 'Ĝ', I: 'Î', L: 'Ļ', N: 'Ñ', O: 'Ö', S: 'Š', U: 'Û', W: 'Ŵ', Y: 'Ý', Z: 'Ž',
};

/** One pseudo text: accented, about 35 % longer (German-like growth). */
function pseudoText(text: string): string {
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  return accented + (letters ? '·'.repeat(Math.ceil(letters * 0.35)) : '');
}

function pseudoTokens(message: CompiledMessage): CompiledMessage {
  if (typeof message === 'string') return message === '#' ? message : pseudoText(message);
  return message.map((token): CompiledToken => {
    if (typeof token === 'string') return token === '#' ? token : pseudoText(token);
    const [name, type, format] = token;
    if ((type === 'plural' || type === 'selectordinal' || type === 'select') && format && typeof format === 'object') {
      return [name, type, Object.fromEntries(Object.entries(format as Record<string, CompiledMessage | undefined>).flatMap(([key, value]) => (value === undefined ? [] : [[key, pseudoTokens(value)]])))];
    }
    return token;
  });
}

/** The pseudo-locale's message: the English one, pseudo-translated and marked ⟦…⟧. */
export function pseudoMessage(compiled: CompiledMessage): CompiledMessage {
  const inner = pseudoTokens(compiled);
  return typeof inner === 'string' ? `⟦${inner}⟧` : ['⟦', ...inner, '⟧'];
}

/** Every compiled file of a root: path → content, as `compileCatalogs` writes them. */
export function compiledFiles(root: string, pseudo: boolean): Map<string, string> {
  const files = new Map<string, string>();
  for (const namespace of namespacesOf(root)) {
    for (const locale of LOCALES) {
      const source = readCatalog(root, locale, namespace);
      const compiled: CompiledCatalog = Object.fromEntries(Object.keys(source).sort().map((id) => [id, compileOne(source[id]!)]));
      files.set(join(root, 'compiled', locale, `${namespace}.json`), `${JSON.stringify(compiled, null, 1)}\n`);
      if (pseudo && locale === 'en') {
        const marked = Object.fromEntries(Object.entries(compiled).map(([id, message]) => [id, pseudoMessage(message)]));
        files.set(join(root, 'compiled', PSEUDO_LOCALE, `${namespace}.json`), `${JSON.stringify(marked, null, 1)}\n`);
      }
    }
  }
  return files;
}

export function compileCatalogs(): string[] {
  const written: string[] = [];
  for (const { root, pseudo } of CATALOG_ROOTS) {
    for (const [path, content] of compiledFiles(root, pseudo)) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
      written.push(relative(repo, path));
    }
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`compiled ${compileCatalogs().length} catalog files`);
}
