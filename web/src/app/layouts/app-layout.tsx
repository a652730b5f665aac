import { Outlet } from 'react-router';
import { useSignedInUser } from '../../lib/auth';
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
  return (
    <>
      <AppHeader user={user} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </>
  );
}
