import { l, type Localised } from '../common/i18n';
import type { QuestionId } from './data';

/** The length of the timed test, as its instructions say. */
export const TIMER_SECONDS = 20 * 60;

export const TEXT = {
  title: l('Ragionamento numerico', 'Numerical reasoning', 'Razonamiento numérico'),
  intro: l(
    'Rispondi alle domande usando la tabella. Scrivi solo numeri; dove serve, arrotonda a un decimale.',
    'Answer the questions using the table. Write numbers only; round to one decimal where needed.',
    'Responde a las preguntas usando la tabla. Escribe solo números; redondea a un decimal cuando haga falta.',
  ),
  timeLeft: l('Tempo rimasto', 'Time left', 'Tiempo restante'),
  timeUp: l(
    'Tempo scaduto: le tue risposte sono state consegnate.',
    'Time is up: your answers have been handed in.',
    'Se acabó el tiempo: tus respuestas se han entregado.',
  ),
  question: l('Domanda', 'Question', 'Pregunta'),
  answer: l('La tua risposta', 'Your answer', 'Tu respuesta'),
  invalid: l('Scrivi un numero, ad esempio 12,5', 'Write a number, for example 12.5', 'Escribe un número, por ejemplo 12,5'),
  caption: l('Vendite per area (migliaia di euro)', 'Sales by area (thousands of euros)', 'Ventas por área (miles de euros)'),
  area: l('Area', 'Area', 'Área'),
};

export const TABLE = {
  columns: ['Q1', 'Q2'],
  rows: [
    { name: l('Nord', 'North', 'Norte'), values: [120, 150] },
    { name: l('Centro', 'Centre', 'Centro'), values: [80, 100] },
    { name: l('Sud', 'South', 'Sur'), values: [60, 90] },
  ],
};

export const QUESTIONS: { id: QuestionId; text: Localised }[] = [
  {
    id: 'q1',
    text: l(
      'Quanto vendono in totale le tre aree nel Q2?',
      'What are the total sales of the three areas in Q2?',
      '¿Cuánto venden en total las tres áreas en el Q2?',
    ),
  },
  {
    id: 'q2',
    text: l(
      'Di quanto cresce in percentuale il Nord dal Q1 al Q2?',
      'By what percentage does the North grow from Q1 to Q2?',
      '¿En qué porcentaje crece el Norte del Q1 al Q2?',
    ),
  },
  {
    id: 'q3',
    text: l(
      'Che quota percentuale del totale del Q1 vende il Centro?',
      'What percentage of the Q1 total does the Centre sell?',
      '¿Qué porcentaje del total del Q1 vende el Centro?',
    ),
  },
  {
    id: 'q4',
    text: l(
      'Di quanto cresce in percentuale il Sud dal Q1 al Q2?',
      'By what percentage does the South grow from Q1 to Q2?',
      '¿En qué porcentaje crece el Sur del Q1 al Q2?',
    ),
  },
  {
    id: 'q5',
    text: l(
      'Se nel Q3 il Nord cresce del 10% sul Q2, quanto vende?',
      'If in Q3 the North grows by 10% over Q2, how much does it sell?',
      'Si en el Q3 el Norte crece un 10% sobre el Q2, ¿cuánto vende?',
    ),
  },
  {
    id: 'q6',
    text: l('Qual è la vendita media per area nel Q1?', 'What are the average sales per area in Q1?', '¿Cuál es la venta media por área en el Q1?'),
  },
];
