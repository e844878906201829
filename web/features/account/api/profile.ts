import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../domain/accounts/auth.ts';
import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
  Profile,
  UpdateProfileInput,
} from '../../../../domain/accounts/profile.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { sessionQuery } from '../../../lib/session.ts';

/** Saves Vos Informations; the session then shows the new profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiFetch<Profile>(apiPath`/api/me`, { method: 'PATCH', body: input }),
    onSuccess: (profile) => queryClient.setQueryData(sessionQuery.queryKey, profile),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch<void>(apiPath`/api/me/password`, { method: 'POST', body: input }),
  });
}

/** Withdraws the WhatsApp consent or changes staff e-mail settings (docs/product/design.md §6). */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesUpdate) =>
      apiFetch<NotificationPreferences>(apiPath`/api/me/notifications`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (notifications) =>
      queryClient.setQueryData(sessionQuery.queryKey, (profile: Profile | null | undefined) =>
        profile ? { ...profile, notifications } : profile,
      ),
  });
}
