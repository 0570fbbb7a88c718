import type { AssessedOutcome, Outcome, Sample, TestStatus, TestSyncData } from '@skillup/shared/api/contract';
import type { SkillupApi } from '@skillup/shared/activity';
import type { ActivityDefinition } from './definition';
import { focusHeading, h, replace } from './dom';
import { l, type Lang, type Localised } from './i18n';
import { missingRatingsText } from './missingRatingsText';
import { MissingRatings, RATING_SCALE, ratingOutcomes, ratingsFrom } from './ratings';

const T = {
  heading: l("Valutazione dell'assessor", 'Assessor review', 'Evaluación del assessor'),
  pick: l('Scegli il partecipante da valutare', 'Choose the participant to review', 'Elige al participante que evaluar'),
  none: l(
    'Non hai partecipanti da valutare in questa attività.',
    'You have no participants to review in this activity.',
    'No tienes participantes que evaluar en esta actividad.',
  ),
  back: l("Torna all'elenco", 'Back to the list', 'Volver a la lista'),
  work: l('Il lavoro svolto', 'Their work', 'Su trabajo'),
  noWork: l('Nessun dato salvato per questa persona.', 'Nothing saved for this person yet.', 'Todavía no hay datos guardados para esta persona.'),
  outcomes: l('Risultati calcolati', 'Computed results', 'Resultados calculados'),
  noOutcomes: l('Nessun risultato ancora.', 'No results yet.', 'Todavía no hay resultados.'),
  rating: l('La tua valutazione (da 1 a 5)', 'Your rating (1 to 5)', 'Tu valoración (de 1 a 5)'),
  save: l('Salva la valutazione', 'Save the rating', 'Guardar la valoración'),
  saved: l('Valutazione salvata', 'Rating saved', 'Valoración guardada'),
  status: l('Stato', 'Status', 'Estado'),
  notAttempted: l('Non iniziata', 'Not started', 'Sin empezar'),
  incomplete: l('In corso', 'In progress', 'En curso'),
  complete: l('Completata', 'Finished', 'Terminada'),
  statusUnknown: l('Stato non disponibile', 'Status not available', 'Estado no disponible'),
  rated: l('Già valutata da te', 'Already rated by you', 'Ya evaluada por ti'),
  toRate: l('Da valutare', 'To be rated', 'Por evaluar'),
};

const STATUS_TEXT: Record<TestStatus, Localised> = { 'not attempted': T.notAttempted, incomplete: T.incomplete, complete: T.complete };

/** An outcome as the assessor reads it: its label, and its value with at most one decimal. */
function outcomeLine(outcome: Outcome, labels: Record<string, Localised>, lang: Lang): string {
  const value = outcome.value.toLocaleString(lang, { maximumFractionDigits: 1 });
  return `${labels[outcome.name]?.[lang] ?? outcome.name}: ${value}`;
}

interface AssessorOptions<D> {
  api: SkillupApi;
  lang: Lang;
  root: HTMLElement;
  status: HTMLElement;
  definition: ActivityDefinition<D>;
}

/**
 * The assessor exercise: the samples of assessed users, each one's stored work and
 * outcomes, and a 1-to-5 rating per criterion written back as assessor outcomes.
 */
export async function runAssessor<D>({ api, lang, root, status, definition }: AssessorOptions<D>) {
  const criteria = definition.criteria.map((c) => c.name);
  const fail = (error: unknown) => {
    status.textContent = (error as Error).message;
  };
  let samples: Sample[];
  let assessed: AssessedOutcome[];
  try {
    [samples, assessed] = await Promise.all([api.getSamples(), api.getAssessedOutcomes()]);
  } catch (error) {
    replace(root, h('section', { class: 'card error', role: 'alert' }, h('h2', {}, T.heading[lang]), h('p', {}, (error as Error).message)));
    return;
  }

  // Each person's run, read once for the list and again when opened, so the status is never stale.
  const stores = new Map<number, TestSyncData>();
  const readStore = async (sample: Sample) => {
    const store = await api.getAssessedStore(sample.id);
    stores.set(sample.id, store);
    return store;
  };
  await Promise.all(samples.map((sample) => readStore(sample).catch(() => undefined)));

  const isRated = (sample: Sample) => (assessed.find((a) => a.userId === sample.id)?.assessorOutcomes.length ?? 0) > 0;
  const statusText = (sample: Sample) => {
    const store = stores.get(sample.id);
    return store ? STATUS_TEXT[store.testStatus][lang] : T.statusUnknown[lang];
  };

  const showList = () => {
    replace(
      root,
      h(
        'section',
        { class: 'card' },
        h('h2', {}, T.heading[lang]),
        samples.length
          ? h(
              'div',
              {},
              h('p', {}, T.pick[lang]),
              h(
                'ul',
                { class: 'choices' },
                ...samples.map((sample) =>
                  h(
                    'li',
                    {},
                    h(
                      'button',
                      { type: 'button', class: 'choice', onclick: () => void showPerson(sample).catch(fail) },
                      h('span', {}, `${sample.firstName} ${sample.lastName}`),
                      h('span', { class: 'meta' }, ` — ${statusText(sample)} · ${(isRated(sample) ? T.rated : T.toRate)[lang]}`),
                    ),
                  ),
                ),
              ),
            )
          : h('p', {}, T.none[lang]),
      ),
    );
    focusHeading(root);
  };

  const showPerson = async (sample: Sample) => {
    status.textContent = '';
    const store = await readStore(sample);
    let data: D | null = null;
    if (store.testData) {
      try {
        data = definition.restore(JSON.parse(store.testData));
      } catch {
        data = null;
      }
    }
    const entry = assessed.find((a) => a.userId === sample.id);
    const ratings = ratingsFrom(criteria, entry?.assessorOutcomes ?? []);

    // Said next to the button that saved, where the assessor is looking: saved, or which ratings are missing.
    const saved = h('span', { class: 'meta', role: 'status' }, '');
    const fieldsets = definition.criteria.map((criterion) =>
      h(
        'fieldset',
        { class: 'scale' },
        h('legend', {}, criterion.label[lang]),
        ...RATING_SCALE.map((value) =>
          h(
            'label',
            {},
            h('input', {
              type: 'radio',
              name: criterion.name,
              value,
              checked: ratings[criterion.name] === value,
              onchange: () => {
                ratings[criterion.name] = value;
                saved.textContent = '';
              },
            }),
            String(value),
          ),
        ),
      ),
    );

    const onSubmit = async (event: Event) => {
      event.preventDefault();
      try {
        const values = ratingOutcomes(criteria, ratings);
        await api.setAssessedOutcomes(sample.id, values);
        if (entry) entry.assessorOutcomes = values;
        else assessed.push({ userId: sample.id, outcomes: [], assessorOutcomes: values });
        saved.textContent = T.saved[lang];
      } catch (error) {
        if (error instanceof MissingRatings) {
          saved.textContent = missingRatingsText(definition.criteria, error.criteria, lang);
          return;
        }
        saved.textContent = '';
        fail(error);
      }
    };

    replace(
      root,
      h(
        'section',
        { class: 'card' },
        h('h2', {}, `${sample.firstName} ${sample.lastName}`),
        h('p', {}, `${T.status[lang]}: ${STATUS_TEXT[store.testStatus][lang]}`),
        h('h3', {}, T.work[lang]),
        data ? h('ul', {}, ...definition.summarise(data, lang).map((line) => h('li', {}, line))) : h('p', {}, T.noWork[lang]),
        h('h3', {}, T.outcomes[lang]),
        entry?.outcomes.length
          ? h('ul', {}, ...entry.outcomes.map((o) => h('li', {}, outcomeLine(o, definition.outcomeLabels, lang))))
          : h('p', {}, T.noOutcomes[lang]),
        h(
          'form',
          { onsubmit: (event: Event) => void onSubmit(event) },
          h('h3', {}, T.rating[lang]),
          ...fieldsets,
          h(
            'div',
            { class: 'actions' },
            h('button', { type: 'button', class: 'secondary', onclick: showList }, T.back[lang]),
            h('button', { type: 'submit' }, T.save[lang]),
            saved,
          ),
        ),
      ),
    );
    focusHeading(root);
  };

  showList();
}
