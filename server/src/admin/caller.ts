import type { FastifyRequest } from 'fastify';
import { roleKind } from '../auth/roles';
import { forbidden, unauthorised } from '../http/api-error';
import { bearerToken, opsTokenMatcher } from '../http/ops-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who speaks to the HR console's API, set by its guard (docs/areas/admin.md, "Who may call"). */
    hrCaller: HrCaller | null;
  }
}

/**
 * Operations (the ops token) reach every company. A company's admin reads and changes their
 * own company; a superassessor of a company reads it and changes nothing.
 */
export type HrCaller =
  { kind: 'operations' } | { kind: 'companyAdmin'; companyId: number; userId: number } | { kind: 'companyReader'; companyId: number; userId: number };

const READS = new Set(['GET', 'HEAD']);

/** The guard of every route under /api/admin/ but the remote registry's, which has its own. */
export function hrGuard(opsToken: string) {
  const isOpsToken = opsTokenMatcher(opsToken);
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token !== null) {
      if (!isOpsToken(token)) throw unauthorised();
      request.hrCaller = { kind: 'operations' };
      return;
    }
    if (!request.session) throw unauthorised();
    const { account } = request.session;
    const kind = roleKind(account);
    if (kind === 'admin') {
      request.hrCaller = { kind: 'companyAdmin', companyId: account.company_id, userId: account.id };
    } else if (kind === 'superassessor' && READS.has(request.method)) {
      request.hrCaller = { kind: 'companyReader', companyId: account.company_id, userId: account.id };
    } else {
      throw forbidden(kind === 'superassessor' ? 'a superassessor reads the console and changes nothing' : 'the admin role is required');
    }
  };
}

export function hrCallerOf(request: FastifyRequest): HrCaller {
  if (!request.hrCaller) throw unauthorised();
  return request.hrCaller;
}

/** The company whose data the caller may reach: undefined for operations, who reach every one. */
export function companyInReach(caller: HrCaller): number | undefined {
  return caller.kind === 'operations' ? undefined : caller.companyId;
}

/** The user behind the call, to record who did what; null for operations tools. */
export function actingUserId(caller: HrCaller): number | null {
  return caller.kind === 'operations' ? null : caller.userId;
}
