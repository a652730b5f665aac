import { MailWarning } from 'lucide-react';
import { notificationKinds, type AnyNotificationKind } from '@worknest/shared/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

/**
 * Profile → Notifications (issue 22): on/off per kind of optional e-mail. Sign-in links and
 * booking receipts always go and are not listed. Admins also choose the daily digest.
 */
export function NotificationsCard({ isAdmin, isHr = false }: { isAdmin: boolean; isHr?: boolean }) {
  const t = useT('profile');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  // Issue 36: HR and admins also choose the monthly travel summary.
  const kinds: AnyNotificationKind[] = [...notificationKinds, ...(isAdmin ? (['adminDigest'] as const) : []), ...(isAdmin || isHr ? (['travelSummary'] as const) : [])];

  const change = (kind: AnyNotificationKind, on: boolean) =>
    update.mutate(
      { [kind]: on },
      {
        onSuccess: () => toast({ title: t('notify.changed', { kind, on: on ? 'on' : 'off' }) }),
        onError: (error) => toast({ title: t('notify.saveFailed'), description: serverText(error, t('common.tryAgain')), variant: 'destructive' }),
      },
    );

  return (
    <Card aria-labelledby="notifications-title">
      <CardHeader>
        <CardTitle id="notifications-title">{t('section.notifications')}</CardTitle>
        <CardDescription>{t('notify.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.data?.suppressed ? (
          <p role="status" className="flex items-start gap-2 rounded-lg bg-warning-soft px-4 py-3 text-sm text-warning">
            <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('notify.suppressed', { reason: settings.data.suppressed.reason })}
          </p>
        ) : null}
        {settings.isPending ? (
          <div className="grid gap-3" aria-label={t('loading.notifications')}>
            {kinds.map((kind) => (
              <Skeleton key={kind} className="h-10 w-full" />
            ))}
          </div>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('notify.loadFailed')} {serverText(settings.error, t('notify.reload'))}
          </p>
        ) : (
          <ul className="grid gap-4">
            {kinds.map((kind) => {
              const id = `notify-${kind}`;
              return (
                <li key={kind} className="flex items-start gap-3">
                  <Checkbox
                    id={id}
                    checked={settings.data.preferences[kind]}
                    onCheckedChange={(checked) => change(kind, checked === true)}
                    aria-describedby={`${id}-description`}
                    className="mt-0.5"
                  />
                  <div className="grid gap-0.5">
                    <Label htmlFor={id} className="cursor-pointer">
                      {t('notify.title', { kind })}
                    </Label>
                    <p id={`${id}-description`} className="text-sm text-muted-foreground">
                      {t('notify.description', { kind })}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
