import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/logo';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useT, useUiLocale } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LEGAL_LAST_UPDATED } from '../legal-constants';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/**
 * The frame of /privacy and /terms: a back-to-home button, the title, the last-updated date,
 * a table of contents and numbered sections, set for reading (short lines, generous spacing).
 */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const t = useT('legal');
  // Issue 40: the documents' text is English and binding; another language's page says so at the top.
  const locale = useUiLocale();
  const translated = locale !== 'en';
  // The router keeps the scroll position between pages; a document starts at its top (or its #section).
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, []);

  useDocumentTitle(`${title} | Worknest`);

  return (
    <div className="flex flex-1 flex-col">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Link to="/" className="rounded-md" aria-label={t('home')}>
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <Button asChild variant="outline" size="sm">
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                {/* On a phone the arrow alone: German's "Zurück zur Startseite" did not fit beside the logo at 390 px. */}
                <span className="sr-only sm:not-sr-only">{t('back')}</span>
              </Link>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
        {translated && (
          <aside role="note" aria-labelledby="binding-notice" className="mb-10 rounded-xl border border-warning/40 bg-warning-soft px-5 py-4 text-sm text-warning">
            <p id="binding-notice" className="font-semibold">
              {t('notice.title')}
            </p>
            <p className="mt-1">{t('notice.body')}</p>
          </aside>
        )}
        {/* The binding English text (not from a catalog: the languages test leaves it out by this attribute). */}
        <article lang="en" data-i18n-exempt="binding English text" className="grid gap-10">
          <div className="grid gap-3">
            <h1 className="text-4xl font-semibold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">Last updated: {LEGAL_LAST_UPDATED}</p>
            <div className="grid gap-4 text-lg leading-relaxed text-muted-foreground">{intro}</div>
          </div>
          <nav aria-label="Contents" className="rounded-xl border border-border bg-card p-6">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Contents</h2>
            <ol className="grid list-decimal gap-1.5 pl-5 text-sm sm:columns-2 sm:block">
              {sections.map((section) => (
                <li key={section.id} className="mb-1.5 break-inside-avoid">
                  <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="grid scroll-mt-6 gap-4">
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className="grid gap-4 leading-relaxed text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-2 [&_h3]:font-semibold [&_li]:pl-1 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
          <div lang={locale === 'pseudo' ? 'en' : locale} className="border-t border-border pt-8">
            <Button asChild>
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                {t('back')}
              </Link>
            </Button>
          </div>
        </article>
      </main>
    </div>
  );
}
