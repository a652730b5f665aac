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
