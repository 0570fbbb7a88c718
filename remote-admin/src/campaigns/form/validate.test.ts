import { fieldId, isWebAddress, validateCampaign } from './validate';
import { dayOf, emptyCampaign, reminderChoices, requestOf, valuesOf } from './values';
import { anAdminCampaign } from '../../testing/fixtures';

function filled() {
  const values = emptyCampaign();
  values.texts.it.name = 'Leadership';
  values.dateStart = '2026-09-01';
  values.dateEnd = '2026-09-02';
  return values;
}

describe('the campaign form’s rules, as the server checks them', () => {
  it('accepts a campaign named in one language with its dates in order', () => {
    expect(validateCampaign(filled())).toEqual({});
  });

  it('refuses days that do not exist and an end that is not after the start', () => {
    const values = filled();
    values.dateStart = '2026-02-30';
    expect(validateCampaign(values)[fieldId.dateStart]).toEqual({ key: 'invalidDate' });
    values.dateStart = '2026-09-02';
    expect(validateCampaign(values)[fieldId.dateEnd]).toEqual({ key: 'endBeforeStart' });
  });

  it('takes a logo from http or https only', () => {
    expect(['https://cdn.example.com/logo.png', 'HTTP://example.com/a'].map(isWebAddress)).toEqual([true, true]);
    expect(
      ['javascript:alert(1)', 'ftp://example.com/a', 'https://', 'https://exa mple.com', `https://e.com/${'a'.repeat(2000)}`].map(isWebAddress),
    ).toEqual([false, false, false, false, false]);
  });

  it('refuses a threshold outside 1–100 or not whole, and names too long', () => {
    const values = filled();
    values.thresholds = { peers: '101', directReports: '2.5', others: '' };
    values.texts.en.name = 'x'.repeat(201);
    expect(Object.keys(validateCampaign(values)).sort()).toEqual(
      [fieldId.threshold('peers'), fieldId.threshold('directReports'), fieldId.threshold('others'), fieldId.text('en', 'name')].sort(),
    );
  });

  it('takes retention days 1–36500, whole, with the deletion no sooner than the unlinking', () => {
    const values = filled();
    values.retention = { anonymiseAfterDays: '0', deleteAfterDays: '36501' };
    expect(validateCampaign(values)).toEqual({
      [fieldId.anonymiseAfterDays]: { key: 'retentionDays', values: { min: 1, max: 36500 } },
      [fieldId.deleteAfterDays]: { key: 'retentionDays', values: { min: 1, max: 36500 } },
    });
    values.retention = { anonymiseAfterDays: '90.5', deleteAfterDays: '30' };
    expect(Object.keys(validateCampaign(values))).toEqual([fieldId.anonymiseAfterDays]);
    values.retention = { anonymiseAfterDays: '90', deleteAfterDays: '30' };
    expect(validateCampaign(values)).toEqual({ [fieldId.deleteAfterDays]: { key: 'retentionOrder' } });
    values.retention = { anonymiseAfterDays: '90', deleteAfterDays: '90' };
    expect(validateCampaign(values)).toEqual({});
  });

  it('asks for at least one reminder day while reminders are on, and at most five', () => {
    const values = filled();
    values.reminders = { on: true, daysBefore: [] };
    expect(validateCampaign(values)).toEqual({ [fieldId.reminderDays]: { key: 'reminderNoDay' } });
    values.reminders = { on: false, daysBefore: [] };
    expect(validateCampaign(values)).toEqual({});
    values.reminders = { on: true, daysBefore: [14, 7, 3, 2, 1, 0] };
    expect(validateCampaign(values)).toEqual({ [fieldId.reminderDays]: { key: 'reminderTooMany', values: { max: 5 } } });
    values.reminders = { on: true, daysBefore: [14, 7, 3, 2, 1] };
    expect(validateCampaign(values)).toEqual({});
  });
});

describe('the campaign form’s values', () => {
  it('read a saved campaign back into the same request', () => {
    const campaign = anAdminCampaign({
      languages: [{ lang: 'es', name: 'Ventas', description: '<p>Hola</p>' }],
      onCompleteText: { es: '¡Gracias!' },
      logo: 'https://example.com/l.png',
      dateStart: '2026-09-01T00:00:00.000Z',
      dateEnd: '2026-10-01T00:00:00.000Z',
    });
    expect(requestOf(valuesOf(campaign))).toEqual({
      languages: [{ lang: 'es', name: 'Ventas', description: '<p>Hola</p>' }],
      theme: 'skillup',
      dateStart: '2026-09-01',
      dateEnd: '2026-10-01',
      privacyAgreement: null,
      onCompleteText: { es: '¡Gracias!' },
      noReportText: {},
      logo: 'https://example.com/l.png',
      is360: false,
      selfEvaluation: false,
      report: { canAssessedDownload: false, earlyDownload: false, thresholds: { peers: 3, directReports: 3, others: 3 } },
      retention: { anonymiseAfterDays: 365, deleteAfterDays: 730 },
      reminders: { daysBefore: [7, 2, 0] },
    });
  });

  it('send the retention typed, and start from the defaults', () => {
    expect(emptyCampaign().retention).toEqual({ anonymiseAfterDays: '365', deleteAfterDays: '730' });
    const values = filled();
    values.retention = { anonymiseAfterDays: ' 30 ', deleteAfterDays: '60' };
    expect(requestOf(values).retention).toEqual({ anonymiseAfterDays: 30, deleteAfterDays: 60 });
  });

  it('send the reminder days checked, the earliest first, and none when reminders are off', () => {
    expect(emptyCampaign().reminders).toEqual({ on: true, daysBefore: [7, 2, 0] });
    const values = filled();
    values.reminders = { on: true, daysBefore: [0, 14, 3] };
    expect(requestOf(values).reminders).toEqual({ daysBefore: [14, 3, 0] });
    values.reminders = { on: false, daysBefore: [0, 14, 3] };
    expect(requestOf(values).reminders).toEqual({ daysBefore: [] });
  });

  it('read a campaign’s reminders, offering the usual days again when they are off', () => {
    expect(valuesOf(anAdminCampaign({ reminders: { daysBefore: [10, 1] } })).reminders).toEqual({ on: true, daysBefore: [10, 1] });
    expect(valuesOf(anAdminCampaign({ reminders: { daysBefore: [] } })).reminders).toEqual({ on: false, daysBefore: [7, 2, 0] });
  });

  it('offer the usual reminder days and any other the campaign has, the earliest first', () => {
    expect(reminderChoices([7, 2, 0])).toEqual([14, 7, 3, 2, 1, 0]);
    expect(reminderChoices([30, 10, 0])).toEqual([30, 14, 10, 7, 3, 2, 1, 0]);
  });

  it('show an instant as its day in UTC, the way the API writes days', () => {
    expect([dayOf('2026-09-01T00:00:00.000Z'), dayOf('2026-09-01'), dayOf(null), dayOf('nonsense')]).toEqual(['2026-09-01', '2026-09-01', '', '']);
  });
});
