import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';

/** My Listings' title and intro, and its action (the "New listing" button, or none while the form is open). */
export function MyListingsHeader({ action }: { action: ReactNode }) {
  const t = useT('listing-form');
  return (
    <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
      <div className="grid gap-1.5">
        <CardTitle>{t('mine.title')}</CardTitle>
        <CardDescription>{t('mine.intro')}</CardDescription>
      </div>
      {action}
    </CardHeader>
  );
}

/** The "New listing" button; `onClick` undefined: shown disabled (the section's code is still loading). */
export function NewListingButton({ onClick }: { onClick?: () => void }) {
  const t = useT('listing-form');
  return (
    <Button onClick={onClick} disabled={!onClick}>
      <Plus aria-hidden="true" />
      {t('mine.new')}
    </Button>
  );
}

/** Skeleton rows while my listings load. */
export function MyListingsLoading() {
  const t = useT('listing-form');
  return (
    <div className="grid gap-3" role="status" aria-label={t('mine.loading')}>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * My Listings as the profile shows it while the section's code loads after the first paint (issue
 * 31): the same card, title and intro, so the section's text paints with the page (it is the
 * phone's largest text there, Lighthouse's LCP element) and nothing moves when the rows come.
 */
export function MyListingsPlaceholder() {
  return (
    <Card>
      <MyListingsHeader action={<NewListingButton />} />
      <CardContent>
        <MyListingsLoading />
      </CardContent>
    </Card>
  );
}
