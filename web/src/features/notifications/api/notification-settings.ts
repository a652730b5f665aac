import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesPatch, NotificationSettings } from '@worknest/shared/notifications';
import { apiRequest } from '../../../lib/api-request';

export const NOTIFICATION_SETTINGS_KEY = ['/api/users/me/notifications'] as const;

/** `GET /api/users/me/notifications`: the member's choices and whether mail reaches them. */
export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATION_SETTINGS_KEY,
    queryFn: () => apiRequest<NotificationSettings>('GET', '/api/users/me/notifications'),
  });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** `PATCH /api/users/me/notifications`: shows the change at once, rolls it back if the server refuses. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationPreferencesPatch) => apiRequest<NotificationSettings>('PATCH', '/api/users/me/notifications', patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATION_SETTINGS_KEY });
      const previous = queryClient.getQueryData<NotificationSettings>(NOTIFICATION_SETTINGS_KEY);
      if (previous) queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, { ...previous, preferences: { ...previous.preferences, ...patch } });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, settings),
  });
}

/** `POST /api/notifications/unsubscribe?token=`: the unsubscribe page's button (no sign-in needed). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiRequest<{ kind: string; message: string }>('POST', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`),
  });
}
