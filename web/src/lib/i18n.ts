import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { setActiveLocale } from '@worknest/shared/active-locale';
import { DEFAULT_LOCALE, isLocale, resolveLocale, type Locale } from '@worknest/shared/locale-rules';
import { formatMessage, type CompiledCatalog, type MessageValues } from '@worknest/shared/message-format';
import { INTL_LOCALE } from '@worknest/shared/locale-rules';
import { listOfDays } from '@worknest/shared/list-of-days';

/**
 * Issue 40 (ADRs 0165, 0166): the SPA's languages. Texts live in catalogs, one file per language
 * and namespace (web/src/locales/<locale>/<namespace>.json, ICU MessageFormat), compiled by
 * `npm run i18n:compile` into locales/compiled/, and loaded lazily: a page loads the namespaces it
 * uses (in its route's `lazy`, with `loadNamespaces`) for the active language only. A component
 * reads them with `useT(namespace)`; dates, numbers and euros follow through the shared formatters
 * (`setActiveLocale`). `pseudo` is the test language (accented, longer, each text in ⟦ ⟧).
 */
export type Namespace = 'shell' | 'auth' | 'errors' | 'legal' | 'landing' | 'listings' | 'listing' | 'bookings' | 'public' | 'companies' | 'approvals' | 'exchange' | 'profile' | 'messages' | 'listing-form' | 'reviews' | 'safety' | 'checkout' | 'calendar' | 'hr' | 'billing' | 'admin' | 'marketing';
export type UiLocale = Locale | 'pseudo';

/** Where a visitor's (or a member's, on this device) chosen language is kept. */
export const LOCALE_STORAGE_KEY = 'worknest_locale';

/** A catalog file's loader by its path (`/src/locales/compiled/<locale>/<namespace>.json`). */
export type CatalogFiles = Record<string, () => Promise<CompiledCatalog>>;

/**
 * The catalog files this page can load: the app registers all of them (start-app), the landing
 * page on its own only its own and the switcher's (ADR 0171), so the list of every catalog is not
 * part of the landing page's first script.
 */
const catalogFiles: CatalogFiles = {};
export function addCatalogFiles(files: CatalogFiles): void {
  Object.assign(catalogFiles, files);
}
const catalogs = new Map<string, CompiledCatalog>();
const wanted = new Set<Namespace>();
/** Namespaces a text was shown from before their catalog (in the active language) was there. */
const shownWithout = new Set<Namespace>();
const listeners = new Set<() => void>();
let active: UiLocale = DEFAULT_LOCALE;
/** The language `activateLocale` is loading, until it is active: a page's namespaces asked meanwhile load in it too. */
let switchingTo: UiLocale | undefined;

/** Tells the texts on screen that the language or a catalog changed; each re-renders only if its own namespace's texts did (`textsState`). */
function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * What a namespace's texts depend on: the language, and whether its catalog and the English one
 * (the fallback) are loaded. Issue 31: a catalog's arrival re-renders only the components that
 * read that namespace. The landing page's `public` texts used to re-render the whole page in one
 * blocking render (78 ms at full CPU speed, a long task on a phone).
 */
export function textsState(namespace: Namespace): string {
  return `${active}:${catalogs.has(`${active}/${namespace}`) ? 1 : 0}${catalogs.has(`en/${namespace}`) ? 1 : 0}`;
}

async function loadCatalog(locale: UiLocale, namespace: Namespace): Promise<void> {
  const key = `${locale}/${namespace}`;
  if (catalogs.has(key)) return;
  const load = catalogFiles[`/src/locales/compiled/${key}.json`];
  if (!load) throw new Error(`No catalog ${key}`);
  catalogs.set(key, await load());
}

/**
 * A catalog bundled in the code instead of loaded (the landing page's English, ADR 0171): its
 * texts are there for the first render without a request. Other languages still load lazily.
 */
export function provideCatalog(locale: UiLocale, namespace: Namespace, catalog: CompiledCatalog): void {
  catalogs.set(`${locale}/${namespace}`, catalog);
  wanted.add(namespace);
}

/** Loads namespaces of the active language (and keeps them loaded across a change of language). */
export async function loadNamespaces(namespaces: Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  // While a language is being switched to (the app's first language, a member's own), the page's
  // namespaces load in it as well: `activateLocale` only loads those wanted when it started.
  const locales = switchingTo && switchingTo !== active ? [active, switchingTo] : [active];
  await Promise.all(namespaces.flatMap((namespace) => locales.map((locale) => loadCatalog(locale, namespace))));
  // Texts already on screen without their catalog (a switcher that mounted first) show the loaded
  // ones. Only then: a re-render of every text on screen at each page's load would also re-render
  // the page being left, whose data may be gone (the account deletion's page, without its user).
  if (namespaces.some((namespace) => shownWithout.delete(namespace))) changed();
}

export function activeUiLocale(): UiLocale {
  return active;
}

/** Issue 40: the app's start: the shell's texts in the page's first language, before the first render. */
export async function startI18n(namespaces: Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  await activateLocale(initialLocale());
}

/** Switches the language once its catalogs are loaded: texts, formats and `<html lang>` follow. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  switchingTo = locale;
  try {
    await Promise.all([...wanted].map((namespace) => loadCatalog(locale, namespace)));
  } finally {
    if (switchingTo === locale) switchingTo = undefined;
  }
  active = locale;
  const formats: Locale = locale === 'pseudo' ? DEFAULT_LOCALE : locale;
  document.documentElement.lang = locale === 'pseudo' ? 'en' : INTL_LOCALE[formats].slice(0, 2);
  setActiveLocale(formats);
  changed();
}

/**
 * The language a page starts in: `?lang=` (tests, shared links), else the language chosen on
 * this device, else the browser's languages, else English. A member's own `locale` replaces it
 * once the session is known (useMemberLocale).
 */
export function initialLocale(): UiLocale {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (asked === 'pseudo' || isLocale(asked)) return asked;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be off (private mode): the browser's languages decide.
  }
  return resolveLocale(stored, navigator.languages ?? [navigator.language]);
}

/** The text `id` of a namespace in the active language (English if the catalog lacks it, the id if nobody has it). */
export function translate(namespace: Namespace, id: string, values?: MessageValues): string {
  const catalog = catalogs.get(`${active}/${namespace}`);
  if (!catalog) shownWithout.add(namespace);
  const message = catalog?.[id] ?? catalogs.get(`en/${namespace}`)?.[id];
  return message === undefined ? id : formatMessage(message, values, INTL_LOCALE[active === 'pseudo' ? DEFAULT_LOCALE : active]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `const t = useT('auth'); t('login.title')`: re-renders when the namespace's texts change (`textsState`). */
export function useT(namespace: Namespace): (id: string, values?: MessageValues) => string {
  return useTranslator(namespace, useSyncExternalStore(subscribe, () => textsState(namespace)));
}

/** The `t` of a namespace, a new function whenever its texts' state is a new one. */
function useTranslator(namespace: Namespace, state: string): (id: string, values?: MessageValues) => string {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `state` makes a new function when the namespace's texts change.
  return useCallback((id: string, values?: MessageValues) => translate(namespace, id, values), [namespace, state]);
}

/**
 * `useT` for texts that arrive after the first paint and are not needed at once (the landing
 * page's `public` texts below the hero): their arrival, or a change of language, re-renders them
 * in a transition, in slices that let a tap through, instead of in one blocking render (issue 31:
 * 42 ms at full CPU speed on the landing page, several times that on a phone).
 */
export function useTInTransition(namespace: Namespace): (id: string, values?: MessageValues) => string {
  const [current, setCurrent] = useState(() => textsState(namespace));
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(textsState(namespace)));
    // A catalog that arrived between this render and the effect.
    update();
    return subscribe(update);
  }, [namespace]);
  return useTranslator(namespace, current);
}

/** The active language, re-rendering on change (the switcher, `lang` attributes). */
export function useUiLocale(): UiLocale {
  return useSyncExternalStore(subscribe, () => active);
}

/**
 * How a server message's `day` value (yyyy-MM-dd) is written: the app sets the stay date of the
 * active language (start-app: `dates.stayDate`), so this module, which the landing page's first
 * script carries, needs no date formatter of its own. ADR 0186.
 */
let serverDay: (day: string) => string = (day) => day;
export function writeServerDaysWith(format: (day: string) => string): void {
  serverDay = format;
}

/** A `days` value (yyyy-MM-dd, comma-separated; ADR 0187) as a list of stay dates in the active language. */
function serverDays(days: string): string {
  return listOfDays(days.split(',').map(serverDay), INTL_LOCALE[active === 'pseudo' ? DEFAULT_LOCALE : active]);
}

/** The values of a message made by a function (ADR 0186: `messageValues`, "You need {needed} credits"). */
function serverValues(raw: unknown): MessageValues | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'number') values[name] = value;
    else if (typeof value === 'string') values[name] = name === 'day' ? serverDay(value) : name === 'days' ? serverDays(value) : value;
  }
  return values;
}

/**
 * A server error's text in the reader's language (issue 40, ADR 0167): the `errors` catalog's text
 * for the answer's `messageCode` or `code`, else the server's English `message`, else `fallback`.
 * The `errors` namespace must be loaded by the page (loadNamespaces).
 */
export function serverText(error: unknown, fallback: string): string {
  const body = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1] : undefined;
  if (!body) return fallback;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown; messageCode?: unknown; messageValues?: unknown };
    const values = serverValues(parsed.messageValues);
    for (const code of [parsed.messageCode, parsed.code]) {
      if (typeof code === 'string' && catalogs.get(`${active}/errors`)?.[code] !== undefined) return translate('errors', code, values);
    }
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not JSON: a status text or an HTML error page is no message for a person.
  }
  return fallback;
}
