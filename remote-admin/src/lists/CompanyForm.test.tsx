import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@skillup/shared';
import { fakeApi, renderWithStore } from '@skillup/shared/testing';
import { companiesList } from './definitions/companies';
import { GenericList } from './GenericList';

const acme = { id: 1, name: 'Acme', companyId: 'acme', logo: null, timeZone: null };

/** The companies' form as a superassessor meets it, who may create them (access.ts). */
describe('the companies’ form', () => {
  let restore = () => {};
  afterEach(async () => {
    restore();
    cleanup();
    await i18n.changeLanguage('it');
  });

  it('refuses a company without a name, or with a code the server would refuse, before sending it', async () => {
    await i18n.changeLanguage('en');
    const api = fakeApi({
      'GET /companies': { status: 200, data: { status: true, companies: [acme] } },
      'POST /companies': ({ body }) => ({
        status: 201,
        data: { status: true, company: { id: 2, companyId: 'beta-srl', logo: null, timeZone: null, ...(body as object) } },
      }),
    });
    restore = api.restore;
    renderWithStore(<GenericList definition={companiesList} writes="all" />);
    fireEvent.click(await screen.findByRole('button', { name: 'New company' }));
    const form = screen.getByRole('form', { name: 'New company' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Code/ }), { target: { value: '-bad code' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /time zone/ }), { target: { value: 'Mars/Olympus' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('No valid company name')).toBeInTheDocument();
    expect(within(form).getByText('Unknown time zone: write it like Europe/Rome')).toBeInTheDocument();
    expect(within(form).getByText('The code uses letters, digits, - and _, and starts with a letter or a digit')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByRole('textbox', { name: /Name/ }), { target: { value: 'Beta S.r.l.' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Code/ }), { target: { value: '' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /time zone/ }), { target: { value: 'Europe/Madrid' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created: Beta S.r.l.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Beta S.r.l.', logo: null, timeZone: 'Europe/Madrid' });
  });

  it('says in words a code already in use, with what the server said', async () => {
    const api = fakeApi({
      'GET /companies': { status: 200, data: { status: true, companies: [acme] } },
      'PUT /companies/1': { status: 409, data: { status: false, code: 'COMPANY_CODE_TAKEN', message: 'the company code beta is already in use' } },
    });
    restore = api.restore;
    renderWithStore(<GenericList definition={companiesList} writes="all" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apri Acme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const form = screen.getByRole('form', { name: 'Modifica Acme' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Codice/ }), { target: { value: 'beta' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Il codice dell’azienda è già in uso');
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ name: 'Acme', companyId: 'beta', logo: null, timeZone: null });
  });

  it("lets an admin change their own company's reminder time zone, and offers neither creating nor deleting one", async () => {
    const api = fakeApi({
      'GET /companies': { status: 200, data: { status: true, companies: [acme] } },
      'PUT /companies/1': ({ body }) => ({ status: 200, data: { status: true, company: { ...acme, ...(body as object) } } }),
    });
    restore = api.restore;
    renderWithStore(<GenericList definition={companiesList} writes="edit" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apri Acme' }));
    expect(screen.queryByRole('button', { name: 'Nuova azienda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const form = screen.getByRole('form', { name: 'Modifica Acme' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Fuso orario/ }), { target: { value: 'Europe/London' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Salvato: Acme')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Acme',
      companyId: 'acme',
      logo: null,
      timeZone: 'Europe/London',
    });
  });
});
