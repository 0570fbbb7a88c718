import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SampleRecord } from '@skillup/shared/api/contract';
import { aSummary } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';

const sample = (overrides: Partial<SampleRecord> = {}): SampleRecord => ({
  id: 7,
  companyId: 1,
  assessorId: 5,
  assessedId: 9,
  testId: null,
  campaignId: 11,
  ...overrides,
});

describe('the samples', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    cleanup();
  });

  it('lists who assesses whom in the caller’s company and creates one once the form is right', async () => {
    const asked: unknown[] = [];
    const { api } = renderAdmin({
      path: '/admin/lists/samples',
      routes: {
        'GET /admin/campaigns': { status: 200, data: { campaigns: [aSummary({ id: 11 })] } },
        'GET /samples': ({ params }) => {
          asked.push(params);
          return { status: 200, data: { status: true, samples: [sample()] } };
        },
        'POST /samples': ({ body }) => ({ status: 200, data: { status: true, sample: { id: 8, ...(body as object) } } }),
      },
    });
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Campioni' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('#5#9Leadership 2026');
    expect(asked[0]).toEqual({ companyId: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Nuovo campione' }));
    const form = screen.getByRole('form', { name: 'Nuovo campione' });
    const assessor = within(form).getByRole('textbox', { name: /Assessor/ });
    const assessed = within(form).getByRole('textbox', { name: /Valutato/ });
    fireEvent.change(assessor, { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(within(form).getAllByText('Scrivi un numero intero positivo')).toHaveLength(2);
    expect(within(form).getByText('Scegli una campagna o scrivi un test')).toBeInTheDocument();
    expect(assessor).toHaveFocus();

    fireEvent.change(assessor, { target: { value: '5' } });
    fireEvent.change(assessed, { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(within(form).getByText('Un assessor non può valutare se stesso')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(assessed, { target: { value: '12' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Test/ }), { target: { value: '101' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Creato: #5 → #12')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      companyId: 1,
      assessorId: 5,
      assessedId: 12,
      campaignId: null,
      testId: 101,
    });
  });

  it('shows the server’s refusal of a pair already there, in words', async () => {
    const { api } = renderAdmin({
      path: '/admin/lists/samples',
      routes: {
        'GET /admin/campaigns': { status: 200, data: { campaigns: [aSummary({ id: 11 })] } },
        'GET /samples': { status: 200, data: { status: true, samples: [sample()] } },
        'PUT /samples/7': { status: 409, data: { status: false, code: 'SAMPLE_EXISTS', message: 'this assessor already has this sample' } },
      },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Apri #5 → #9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const form = screen.getByRole('form', { name: 'Modifica #5 → #9' });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Questo assessor valuta già questa persona qui');
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      companyId: 1,
      assessorId: 5,
      assessedId: 9,
      campaignId: 11,
      testId: null,
    });
  });
});
