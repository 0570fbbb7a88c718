import type { ChoicesContent, Scenario } from '../common/choices/activity';
import { l } from '../common/i18n';
import type { ScenarioId } from './data';

const TEXT = {
  title: l('Colloquio di feedback', 'Feedback meeting', 'Entrevista de feedback'),
  intro: l(
    'Stai preparando e conducendo un colloquio di feedback con Davide, un tuo collaboratore. Per ogni situazione scegli la risposta che daresti.',
    'You are preparing and holding a feedback meeting with Davide, a member of your team. For each situation choose the answer you would give.',
    'Estás preparando y llevando a cabo una entrevista de feedback con Davide, un colaborador. En cada situación elige la respuesta que darías.',
  ),
  scenario: l('Situazione', 'Situation', 'Situación'),
  choose: l('Che cosa fai?', 'What do you do?', '¿Qué haces?'),
};

const SCENARIOS: Scenario<ScenarioId>[] = [
  {
    id: 'late',
    situation: l(
      'Negli ultimi due mesi Davide ha consegnato in ritardo tre report su quattro. Apri il colloquio.',
      'In the last two months Davide delivered three reports out of four late. You open the meeting.',
      'En los últimos dos meses Davide entregó tarde tres informes de cuatro. Abres la entrevista.',
    ),
    options: {
      a: l('«Sai perché sei qui, vero?»', '"You know why you are here, right?"', '«Sabes por qué estás aquí, ¿verdad?»'),
      b: l(
        '«Vorrei parlare dei report: tre degli ultimi quattro sono arrivati dopo la scadenza. Come la vedi?»',
        '"I would like to talk about the reports: three of the last four arrived after the deadline. How do you see it?"',
        '«Quiero hablar de los informes: tres de los últimos cuatro llegaron después del plazo. ¿Cómo lo ves?»',
      ),
      c: l(
        "Parli d'altro e accenni ai ritardi solo alla fine.",
        'You talk about other things and mention the delays only at the end.',
        'Hablas de otras cosas y mencionas los retrasos solo al final.',
      ),
      d: l(
        '«Ultimamente ci sono stati dei ritardi, dobbiamo migliorare.»',
        '"There have been some delays lately, we need to improve."',
        '«Últimamente ha habido retrasos, tenemos que mejorar.»',
      ),
    },
  },
  {
    id: 'defensive',
    situation: l(
      'Davide si irrigidisce: «Non è colpa mia, i dati arrivano sempre tardi dal controllo di gestione».',
      'Davide gets defensive: "It is not my fault, the data always comes late from controlling."',
      'Davide se pone a la defensiva: «No es culpa mía, los datos siempre llegan tarde de control de gestión».',
    ),
    options: {
      a: l('«Non cercare scuse.»', '"Do not make excuses."', '«No busques excusas.»'),
      b: l(
        '«Va bene, ne parlerò io con il controllo di gestione.»',
        '"All right, I will talk to controlling myself."',
        '«Vale, hablaré yo con control de gestión.»',
      ),
      c: l(
        '«Capisco. Raccontami quando arrivano i dati e dove si perde tempo, così vediamo cosa dipende da te e cosa no.»',
        '"I see. Tell me when the data arrives and where time gets lost, so we can see what depends on you and what does not."',
        '«Entiendo. Cuéntame cuándo llegan los datos y dónde se pierde tiempo, así vemos qué depende de ti y qué no.»',
      ),
      d: l(
        "Lasci cadere l'argomento per non rovinare il clima.",
        'You drop the subject so as not to spoil the mood.',
        'Dejas el tema para no estropear el ambiente.',
      ),
    },
  },
  {
    id: 'praise',
    situation: l(
      'Davide ha gestito molto bene una riunione difficile con un cliente la settimana scorsa.',
      'Last week Davide handled a difficult meeting with a client very well.',
      'La semana pasada Davide gestionó muy bien una reunión difícil con un cliente.',
    ),
    options: {
      a: l('«Bravo per la riunione con il cliente.»', '"Well done on the client meeting."', '«Bien hecho en la reunión con el cliente.»'),
      b: l(
        'Non ne parli: il colloquio riguarda i ritardi.',
        'You do not mention it: the meeting is about the delays.',
        'No lo mencionas: la entrevista trata de los retrasos.',
      ),
      c: l(
        '«Con il cliente sei andato bene, ma i report restano un problema.»',
        '"You did well with the client, but the reports are still a problem."',
        '«Con el cliente lo hiciste bien, pero los informes siguen siendo un problema.»',
      ),
      d: l(
        "«Nella riunione con il cliente hai riassunto le sue obiezioni prima di rispondere: così l'hai calmato. Continua così.»",
        '"In the client meeting you summarised their objections before answering: that calmed them down. Keep it up."',
        '«En la reunión con el cliente resumiste sus objeciones antes de responder: así lo calmaste. Sigue así.»',
      ),
    },
  },
  {
    id: 'plan',
    situation: l('Il colloquio volge al termine.', 'The meeting is coming to an end.', 'La entrevista llega a su fin.'),
    options: {
      a: l(
        'Concordate due azioni con date precise e fissate un breve punto tra tre settimane.',
        'You agree on two actions with precise dates and set a short check-in in three weeks.',
        'Acordáis dos acciones con fechas precisas y fijáis un breve seguimiento dentro de tres semanas.',
      ),
      b: l(
        '«Conto su di te, vedrai che andrà meglio.»',
        '"I count on you, you will see it gets better."',
        '«Cuento contigo, ya verás que irá mejor.»',
      ),
      c: l(
        'Gli chiedi di mandarti entro venerdì una proposta di miglioramento.',
        'You ask him to send you an improvement proposal by Friday.',
        'Le pides que te envíe una propuesta de mejora antes del viernes.',
      ),
      d: l(
        'Chiudi il colloquio: avete già detto tutto.',
        'You close the meeting: everything has been said.',
        'Cierras la entrevista: ya está todo dicho.',
      ),
    },
  },
];

export const CONTENT: ChoicesContent<ScenarioId> = { ...TEXT, scenarios: SCENARIOS };
