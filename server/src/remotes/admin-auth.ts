import type { FastifyRequest } from 'fastify';
import { isAdmin } from '../auth/users';
import { forbidden, unauthorised } from '../http/api-error';
import { bearerToken, opsTokenMatcher } from '../http/ops-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who speaks to the remote registry's admin API, set by its guard. */
    registryCaller: RegistryCaller | null;
  }
}

/**
 * Operations (the ops token) run the registry for every company. A company's admin only
 * chooses, among the versions operations published, what their own campaigns load.
 */
export type RegistryCaller = { kind: 'operations' } | { kind: 'companyAdmin'; companyId: number };

/** Operations tools bring the ops token; people need a session with the admin role. */
export function adminGuard(opsToken: string) {
  const isOpsToken = opsTokenMatcher(opsToken);
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token !== null) {
      if (!isOpsToken(token)) throw unauthorised();
      request.registryCaller = { kind: 'operations' };
      return;
    }
    if (!request.session) throw unauthorised();
    const { account } = request.session;
    if (!isAdmin(account)) throw forbidden('the admin role is required');
    request.registryCaller = { kind: 'companyAdmin', companyId: account.company_id };
  };
}

export function registryCallerOf(request: FastifyRequest): RegistryCaller {
  if (!request.registryCaller) throw unauthorised();
  return request.registryCaller;
}

/**
 * Publishing and defaults reach every company's campaigns: a company admin's session is
 * never enough for them, however broad that company's role.
 */
export async function operationsOnly(request: FastifyRequest): Promise<void> {
  if (registryCallerOf(request).kind !== 'operations') {
    throw forbidden('only operations publish versions and change defaults, with the operations token');
  }
}
