import type { ChoicesContent } from '../common/choices/activity';
import { l } from '../common/i18n';
import type { ScenarioId } from './data';

export const CONTENT: ChoicesContent<ScenarioId> = {
  title: l('Caso aziendale', 'Business case', 'Caso de empresa'),
  intro: l(
    "La filiale di Verona ha perso il 12% dei clienti in un anno. Hai i dati delle vendite e due settimane per proporre alla direzione un piano d'azione. A ogni passaggio scegli che cosa fai.",
    'The Verona branch has lost 12% of its customers in a year. You have the sales data and two weeks to propose an action plan to the management. At each step choose what you do.',
    'La sucursal de Verona ha perdido el 12 % de sus clientes en un año. Tienes los datos de ventas y dos semanas para proponer a la dirección un plan de acción. En cada paso elige qué haces.',
  ),
  scenario: l('Passaggio', 'Step', 'Paso'),
  choose: l('Che cosa fai?', 'What do you do?', '¿Qué haces?'),
  scenarios: [
    {
      id: 'start',
      situation: l(
        'Prima di scrivere il piano: da dove cominci?',
        'Before writing the plan: where do you start?',
        'Antes de escribir el plan: ¿por dónde empiezas?',
      ),
      options: {
        a: l(
          'Proponi subito uno sconto del 10% per riconquistare i clienti.',
          'You propose a 10% discount straight away to win the customers back.',
          'Propones enseguida un descuento del 10 % para recuperar a los clientes.',
        ),
        b: l(
          'Leggi i dati e parli con la responsabile di filiale e con alcuni clienti persi, per capire le cause.',
          'You read the data and talk to the branch manager and to some lost customers, to understand the causes.',
          'Lees los datos y hablas con la responsable de la sucursal y con algunos clientes perdidos, para entender las causas.',
        ),
        c: l(
          "Copi il piano che l'anno scorso ha funzionato a Padova.",
          'You copy the plan that worked in Padua last year.',
          'Copias el plan que el año pasado funcionó en Padua.',
        ),
        d: l(
          "Chiedi al controllo di gestione un'analisi più dettagliata e aspetti i risultati.",
          'You ask controlling for a more detailed analysis and wait for the results.',
          'Pides a control de gestión un análisis más detallado y esperas los resultados.',
        ),
      },
    },
    {
      id: 'causes',
      situation: l(
        "I dati mostrano che i tempi di attesa allo sportello sono raddoppiati dopo l'uscita di tre consulenti esperti. La responsabile di filiale però è convinta che la colpa sia della concorrenza online.",
        'The data shows that waiting times at the counter doubled after three experienced advisers left. The branch manager, however, is convinced that online competition is to blame.',
        'Los datos muestran que los tiempos de espera en ventanilla se duplicaron tras la salida de tres asesores expertos. Sin embargo, la responsable de la sucursal está convencida de que la culpa es de la competencia online.',
      ),
      options: {
        a: l(
          '«Hai ragione: puntiamo tutto sul digitale.»',
          '"You are right: let us put everything into digital."',
          '«Tienes razón: apostemos todo por lo digital.»',
        ),
        b: l(
          'Scrivi il piano da solo: la sua opinione non è supportata dai dati.',
          'You write the plan alone: her opinion is not supported by the data.',
          'Escribes el plan solo: su opinión no está respaldada por los datos.',
        ),
        c: l(
          'Le mostri i dati sui tempi di attesa, le chiedi come li legge e concordate quali cause verificare.',
          'You show her the waiting-time data, ask how she reads it and agree together which causes to check.',
          'Le muestras los datos de los tiempos de espera, le preguntas cómo los interpreta y acordáis qué causas verificar.',
        ),
        d: l(
          'Metti nel piano entrambe le ipotesi, senza sceglierne una.',
          'You put both hypotheses in the plan, without choosing either.',
          'Pones en el plan ambas hipótesis, sin elegir ninguna.',
        ),
      },
    },
    {
      id: 'presentation',
      situation: l(
        'Hai dieci minuti per presentare il piano alla direzione.',
        'You have ten minutes to present the plan to the management.',
        'Tienes diez minutos para presentar el plan a la dirección.',
      ),
      options: {
        a: l(
          'Mostri trenta slide con tutti i dati raccolti.',
          'You show thirty slides with all the data you collected.',
          'Muestras treinta diapositivas con todos los datos recogidos.',
        ),
        b: l(
          'Elenchi le azioni, rimandando costi e tempi a un secondo incontro.',
          'You list the actions, leaving costs and timing to a second meeting.',
          'Enumeras las acciones, dejando costes y plazos para una segunda reunión.',
        ),
        c: l(
          'Racconti a voce le tue impressioni, senza numeri.',
          'You tell them your impressions, without figures.',
          'Cuentas de palabra tus impresiones, sin cifras.',
        ),
        d: l(
          'Il problema in una frase, tre azioni con responsabili e date, i costi e il risultato atteso.',
          'The problem in one sentence, three actions with owners and dates, the costs and the expected result.',
          'El problema en una frase, tres acciones con responsables y fechas, los costes y el resultado esperado.',
        ),
      },
    },
    {
      id: 'team',
      situation: l(
        'Il piano è approvato: bisogna ridurre i tempi di attesa. In filiale restano due consulenti junior.',
        'The plan is approved: waiting times must come down. Two junior advisers remain at the branch.',
        'El plan está aprobado: hay que reducir los tiempos de espera. En la sucursal quedan dos asesores júnior.',
      ),
      options: {
        a: l(
          "Li affianchi per un mese ai colleghi esperti di un'altra filiale e fissi con loro obiettivi di crescita.",
          'You pair them for a month with experienced colleagues from another branch and set growth goals with them.',
          'Los emparejas durante un mes con compañeros expertos de otra sucursal y fijas con ellos objetivos de crecimiento.',
        ),
        b: l(
          'Assumi due consulenti esperti e sposti i junior in back office.',
          'You hire two experienced advisers and move the juniors to the back office.',
          'Contratas a dos asesores expertos y pasas a los júnior al back office.',
        ),
        c: l(
          'Chiedi ai junior di fare straordinari finché le code non calano.',
          'You ask the juniors to work overtime until the queues shrink.',
          'Pides a los júnior que hagan horas extra hasta que bajen las colas.',
        ),
        d: l(
          'Li iscrivi a un corso online sulla consulenza.',
          'You enrol them in an online course on advising customers.',
          'Los inscribes en un curso online de asesoramiento.',
        ),
      },
    },
  ],
};
