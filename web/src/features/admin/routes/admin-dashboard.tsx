import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart3, CalendarDays, Flag, Home, Settings, Star, Users, type LucideIcon } from 'lucide-react';
import { formatEuros } from '@worknest/shared/booking';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAnalytics } from '../api/get-analytics';
import { usePendingReviews } from '../api/get-pending-reviews';

interface DashboardCard {
  to: string;
  icon: LucideIcon;
  summary: ReactNode;
}

/** `/app/admin` (admin only): the six cards of SPEC.md §2, each opening its working view. */
export function AdminDashboardRoute() {
  const t = useT('admin');
  const analytics = useAnalytics(12, null);
  const pending = usePendingReviews();
  const totals = analytics.data?.totals;
  const pendingCount = pending.data?.pages[0]?.items.length;
  const morePending = Boolean(pending.data?.pages[0]?.nextCursor);

  const tabTitle = t('dashboard.tabTitle');
  useDocumentTitle(tabTitle);

  const cards: DashboardCard[] = [
    {
      to: 'users',
      icon: Users,
      summary: totals ? t('dashboard.users.summary', { count: totals.members }) : null,
    },
    {
      to: 'listings',
      icon: Home,
      summary: totals ? t('dashboard.listings.summary', { count: totals.activeListings }) : null,
    },
    {
      to: 'reviews',
      icon: Star,
      summary: pendingCount === undefined ? null : pendingCount === 0 ? t('dashboard.reviews.none') : t(morePending ? 'dashboard.reviews.waitingMore' : 'dashboard.reviews.waiting', { count: pendingCount }),
    },
    {
      // Issue 39: what members reported, and the actions taken.
      to: 'reports',
      icon: Flag,
      summary: null,
    },
    {
      to: 'bookings',
      icon: CalendarDays,
      summary: totals ? t('dashboard.bookings.summary', { bookings: totals.bookings, nights: totals.nights }) : null,
    },
    {
      to: 'analytics',
      icon: BarChart3,
      summary: totals ? t('dashboard.analytics.summary', { amount: formatEuros(totals.serviceFees) }) : null,
    },
    {
      to: 'settings',
      icon: Settings,
      summary: totals ? t('dashboard.settings.summary', { count: totals.companies }) : null,
    },
  ];

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('dashboard.title')}</h1>
        <p className="text-muted-foreground">{t('dashboard.intro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('dashboard.areas')}>
        {cards.map((card) => (
          <li key={card.to} className="flex">
            <Card className="flex w-full flex-col">
              <CardHeader>
                <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <card.icon aria-hidden="true" className="size-5" />
                </span>
                <CardTitle>{t(`dashboard.${card.to}.title`)}</CardTitle>
                <CardDescription>{t(`dashboard.${card.to}.description`)}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <p className="text-sm font-medium" aria-live="polite">
                  {card.summary ?? <span className="invisible">…</span>}
                </p>
              </CardContent>
              <CardFooter>
                <Button asChild variant="outline" className="w-full">
                  <Link to={card.to}>{t(`dashboard.${card.to}.action`)}</Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
