import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart3, CalendarDays, Flag, Home, Settings, Star, Users, type LucideIcon } from 'lucide-react';
import { formatEuros } from '@worknest/shared/booking';
import { plural } from '@worknest/shared/plural';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { useAnalytics } from '../api/get-analytics';
import { usePendingReviews } from '../api/get-pending-reviews';

interface DashboardCard {
  to: string;
  title: string;
  icon: LucideIcon;
  description: string;
  action: string;
  summary: ReactNode;
}

/** `/app/admin` (admin only): the six cards of SPEC.md §2, each opening its working view. */
export function AdminDashboardRoute() {
  const analytics = useAnalytics(12, null);
  const pending = usePendingReviews();
  const totals = analytics.data?.totals;
  const pendingCount = pending.data?.pages[0]?.items.length;
  const morePending = Boolean(pending.data?.pages[0]?.nextCursor);

  useEffect(() => {
    const previous = document.title;
    document.title = 'Admin Dashboard | Worknest';
    return () => {
      document.title = previous;
    };
  }, []);

  const cards: DashboardCard[] = [
    {
      to: 'users',
      title: 'Users',
      icon: Users,
      description: 'Find a member by e-mail, change their role, deactivate or reactivate them.',
      action: 'Manage users',
      summary: totals ? plural(totals.members, 'member') : null,
    },
    {
      to: 'listings',
      title: 'Listings',
      icon: Home,
      description: 'Every listing of a company, shown or hidden: switch one off, back on, or delete it.',
      action: 'Manage listings',
      summary: totals ? plural(totals.activeListings, 'active listing') : null,
    },
    {
      to: 'reviews',
      title: 'Reviews',
      icon: Star,
      description: 'Approve pending reviews so they show on the listing, or reject them.',
      action: 'Approve pending reviews',
      summary: pendingCount === undefined ? null : pendingCount === 0 ? 'Nothing waiting' : `${pendingCount}${morePending ? '+' : ''} waiting for approval`,
    },
    {
      // Issue 39: what members reported, and the actions taken.
      to: 'reports',
      title: 'Reports',
      icon: Flag,
      description: 'Listings, members, messages and reviews members reported: dismiss or act, with a note.',
      action: 'Open reports',
      summary: null,
    },
    {
      to: 'bookings',
      title: 'Bookings',
      icon: CalendarDays,
      description: 'Bookings of a company by status and check-in date.',
      action: 'View bookings',
      summary: totals ? `${plural(totals.bookings, 'booking')}, ${plural(totals.nights, 'night')}` : null,
    },
    {
      to: 'analytics',
      title: 'Analytics',
      icon: BarChart3,
      description: 'Companies, members, listings, bookings, nights, fees and signups, per company and in total.',
      action: 'Open analytics',
      summary: totals ? `${formatEuros(totals.serviceFees)} service fees earned` : null,
    },
    {
      to: 'settings',
      title: 'Settings',
      icon: Settings,
      description: 'Enrolled companies: enroll a domain, suspend or resume one. Waitlist and demo requests.',
      action: 'Open settings',
      summary: totals ? `${plural(totals.companies, 'company', 'companies')} enrolled` : null,
    },
  ];

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Admin Dashboard</h1>
        <p className="text-muted-foreground">Run the Worknest platform: people, homes, stays and the companies taking part.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Admin areas">
        {cards.map((card) => (
          <li key={card.to} className="flex">
            <Card className="flex w-full flex-col">
              <CardHeader>
                <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <card.icon aria-hidden="true" className="size-5" />
                </span>
                <CardTitle>{card.title}</CardTitle>
                <CardDescription>{card.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <p className="text-sm font-medium" aria-live="polite">
                  {card.summary ?? <span className="invisible">…</span>}
                </p>
              </CardContent>
              <CardFooter>
                <Button asChild variant="outline" className="w-full">
                  <Link to={card.to}>{card.action}</Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
