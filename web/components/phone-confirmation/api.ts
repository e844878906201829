import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PhoneCodeRequest,
  PhoneCodeSent,
  PhoneConfirmationInput,
  Profile,
} from '../../../domain/accounts/profile.ts';
import { apiFetch, apiPath } from '../../lib/api-client.ts';
import { sessionQuery } from '../../lib/session.ts';

/** Asks for a confirmation code by WhatsApp to a number (decision 0019). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (input: PhoneCodeRequest) =>
      apiFetch<PhoneCodeSent>(apiPath`/api/me/phone/code`, { method: 'POST', body: input }),
  });
}

/** Confirms a number with its code; the session then holds the profile with that number. */
export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneConfirmationInput) =>
      apiFetch<Profile>(apiPath`/api/me/phone/confirm`, { method: 'POST', body: input }),
    onSuccess: (profile) => queryClient.setQueryData(sessionQuery.queryKey, profile),
  });
}
