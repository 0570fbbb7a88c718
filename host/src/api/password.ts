import type {
  CheckTokenRequest,
  CheckTokenResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SendPasswordResetRequest,
  SendPasswordResetResponse,
} from '@skillup/shared/api/contract';
import { http, paths } from '@skillup/shared/api';

/** Public calls: nobody is signed in, so a 401 here is an answer, not an expired session. */
const publicCall = { skipSessionExpiry: true } as const;

/** docs/behaviour.md §2.5: asks for the reset e-mail; the answer is the same for unknown addresses. */
export async function sendPasswordReset(request: SendPasswordResetRequest): Promise<SendPasswordResetResponse> {
  const { data } = await http.post<SendPasswordResetResponse>(paths.sendPasswordReset, request, publicCall);
  return data;
}

/** docs/behaviour.md §2.5: whether the link of the reset e-mail may still set a password. */
export async function checkToken(request: CheckTokenRequest): Promise<CheckTokenResponse['data']> {
  const { data } = await http.post<CheckTokenResponse>(paths.checkToken, request, publicCall);
  return data.data;
}

/** docs/behaviour.md §2.5: sets the new password; a refusal carries the broken rules in `fieldErrors.password`. */
export async function resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  const { data } = await http.post<ResetPasswordResponse>(paths.resetPassword, request, publicCall);
  return data;
}
