import { useState } from 'react';
import { Cookie } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { PageLink } from './page-link';
import { TextWithValue, VALUE } from '../../../components/text-with-value';

/** The browser storage flag of SPEC.md §3 that records cookie acceptance. */
export const COOKIE_CONSENT_KEY = 'worknest-cookie-consent';

function readConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) !== null;
  } catch {
    return false; // Storage blocked: ask again next time rather than fail.
  }
}

function storeConsent(choice: 'accepted' | 'essential'): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ choice, at: new Date().toISOString() }));
  } catch {
    // Storage blocked: the banner hides for this visit only.
  }
}

/**
 * The cookie banner (SPEC.md §4): shown until Accept or Settings is clicked; both store the
 * acceptance. Worknest sets no advertising or tracking cookies, only what sign-in needs, so
 * "Settings" has nothing optional to switch off: it records an essential-only acceptance.
 */
export function CookieBanner() {
  const t = useT('landing');
  const [visible, setVisible] = useState(() => !readConsent());
  if (!visible) return null;

  function choose(choice: 'accepted' | 'essential') {
    storeConsent(choice);
    setVisible(false);
  }

  return (
    <section
      aria-label={t('cookie.label')}
      data-testid="cookie-banner"
      className="mx-auto mb-3 flex w-[calc(100%-1.5rem)] max-w-3xl flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-lg sm:flex-row sm:items-center sm:p-5"
    >
      <Cookie aria-hidden="true" className="hidden size-8 shrink-0 text-primary sm:block" />
      <p className="flex-1 text-sm text-muted-foreground">
        <TextWithValue text={t('cookie.text', { link: VALUE })}>
          <PageLink to="/privacy" className="font-medium text-primary underline underline-offset-4">
            {t('footer.privacy')}
          </PageLink>
        </TextWithValue>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" onClick={() => choose('essential')}>
          {t('cookie.settings')}
        </Button>
        <Button onClick={() => choose('accepted')}>{t('cookie.accept')}</Button>
      </div>
    </section>
  );
}
