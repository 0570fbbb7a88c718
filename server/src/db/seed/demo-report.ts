import type { Transaction } from 'kysely';
import type { Database, LevelTexts, Localised } from '../schema';
import { text } from './localised';

type Four = [string, string, string, string];

/** Feedback by level (insufficient, sufficient, good, excellent), in Italian, English and Spanish. */
function levels(it: Four, en: Four, es: Four): LevelTexts {
  const at = (i: number) => text(it[i]!, en[i], es[i]);
  return { insufficient: at(0), sufficient: at(1), good: at(2), excellent: at(3) };
}

interface EvidenceSeed {
  /** The test's key in the campaign seed. */
  test: string;
  source: 'outcome' | 'rating';
  /** An outcome the test's algorithm.js computes, or a criterion the assessor rates. */
  name: string;
}
interface MarkerSeed {
  name: Localised;
  feedback: LevelTexts;
  devSuggestion: Localised;
  evidence: EvidenceSeed[];
}
interface SkillSeed {
  name: Localised;
  markers: MarkerSeed[];
}
interface AreaSeed {
  code: number;
  name: Localised;
  feedback: LevelTexts;
  skills: SkillSeed[];
}

const outcome = (test: string, name: string): EvidenceSeed => ({ test, source: 'outcome', name });
const rating = (test: string, name: string): EvidenceSeed => ({ test, source: 'rating', name });

/** The Leadership Assessment's competency model: what each test and rating says about whom. */
export const leadershipModel: AreaSeed[] = [
  {
    code: 1,
    name: text('Guida delle persone', 'Leading people', 'Liderazgo de personas'),
    feedback: levels(
      [
        'Fatichi ancora a creare un rapporto di fiducia con i collaboratori.',
        'Curi il rapporto con i collaboratori, ma non sempre con continuità.',
        'Sai ascoltare e sostenere i collaboratori nelle situazioni quotidiane.',
        'Sei un punto di riferimento: le persone ti cercano per confrontarsi e crescere.',
      ],
      [
        'You still struggle to build trust with your team.',
        'You look after your team, though not always consistently.',
        'You listen to and support your team in everyday situations.',
        'You are a point of reference: people seek you out to talk and grow.',
      ],
      [
        'Todavía te cuesta crear confianza con tus colaboradores.',
        'Cuidas la relación con tus colaboradores, aunque no siempre con constancia.',
        'Sabes escuchar y apoyar a tus colaboradores en el día a día.',
        'Eres un referente: las personas te buscan para dialogar y crecer.',
      ],
    ),
    skills: [
      {
        name: text('Ascolto ed empatia', 'Listening and empathy', 'Escucha y empatía'),
        markers: [
          {
            name: text('Ascolto attivo', 'Active listening', 'Escucha activa'),
            feedback: levels(
              [
                'Tendi a interrompere e a proporre soluzioni prima di aver capito.',
                'Ascolti, ma a volte salti alle conclusioni.',
                'Fai domande e riformuli per capire davvero.',
                "Il tuo ascolto fa sentire l'altro compreso e libero di parlare.",
              ],
              [
                'You tend to interrupt and offer solutions before understanding.',
                'You listen, but sometimes jump to conclusions.',
                'You ask questions and rephrase to really understand.',
                'Your listening makes people feel understood and free to speak.',
              ],
              [
                'Tiendes a interrumpir y a proponer soluciones antes de entender.',
                'Escuchas, pero a veces sacas conclusiones rápidas.',
                'Preguntas y reformulas para entender de verdad.',
                'Tu escucha hace que el otro se sienta comprendido y libre de hablar.',
              ],
            ),
            devSuggestion: text(
              "Nel prossimo colloquio lascia parlare l'altro per due minuti senza interrompere, poi riassumi ciò che hai sentito.\n---\nObiettivo per il coach: verificare l'uso della riformulazione.",
              'In your next meeting let the other person speak for two minutes without interrupting, then sum up what you heard.\n---\nCoach goal: check the use of rephrasing.',
              'En tu próxima reunión deja hablar al otro dos minutos sin interrumpir y luego resume lo que has oído.\n---\nObjetivo del coach: verificar el uso de la reformulación.',
            ),
            evidence: [outcome('roleplay', 'listening'), outcome('case', 'listening')],
          },
          {
            name: text('Empatia', 'Empathy', 'Empatía'),
            feedback: levels(
              [
                'Le emozioni degli altri restano sullo sfondo delle tue decisioni.',
                "Cogli lo stato d'animo degli altri quando è evidente.",
                'Riconosci le emozioni degli altri e ne tieni conto.',
                'Leggi i segnali sottili e rispondi con tatto e calore.',
              ],
              [
                "Other people's feelings stay in the background of your decisions.",
                'You notice how others feel when it is obvious.',
                "You recognise others' feelings and take them into account.",
                'You read subtle signals and respond with tact and warmth.',
              ],
              [
                'Las emociones de los demás quedan en segundo plano en tus decisiones.',
                'Percibes el estado de ánimo de los demás cuando es evidente.',
                'Reconoces las emociones de los demás y las tienes en cuenta.',
                'Lees señales sutiles y respondes con tacto y calidez.',
              ],
            ),
            devSuggestion: text(
              "Prima di una conversazione difficile chiediti come si sente l'altro e comincia da lì.\n---\nMateriale: scheda sull'empatia.",
              'Before a difficult conversation ask yourself how the other person feels and start from there.\n---\nMaterial: empathy sheet.',
              'Antes de una conversación difícil pregúntate cómo se siente el otro y empieza por ahí.\n---\nMaterial: ficha sobre la empatía.',
            ),
            evidence: [rating('roleplay', 'empathy')],
          },
        ],
      },
      {
        name: text('Sviluppo dei collaboratori', 'Developing others', 'Desarrollo de colaboradores'),
        markers: [
          {
            name: text('Feedback per la crescita', 'Feedback for growth', 'Feedback para crecer'),
            feedback: levels(
              [
                'Il feedback che dai è raro o solo correttivo.',
                'Dai feedback, ma senza un piano di crescita concreto.',
                'Il tuo feedback è specifico e orientato al miglioramento.',
                'Trasformi ogni feedback in un passo concreto di sviluppo.',
              ],
              [
                'The feedback you give is rare or only corrective.',
                'You give feedback, but without a concrete growth plan.',
                'Your feedback is specific and aimed at improvement.',
                'You turn every piece of feedback into a concrete step of growth.',
              ],
              [
                'El feedback que das es escaso o solo correctivo.',
                'Das feedback, pero sin un plan de crecimiento concreto.',
                'Tu feedback es específico y orientado a la mejora.',
                'Conviertes cada feedback en un paso concreto de desarrollo.',
              ],
            ),
            devSuggestion: text(
              'Concorda con ogni collaboratore un obiettivo di crescita per il trimestre e rivedilo ogni mese.\n---\nStrumento: piano individuale di sviluppo.',
              'Agree one growth goal for the quarter with each team member and review it monthly.\n---\nTool: individual development plan.',
              'Acuerda con cada colaborador un objetivo de crecimiento para el trimestre y revísalo cada mes.\n---\nHerramienta: plan individual de desarrollo.',
            ),
            evidence: [outcome('roleplay', 'development'), outcome('case', 'development')],
          },
          {
            name: text('Giudizio nelle situazioni', 'Situational judgement', 'Juicio situacional'),
            feedback: levels(
              [
                'Nelle situazioni delicate scegli spesso la strada meno efficace.',
                'Scegli risposte accettabili, non sempre le migliori.',
                'Scegli con buon senso come muoverti con le persone.',
                'Scegli con sicurezza la risposta giusta anche quando è scomoda.',
              ],
              [
                'In delicate situations you often choose the least effective path.',
                'You choose acceptable answers, not always the best ones.',
                'You choose sensibly how to act with people.',
                'You confidently choose the right answer even when it is uncomfortable.',
              ],
              [
                'En situaciones delicadas eliges a menudo el camino menos eficaz.',
                'Eliges respuestas aceptables, no siempre las mejores.',
                'Eliges con sensatez cómo actuar con las personas.',
                'Eliges con seguridad la respuesta correcta aunque sea incómoda.',
              ],
            ),
            devSuggestion: text(
              'Dopo una decisione sulle persone annota che cosa hai considerato e confrontati con un collega esperto.\n---\nRiferimento: casi di studio del percorso.',
              "After a decision about people, write down what you considered and compare notes with an experienced colleague.\n---\nReference: the programme's case studies.",
              'Tras una decisión sobre personas, anota qué has considerado y compáralo con un compañero experto.\n---\nReferencia: casos de estudio del programa.',
            ),
            evidence: [rating('roleplay', 'judgement'), outcome('roleplay', 'overall')],
          },
        ],
      },
    ],
  },
  {
    code: 2,
    name: text('Organizzazione del lavoro', 'Organising work', 'Organización del trabajo'),
    feedback: levels(
      [
        'Le urgenze guidano la tua giornata più delle priorità.',
        'Organizzi il lavoro, ma gli imprevisti ti fanno perdere il filo.',
        'Pianifichi con ordine e comunichi in modo chiaro.',
        'Il tuo lavoro e quello del gruppo scorrono con ordine anche sotto pressione.',
      ],
      [
        'Urgent matters drive your day more than priorities.',
        'You organise your work, but surprises make you lose track.',
        'You plan in an orderly way and communicate clearly.',
        "Your work and your team's flow smoothly even under pressure.",
      ],
      [
        'Las urgencias guían tu día más que las prioridades.',
        'Organizas el trabajo, pero los imprevistos te hacen perder el hilo.',
        'Planificas con orden y comunicas con claridad.',
        'Tu trabajo y el del equipo fluyen con orden incluso bajo presión.',
      ],
    ),
    skills: [
      {
        name: text('Pianificazione e priorità', 'Planning and priorities', 'Planificación y prioridades'),
        markers: [
          {
            name: text('Definizione delle priorità', 'Setting priorities', 'Definición de prioridades'),
            feedback: levels(
              [
                'Tratti tutto come ugualmente urgente.',
                "Distingui l'urgente dall'importante solo nei casi evidenti.",
                'Metti in ordine le attività secondo il loro impatto.',
                'Le tue priorità sono chiare a te e a chi lavora con te.',
              ],
              [
                'You treat everything as equally urgent.',
                'You tell urgent from important only in obvious cases.',
                'You order tasks by their impact.',
                'Your priorities are clear to you and to those who work with you.',
              ],
              [
                'Tratas todo como igual de urgente.',
                'Distingues lo urgente de lo importante solo en casos evidentes.',
                'Ordenas las tareas según su impacto.',
                'Tus prioridades son claras para ti y para quien trabaja contigo.',
              ],
            ),
            devSuggestion: text(
              'Ogni mattina scegli le tre attività più importanti della giornata prima di aprire la posta.\n---\nStrumento: matrice urgente/importante.',
              'Every morning pick the three most important tasks of the day before opening your inbox.\n---\nTool: urgent/important matrix.',
              'Cada mañana elige las tres tareas más importantes del día antes de abrir el correo.\n---\nHerramienta: matriz urgente/importante.',
            ),
            evidence: [outcome('inbox', 'prioritisation'), rating('inbox', 'priorities')],
          },
          {
            name: text('Presa di decisione', 'Decision making', 'Toma de decisiones'),
            feedback: levels(
              [
                'Rimandi le decisioni o le lasci ad altri.',
                'Decidi, ma spesso senza valutare le alternative.',
                'Decidi in tempi adeguati valutando le alternative.',
                'Decidi con rapidità e sai spiegare il perché.',
              ],
              [
                'You put decisions off or leave them to others.',
                'You decide, but often without weighing alternatives.',
                'You decide in good time, weighing the alternatives.',
                'You decide quickly and can explain why.',
              ],
              [
                'Aplazas las decisiones o las dejas a otros.',
                'Decides, pero a menudo sin valorar alternativas.',
                'Decides a tiempo valorando las alternativas.',
                'Decides con rapidez y sabes explicar por qué.',
              ],
            ),
            devSuggestion: text(
              'Per ogni decisione importante scrivi due alternative e il criterio con cui scegli.\n---\nRiferimento: modulo sul problem solving.',
              'For every important decision write down two alternatives and the criterion you choose by.\n---\nReference: problem-solving module.',
              'Para cada decisión importante escribe dos alternativas y el criterio con que eliges.\n---\nReferencia: módulo de resolución de problemas.',
            ),
            evidence: [outcome('inbox', 'decisions')],
          },
        ],
      },
      {
        name: text('Comunicazione', 'Communication', 'Comunicación'),
        markers: [
          {
            name: text('Tempestività nelle risposte', 'Timely replies', 'Rapidez en las respuestas'),
            feedback: levels(
              [
                'Chi ti scrive aspetta a lungo una risposta.',
                'Rispondi, ma non sempre quando serve.',
                'Rispondi nei tempi giusti ai messaggi che contano.',
                'Le tue risposte arrivano puntuali e sbloccano il lavoro degli altri.',
              ],
              [
                'People who write to you wait a long time for an answer.',
                'You reply, but not always when it is needed.',
                'You reply in good time to the messages that matter.',
                "Your replies arrive on time and unblock others' work.",
              ],
              [
                'Quien te escribe espera mucho una respuesta.',
                'Respondes, pero no siempre cuando hace falta.',
                'Respondes a tiempo a los mensajes importantes.',
                'Tus respuestas llegan puntuales y desbloquean el trabajo de otros.',
              ],
            ),
            devSuggestion: text(
              'Riserva due momenti fissi al giorno per rispondere ai messaggi in sospeso.\n---\nIndicatore: tempo medio di risposta.',
              'Set aside two fixed moments a day to answer pending messages.\n---\nIndicator: average reply time.',
              'Reserva dos momentos fijos al día para responder a los mensajes pendientes.\n---\nIndicador: tiempo medio de respuesta.',
            ),
            evidence: [outcome('inbox', 'responsiveness')],
          },
          {
            name: text('Chiarezza del messaggio', 'Clear messages', 'Claridad del mensaje'),
            feedback: levels(
              [
                'I tuoi messaggi lasciano spesso dubbi su cosa fare.',
                'Il messaggio arriva, ma richiede chiarimenti.',
                'Comunichi in modo chiaro e ordinato.',
                'Sei chiaro, sintetico e sai adattare il messaggio a chi ascolta.',
              ],
              [
                'Your messages often leave doubts about what to do.',
                'The message gets through, but needs clarifying.',
                'You communicate clearly and in order.',
                'You are clear, concise and adapt the message to your audience.',
              ],
              [
                'Tus mensajes dejan a menudo dudas sobre qué hacer.',
                'El mensaje llega, pero requiere aclaraciones.',
                'Comunicas de forma clara y ordenada.',
                'Eres claro, conciso y adaptas el mensaje a quien escucha.',
              ],
            ),
            devSuggestion: text(
              'Chiudi ogni messaggio con la richiesta precisa: chi fa che cosa ed entro quando.\n---\nEsercizio: riscrivere tre mail della settimana.',
              "End every message with the precise request: who does what and by when.\n---\nExercise: rewrite three of this week's emails.",
              'Cierra cada mensaje con la petición precisa: quién hace qué y para cuándo.\n---\nEjercicio: reescribir tres correos de la semana.',
            ),
            evidence: [outcome('roleplay', 'clarity'), outcome('case', 'clarity'), rating('inbox', 'communication')],
          },
        ],
      },
    ],
  },
  {
    code: 3,
    name: text('Pensiero analitico', 'Analytical thinking', 'Pensamiento analítico'),
    feedback: levels(
      [
        "Davanti a dati e problemi complessi ti affidi all'intuito.",
        'Analizzi i problemi, ma ti sfuggono dei passaggi.',
        'Scomponi i problemi e usi i dati per decidere.',
        'La tua analisi è rigorosa e porta a soluzioni solide.',
      ],
      [
        'Faced with data and complex problems you rely on gut feeling.',
        'You analyse problems, but miss some steps.',
        'You break problems down and use data to decide.',
        'Your analysis is rigorous and leads to solid solutions.',
      ],
      [
        'Ante datos y problemas complejos te fías de la intuición.',
        'Analizas los problemas, pero se te escapan pasos.',
        'Descompones los problemas y usas los datos para decidir.',
        'Tu análisis es riguroso y lleva a soluciones sólidas.',
      ],
    ),
    skills: [
      {
        name: text('Analisi dei problemi', 'Problem analysis', 'Análisis de problemas'),
        markers: [
          {
            name: text('Lettura dei dati', 'Reading data', 'Lectura de datos'),
            feedback: levels(
              [
                'I numeri ti mettono in difficoltà.',
                'Leggi i dati essenziali, con qualche errore.',
                'Leggi i dati correttamente e ne trai conclusioni.',
                'Vedi nei dati ciò che agli altri sfugge.',
              ],
              [
                'Numbers put you in difficulty.',
                'You read the essential data, with some mistakes.',
                'You read data correctly and draw conclusions.',
                'You see in the data what others miss.',
              ],
              [
                'Los números te ponen en dificultad.',
                'Lees los datos esenciales, con algún error.',
                'Lees los datos correctamente y sacas conclusiones.',
                'Ves en los datos lo que a otros se les escapa.',
              ],
            ),
            devSuggestion: text(
              'Prima di una riunione rileggi i numeri chiave e scrivi in una frase che cosa dicono.\n---\nCorso consigliato: dati per manager.',
              'Before a meeting reread the key figures and write in one sentence what they say.\n---\nSuggested course: data for managers.',
              'Antes de una reunión relee las cifras clave y escribe en una frase qué dicen.\n---\nCurso recomendado: datos para directivos.',
            ),
            evidence: [outcome('reasoning', 'accuracy'), rating('reasoning', 'analysis')],
          },
          {
            name: text('Soluzione dei casi', 'Solving cases', 'Resolución de casos'),
            feedback: levels(
              [
                'Le tue soluzioni non tengono conto dei vincoli del caso.',
                'Proponi soluzioni plausibili ma incomplete.',
                'Proponi soluzioni complete e realistiche.',
                'Le tue soluzioni anticipano rischi e conseguenze.',
              ],
              [
                "Your solutions ignore the case's constraints.",
                'You propose plausible but incomplete solutions.',
                'You propose complete and realistic solutions.',
                'Your solutions anticipate risks and consequences.',
              ],
              [
                'Tus soluciones no tienen en cuenta las limitaciones del caso.',
                'Propones soluciones plausibles pero incompletas.',
                'Propones soluciones completas y realistas.',
                'Tus soluciones anticipan riesgos y consecuencias.',
              ],
            ),
            devSuggestion: text(
              'Per ogni problema elenca vincoli e conseguenze prima di proporre la soluzione.\n---\nMetodo: i cinque perché.',
              'For every problem list constraints and consequences before proposing a solution.\n---\nMethod: the five whys.',
              'Para cada problema enumera limitaciones y consecuencias antes de proponer la solución.\n---\nMétodo: los cinco porqués.',
            ),
            evidence: [outcome('case', 'overall')],
          },
        ],
      },
      {
        name: text('Metodo', 'Method', 'Método'),
        markers: [
          {
            name: text('Precisione', 'Precision', 'Precisión'),
            feedback: levels(
              [
                'Le risposte che dai contengono spesso errori.',
                'Sei preciso solo quando hai tempo.',
                'Lavori con precisione nella maggior parte dei casi.',
                'Sei preciso anche sotto pressione.',
              ],
              [
                'Your answers often contain mistakes.',
                'You are precise only when you have time.',
                'You work precisely in most cases.',
                'You are precise even under pressure.',
              ],
              [
                'Tus respuestas contienen a menudo errores.',
                'Eres preciso solo cuando tienes tiempo.',
                'Trabajas con precisión en la mayoría de los casos.',
                'Eres preciso incluso bajo presión.',
              ],
            ),
            devSuggestion: text(
              'Prima di consegnare un lavoro ricontrolla i passaggi di calcolo con una lista di verifica.\n---\nStrumento: checklist di controllo.',
              'Before handing in work recheck the calculation steps with a checklist.\n---\nTool: control checklist.',
              'Antes de entregar un trabajo revisa los pasos de cálculo con una lista de control.\n---\nHerramienta: lista de control.',
            ),
            evidence: [outcome('reasoning', 'precision')],
          },
          {
            name: text('Metodo di lavoro', 'Working method', 'Método de trabajo'),
            feedback: levels(
              [
                'Affronti i problemi senza un metodo riconoscibile.',
                'Segui un metodo solo a tratti.',
                'Segui un metodo ordinato.',
                'Il tuo metodo è un esempio per il gruppo.',
              ],
              [
                'You tackle problems without a recognisable method.',
                'You follow a method only at times.',
                'You follow an orderly method.',
                'Your method is an example to the team.',
              ],
              [
                'Abordas los problemas sin un método reconocible.',
                'Sigues un método solo a ratos.',
                'Sigues un método ordenado.',
                'Tu método es un ejemplo para el equipo.',
              ],
            ),
            devSuggestion: text(
              'Scomponi il prossimo problema in passi numerati e condividili con un collega prima di partire.\n---\nRiferimento: modulo sul metodo.',
              'Break your next problem into numbered steps and share them with a colleague before starting.\n---\nReference: method module.',
              'Divide el próximo problema en pasos numerados y compártelos con un compañero antes de empezar.\n---\nReferencia: módulo sobre el método.',
            ),
            evidence: [rating('reasoning', 'method')],
          },
        ],
      },
    ],
  },
  {
    code: 6,
    name: text('Motivazioni e valori', 'Motivation and values', 'Motivaciones y valores'),
    feedback: levels(
      [
        'I valori indicati hanno poco peso nel tuo lavoro.',
        'Alcuni valori contano per te più di altri.',
        'I tuoi valori orientano le tue scelte di lavoro.',
        'I tuoi valori sono chiari e guidano il tuo modo di lavorare.',
      ],
      [
        'The values listed weigh little in your work.',
        'Some values matter to you more than others.',
        'Your values guide your choices at work.',
        'Your values are clear and guide the way you work.',
      ],
      [
        'Los valores indicados pesan poco en tu trabajo.',
        'Algunos valores te importan más que otros.',
        'Tus valores orientan tus decisiones de trabajo.',
        'Tus valores son claros y guían tu forma de trabajar.',
      ],
    ),
    skills: [
      {
        name: text('Valori personali', 'Personal values', 'Valores personales'),
        markers: [
          {
            name: text('Autonomia e crescita', 'Autonomy and growth', 'Autonomía y crecimiento'),
            feedback: levels(
              [
                'Autonomia e crescita contano poco per te oggi.',
                'Autonomia e crescita contano per te in parte.',
                'Autonomia e crescita sono importanti per te.',
                'Autonomia e crescita sono al centro della tua motivazione.',
              ],
              [
                'Autonomy and growth matter little to you today.',
                'Autonomy and growth partly matter to you.',
                'Autonomy and growth are important to you.',
                'Autonomy and growth are at the heart of your motivation.',
              ],
              [
                'La autonomía y el crecimiento te importan poco hoy.',
                'La autonomía y el crecimiento te importan en parte.',
                'La autonomía y el crecimiento son importantes para ti.',
                'La autonomía y el crecimiento están en el centro de tu motivación.',
              ],
            ),
            devSuggestion: text(
              "Parla con il tuo responsabile di che cosa vorresti imparare quest'anno.\n---\nSpunto per il colloquio annuale.",
              'Talk with your manager about what you would like to learn this year.\n---\nPrompt for the yearly review.',
              'Habla con tu responsable de qué te gustaría aprender este año.\n---\nIdea para la entrevista anual.',
            ),
            evidence: [outcome('values', 'autonomy'), outcome('values', 'growth')],
          },
          {
            name: text('Collaborazione ed equilibrio', 'Collaboration and balance', 'Colaboración y equilibrio'),
            feedback: levels(
              [
                'Collaborazione ed equilibrio contano poco per te oggi.',
                'Collaborazione ed equilibrio contano per te in parte.',
                'Collaborazione ed equilibrio sono importanti per te.',
                'Collaborazione ed equilibrio sono al centro della tua motivazione.',
              ],
              [
                'Collaboration and balance matter little to you today.',
                'Collaboration and balance partly matter to you.',
                'Collaboration and balance are important to you.',
                'Collaboration and balance are at the heart of your motivation.',
              ],
              [
                'La colaboración y el equilibrio te importan poco hoy.',
                'La colaboración y el equilibrio te importan en parte.',
                'La colaboración y el equilibrio son importantes para ti.',
                'La colaboración y el equilibrio están en el centro de tu motivación.',
              ],
            ),
            devSuggestion: text(
              'Individua un momento della settimana da dedicare al gruppo e uno a te.\n---\nSpunto per il colloquio annuale.',
              'Find one moment a week for the team and one for yourself.\n---\nPrompt for the yearly review.',
              'Busca un momento a la semana para el equipo y otro para ti.\n---\nIdea para la entrevista anual.',
            ),
            evidence: [outcome('values', 'collaboration'), outcome('values', 'balance')],
          },
        ],
      },
    ],
  },
];

const json = (value: unknown) => JSON.stringify(value);

/** Writes a competency model for a campaign; evidence names tests by their seed key. */
export async function seedReportModel(
  trx: Transaction<Database>,
  campaign: { id: number; testIds: Record<string, number> },
  model: AreaSeed[],
): Promise<void> {
  for (const [a, area] of model.entries()) {
    const { id: areaId } = await trx
      .insertInto('report_areas')
      .values({ campaign_id: campaign.id, code: area.code, position: a + 1, name: json(area.name), feedback: json(area.feedback) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [s, skill] of area.skills.entries()) {
      const { id: skillId } = await trx
        .insertInto('report_skills')
        .values({ area_id: areaId, position: s + 1, name: json(skill.name) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [m, marker] of skill.markers.entries()) {
        const { id: markerId } = await trx
          .insertInto('report_markers')
          .values({
            skill_id: skillId,
            position: m + 1,
            name: json(marker.name),
            feedback: json(marker.feedback),
            dev_suggestion: json(marker.devSuggestion),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('report_evidence')
          .values(
            marker.evidence.map((e) => {
              const testId = campaign.testIds[e.test];
              if (testId === undefined) throw new Error(`seed: the report model names an unknown test ${e.test}`);
              return { marker_id: markerId, test_id: testId, source: e.source, outcome_name: e.name };
            }),
          )
          .execute();
      }
    }
  }
}

/** The Leadership Assessment's model, its report config and its report list. */
export async function seedDemoReport(
  trx: Transaction<Database>,
  campaigns: Map<string, { id: number; testIds: Record<string, number> }>,
): Promise<void> {
  const leadership = campaigns.get('leadership');
  if (!leadership) throw new Error('seed: no leadership campaign');
  await seedReportModel(trx, leadership, leadershipModel);
  await trx.insertInto('report_configs').values({ campaign_id: leadership.id, can_assessed_download: true }).execute();
  await trx
    .insertInto('jasper_reports')
    .values([
      {
        campaign_id: leadership.id,
        name: json(text('Report individuale', 'Individual report', 'Informe individual')),
        visible_to_assessors_only: false,
      },
      {
        campaign_id: leadership.id,
        name: json(text("Report per l'assessor", 'Assessor report', 'Informe para el evaluador')),
        visible_to_assessors_only: true,
      },
    ])
    .execute();
}
