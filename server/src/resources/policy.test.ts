import { callerOf, mayWrite, readScope, writeScope, type Caller } from './policy';

const caller = (role: string, companyId = 1): Caller => callerOf({ id: 7, company_id: companyId, role: role as never });

describe('resource policy', () => {
  it('narrows a participant to their enrolments, staff to their company, a superassessor to nothing', () => {
    expect(readScope(caller('participant'))).toEqual({ kind: 'enrolled', companyId: 1, userId: 7 });
    expect(readScope(caller('Assessor'))).toEqual({ kind: 'company', companyId: 1 });
    expect(readScope(caller('ADMIN'), 1)).toEqual({ kind: 'company', companyId: 1 });
    expect(readScope(caller('superassessor'))).toEqual({ kind: 'all' });
    expect(readScope(caller('SuperAssessor'), 2)).toEqual({ kind: 'company', companyId: 2 });
  });

  it('refuses a filter on another company to everyone but a superassessor', () => {
    for (const role of ['participant', 'Assessor', 'admin', 'Admin']) {
      expect(() => readScope(caller(role), 2)).toThrow(expect.objectContaining({ statusCode: 403 }));
    }
  });

  it('lets admins change their company data and record, superassessors everything, nobody else anything', () => {
    const actions = ['create', 'update', 'delete'] as const;
    const allowed = (role: string, ownership: 'company-data' | 'company' | 'shared') =>
      actions.filter((action) => mayWrite(caller(role), ownership, action));
    expect(allowed('admin', 'company-data')).toEqual(['create', 'update', 'delete']);
    expect(allowed('Admin', 'company')).toEqual(['update']);
    expect(allowed('admin', 'shared')).toEqual([]);
    expect(allowed('superassessor', 'shared')).toEqual(['create', 'update', 'delete']);
    for (const role of ['participant', 'Assessor', 'someone']) {
      expect([...allowed(role, 'company-data'), ...allowed(role, 'company'), ...allowed(role, 'shared')]).toEqual([]);
    }
  });

  it('gives writers the rows of their company, or all of them to a superassessor', () => {
    expect(writeScope(caller('admin', 3), 'company-data', 'delete')).toEqual({ kind: 'company', companyId: 3 });
    expect(writeScope(caller('superassessor', 3), 'company', 'create')).toEqual({ kind: 'all' });
    expect(() => writeScope(caller('Assessor'), 'company-data', 'update')).toThrow(expect.objectContaining({ statusCode: 403 }));
  });
});
