import type { Feedback360GapKind, Feedback360Group } from '@skillup/shared/api/contract';

/** The words of the PDF's 360 part, in the report's language. */
export interface Feedback360PdfLabels {
  title: string;
  intro: (t: { peers: number; others: number }) => string;
  /** When the part last took in evaluations, already written in the report's language. */
  updatedAt: (date: string) => string;
  groups: Record<Feedback360Group, string>;
  raters: (n: number) => string;
  hidden: string;
  empty: string;
  gap: string;
  gapKinds: Record<Feedback360GapKind, string>;
  comments: string;
  noComments: (n: number) => string;
  selfComments: string;
}

const LABELS: Record<'it' | 'en' | 'es', Feedback360PdfLabels> = {
  it: {
    title: 'Feedback 360°',
    intro: ({ peers, others }) =>
      `Medie sulla scala da 1 a 5. Per l'anonimato un gruppo con troppo pochi valutatori (di solito meno di ${peers}) non è mostrato, e nemmeno un gruppo da cui si potrebbe risalire a un gruppo nascosto; "tutti gli altri" riunisce chi ha valutato, escluso te, se sono almeno ${others}.`,
    updatedAt: (date) => `Aggiornato il ${date}: le nuove valutazioni entrano insieme, quando sono abbastanza da non far riconoscere nessuno.`,
    groups: { self: 'Autovalutazione', manager: 'Responsabile', peers: 'Colleghi', directReports: 'Collaboratori', others: 'Tutti gli altri' },
    raters: (n) => (n === 1 ? '1 valutatore' : `${n} valutatori`),
    hidden: "Non mostrato, per l'anonimato",
    empty: 'Nessun valutatore',
    gap: 'Scarto tra autovalutazione e altri',
    gapKinds: { blindSpot: 'Punto cieco', hiddenStrength: 'Forza nascosta' },
    comments: 'Commenti',
    noComments: (n) => `I commenti sono mostrati quando almeno ${n} persone hanno risposto.`,
    selfComments: "Commenti dell'autovalutazione",
  },
  en: {
    title: '360° feedback',
    intro: ({ peers, others }) =>
      `Means on the 1 to 5 scale. For anonymity a group with too few raters (usually fewer than ${peers}) is not shown, nor is a group that would let a hidden group be worked out; "all others" pools everyone who rated, except you, when they are at least ${others}.`,
    updatedAt: (date) => `Updated on ${date}: new evaluations come in together, once there are enough of them that nobody can be recognised.`,
    groups: { self: 'Self-assessment', manager: 'Manager', peers: 'Peers', directReports: 'Direct reports', others: 'All others' },
    raters: (n) => (n === 1 ? '1 rater' : `${n} raters`),
    hidden: 'Not shown, for anonymity',
    empty: 'No raters',
    gap: 'Gap between self-assessment and others',
    gapKinds: { blindSpot: 'Blind spot', hiddenStrength: 'Hidden strength' },
    comments: 'Comments',
    noComments: (n) => `Comments are shown when at least ${n} people have answered.`,
    selfComments: 'Self-assessment comments',
  },
  es: {
    title: 'Feedback 360°',
    intro: ({ peers, others }) =>
      `Medias en la escala de 1 a 5. Por anonimato no se muestra un grupo con muy pocos evaluadores (normalmente menos de ${peers}), ni un grupo que permitiría deducir un grupo oculto; "todos los demás" reúne a quienes evaluaron, excepto tú, si son al menos ${others}.`,
    updatedAt: (date) => `Actualizado el ${date}: las nuevas evaluaciones entran juntas, cuando son suficientes para que nadie pueda ser reconocido.`,
    groups: { self: 'Autoevaluación', manager: 'Responsable', peers: 'Compañeros', directReports: 'Colaboradores', others: 'Todos los demás' },
    raters: (n) => (n === 1 ? '1 evaluador' : `${n} evaluadores`),
    hidden: 'No se muestra, por anonimato',
    empty: 'Ningún evaluador',
    gap: 'Diferencia entre autoevaluación y los demás',
    gapKinds: { blindSpot: 'Punto ciego', hiddenStrength: 'Fortaleza oculta' },
    comments: 'Comentarios',
    noComments: (n) => `Los comentarios se muestran cuando al menos ${n} personas han respondido.`,
    selfComments: 'Comentarios de la autoevaluación',
  },
};

export const feedback360PdfLabels = (lang: string): Feedback360PdfLabels => LABELS[lang as keyof typeof LABELS] ?? LABELS.it;
