import { isApiError } from '@skillup/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { destinationAfterLogin } from '../campaigns/destination';
import { markPrivacyAccepted } from './privacyAccepted';
import { giveConsent } from '../api/privacy';

/**
 * docs/behaviour.md §2.6, §4: consent marks privacy accepted and opens the page first asked for;
 * it stays pending until that page is there.
 */
export function useGiveConsent() {
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: giveConsent,
    onSuccess: async () => {
      markPrivacyAccepted(store, queryClient);
      await navigate(destinationAfterLogin(location.state), { replace: true });
    },
  });
  const { error } = mutation;
  const errorKey = error ? (isApiError(error) ? error.messageKey : 'errors.generic') : null;
  const consent = () => mutation.mutateAsync().catch(() => undefined);
  return { consent, pending: mutation.isPending, errorKey };
}
