import { Outlet } from 'react-router';
import { useEffect } from 'react';
import { useSignedInUser } from '../../lib/auth';
import { activateLocale, activeUiLocale, LOCALE_STORAGE_KEY } from '../../lib/i18n';
import { RequireAuth } from '../require-auth';
import { AppHeader } from './app-header';

/** Every /app page: the guard, then the header above the page. */
export function AppLayout() {
  return (
    <RequireAuth>
      <SignedInShell />
    </RequireAuth>
  );
}

function SignedInShell() {
  const user = useSignedInUser();
  // Issue 40: a member's own language wins over the browser's (and over the pseudo-locale only in tests' ?lang=).
  useEffect(() => {
    if (!user.locale || activeUiLocale() === 'pseudo') return;
    try {
      // The next visit on this device starts in it, before the session is known.
      window.localStorage.setItem(LOCALE_STORAGE_KEY, user.locale);
    } catch {
      // Storage can be off.
    }
    if (user.locale !== activeUiLocale()) void activateLocale(user.locale);
  }, [user.locale]);
  return (
    <>
      <AppHeader user={user} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </>
  );
}
