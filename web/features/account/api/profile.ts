import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../domain/auth.schemas.ts';
import type { Profile, UpdateProfileInput } from '../../../../domain/profile.schemas.ts';
import type { ReferenceData } from '../../../../domain/reference.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionQuery } from '../../auth/api/session.ts';

/** The public reference lists (cities, professions…), cached for the visit. */
export const referenceQuery = queryOptions({
  queryKey: ['reference'],
  queryFn: () => apiFetch<ReferenceData>('/api/reference'),
  staleTime: Infinity,
});

export function useReference() {
  return useQuery(referenceQuery);
}

/** Saves Vos Informations; the session then shows the new profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiFetch<Profile>('/api/me', { method: 'PATCH', body: input }),
    onSuccess: (profile) => queryClient.setQueryData(sessionQuery.queryKey, profile),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch<void>('/api/me/password', { method: 'POST', body: input }),
  });
}
