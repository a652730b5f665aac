import { lazy, Suspense, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { ClipboardCheck, Heart, LayoutDashboard, LogOut } from 'lucide-react';
import type { User } from '@worknest/shared/auth';
import { displayName } from '@worknest/shared/roles';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useLogout } from '../../features/auth/api/logout';
import { UnreadMessagesBadge } from '../../features/messages/components/unread-messages-badge';
import { PendingApprovalsBadge } from '../../features/approvals/components/pending-approvals-badge';
import { useApprovals } from '../../features/approvals/api/approvals';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useT } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/** The messages socket, loaded after the header's first render (issue 15). */
const MessagesSocketKeeper = lazy(() => import('../../features/messages/components/messages-socket-keeper').then((m) => ({ default: m.MessagesSocketKeeper })));

const dashboards = {
  admin: { to: '/app/admin', label: 'nav.adminDashboard' },
  hr: { to: '/app/hr', label: 'nav.hrDashboard' },
} as const;

/**
 * The header of every /app page (SPEC.md §2 "App header", §6). The main navigation is four tabs,
 * Listings, My Bookings, Messages (with the unread count) and My Profile (issue 29: My Bookings
 * was reachable only through the profile); the current one is marked (aria-current="page"). On a
 * phone the action labels collapse to icons (their names stay for screen readers) and the tabs
 * move to a second row.
 */
export function AppHeader({ user }: { user: User }) {
  const t = useT('shell');
  const navigate = useNavigate();
  const logout = useLogout();
  const dashboard = user.role === 'employee' ? null : dashboards[user.role];
  // The name is styled apart; the catalog's sentence places it ("Welcome, {name}").
  const [welcomeBefore, welcomeAfter] = t('header.welcome', { name: '\u0000' }).split('\u0000');

  function onLogout() {
    logout.mutate(undefined, {
      onSuccess: () => navigate('/'),
      onError: () => toast({ title: t('logout.errorTitle'), description: t('logout.error'), variant: 'destructive' }),
    });
  }

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      {/* The header is on every /app page: it keeps the messages socket open (live unread count). */}
      <Suspense fallback={null}>
        <MessagesSocketKeeper />
      </Suspense>
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-3 px-4 py-3 sm:px-6 lg:flex lg:gap-6">
        <Link to="/app/listings" className="rounded-md" aria-label={t('header.homeLabel')}>
          <Logo showWord={false} className="sm:hidden" />
          <Logo className="hidden sm:inline-flex" />
        </Link>
        <p className="min-w-0 truncate text-sm text-muted-foreground">
          {welcomeBefore}
          <span className="font-medium text-foreground">{displayName(user)}</span>
          {welcomeAfter}
        </p>
        <nav aria-label={t('header.mainNav')} className="col-span-3 row-start-2 lg:ml-auto">
          {/* The member's places in the app, as tabs; the current one has aria-current="page" (NavLink). */}
          <div className="grid grid-cols-4 gap-0.5 rounded-lg bg-muted p-1 lg:inline-grid">
            <ToggleLink to="/app/listings">{t('nav.listings')}</ToggleLink>
            <ToggleLink to="/app/bookings">
              {/* "Bookings" on a phone; its name stays "My Bookings" for screen readers (issue 40: two texts, as other languages do not prefix). */}
              <span className="sr-only sm:not-sr-only">{t('nav.myBookings')}</span>
              <span aria-hidden="true" className="sm:hidden">{t('nav.bookings')}</span>
            </ToggleLink>
            <ToggleLink to="/app/messages">
              {t('nav.messages')}
              <UnreadMessagesBadge />
            </ToggleLink>
            <ToggleLink to="/app/profile">
              <span className="sr-only sm:not-sr-only">{t('nav.myProfile')}</span>
              <span aria-hidden="true" className="sm:hidden">{t('nav.profile')}</span>
            </ToggleLink>
          </div>
        </nav>
        <div className="col-start-3 row-start-1 flex items-center gap-1 sm:gap-2">
          <HeaderAction to="/app/favourites" label={t('nav.favourites')} icon={<Heart aria-hidden="true" />} />
          {/* Issue 35: HR approves business stays; the badge counts those waiting. A manager (an employee) gets it once someone's stays are theirs to decide. */}
          {dashboard ? <ApprovalsAction /> : <ManagerApprovalsAction />}
          {dashboard ? (
            <HeaderAction to={dashboard.to} label={t(dashboard.label)} icon={<LayoutDashboard aria-hidden="true" />} />
          ) : null}
          <Button variant="ghost" onClick={onLogout} loading={logout.isPending} className="px-2.5 sm:px-3">
            {logout.isPending ? null : <LogOut aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">{t('nav.logout')}</span>
          </Button>
          <LanguageSwitcher user={user} />
        </div>
      </div>
    </header>
  );
}

function ToggleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          'inline-flex items-center justify-center gap-1.5 rounded-md px-1.5 py-1.5 text-center text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
          isActive ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
        )
      }
    >
      {children}
    </NavLink>
  );
}

function ApprovalsAction() {
  const t = useT('shell');
  return <HeaderAction to="/app/approvals" label={t('nav.approvals')} icon={<ClipboardCheck aria-hidden="true" />} badge={<PendingApprovalsBadge />} />;
}

/** Issue 35: an employee who is someone's manager (their approvals list is not empty) sees Approvals too. */
function ManagerApprovalsAction() {
  const approvals = useApprovals().data;
  if (!approvals || approvals.pending.length + approvals.recent.length === 0) return null;
  return <ApprovalsAction />;
}

function HeaderAction({ to, label, icon, badge }: { to: string; label: string; icon: ReactNode; badge?: ReactNode }) {
  return (
    <Button asChild variant="ghost" className="px-2.5 aria-[current=page]:bg-accent sm:px-3">
      <NavLink to={to}>
        {icon}
        <span className="sr-only sm:not-sr-only">{label}</span>
        {badge}
      </NavLink>
    </Button>
  );
}
