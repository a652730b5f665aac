import { describe, expect, it } from 'vitest';
import type { CompiledCatalog } from '@worknest/shared/message-format';
import { activateLocale, addCatalogFiles, loadNamespaces, provideCatalog, textsState } from './i18n';

// activateLocale writes <html lang>: a stand-in document (and this file runs isolated, vitest.config.ts).
globalThis.document = { documentElement: {} } as Document;

const catalog = (texts: Record<string, string>) => texts as unknown as CompiledCatalog;

describe('textsState: what re-renders a namespace’s texts (issue 31)', () => {
  it('a catalog’s arrival changes only its own namespace; a change of language changes every one', async () => {
    provideCatalog('en', 'landing', catalog({ 'hero.title': 'Homes of colleagues' }));
    addCatalogFiles({
      '/src/locales/compiled/en/public.json': async () => catalog({ 'faq.a1': 'An answer' }),
      '/src/locales/compiled/de/landing.json': async () => catalog({ 'hero.title': 'Wohnungen von Kollegen' }),
      '/src/locales/compiled/de/public.json': async () => catalog({ 'faq.a1': 'Eine Antwort' }),
    });
    const landing = textsState('landing');
    const publicBefore = textsState('public');

    // The landing page's later texts arrive: only what reads `public` re-renders.
    await loadNamespaces(['public']);
    expect(textsState('landing')).toBe(landing);
    expect(textsState('public')).not.toBe(publicBefore);

    // Another language: every namespace's texts change.
    const publicLoaded = textsState('public');
    await activateLocale('de');
    expect(textsState('landing')).not.toBe(landing);
    expect(textsState('public')).not.toBe(publicLoaded);
  });
});

describe('a page’s namespaces asked while a language is being switched to (issue 40, ADR 0201)', () => {
  it('load in that language too, so the page shows it once the switch is done', async () => {
    // What the test above loaded (landing, public) is wanted in every language; French's landing texts are slow to come.
    let releaseLanding!: () => void;
    const landingHeld = new Promise<void>((resolve) => (releaseLanding = resolve));
    addCatalogFiles({
      '/src/locales/compiled/fr/landing.json': async () => {
        await landingHeld;
        return catalog({ 'hero.title': 'Logements de collègues' });
      },
      '/src/locales/compiled/fr/public.json': async () => catalog({ 'faq.a1': 'Une réponse' }),
      '/src/locales/compiled/de/auth.json': async () => catalog({ 'login.title': 'Willkommen' }),
      '/src/locales/compiled/fr/auth.json': async () => catalog({ 'login.title': 'Bienvenue' }),
    });
    await activateLocale('de');
    // The app's start switches to French; the route's `lazy` asks for its namespace before the switch is done.
    const switching = activateLocale('fr');
    await loadNamespaces(['auth']);
    releaseLanding();
    await switching;
    expect(textsState('auth')).toBe('fr:10');
  });
});
