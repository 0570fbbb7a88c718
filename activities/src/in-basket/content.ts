import { l, type Localised } from '../common/i18n';
import type { Action, MailId, Priority } from './data';

export interface Mail {
  id: MailId;
  from: string;
  time: string;
  subject: Localised;
  body: Localised;
}

export const TEXT = {
  title: l('In-Basket', 'In-Basket', 'In-Basket'),
  intro: l(
    "Rientri dalle ferie e trovi questi messaggi. Per ognuno scegli la priorità e l'azione; se rispondi o deleghi, scrivi il testo.",
    'You are back from holiday and find these messages. For each one choose the priority and the action; if you reply or delegate, write the text.',
    'Vuelves de vacaciones y encuentras estos mensajes. Para cada uno elige la prioridad y la acción; si respondes o delegas, escribe el texto.',
  ),
  inbox: l('Posta in arrivo', 'Inbox', 'Bandeja de entrada'),
  priority: l('Priorità', 'Priority', 'Prioridad'),
  action: l('Azione', 'Action', 'Acción'),
  note: l(
    'Testo della risposta o istruzioni per la delega',
    'Reply text or instructions for the delegate',
    'Texto de la respuesta o instrucciones para delegar',
  ),
  handled: l('gestita', 'handled', 'gestionado'),
  progress: l('Messaggi gestiti', 'Messages handled', 'Mensajes gestionados'),
  finishHint: l('Gestisci tutti i messaggi per concludere.', 'Handle every message to finish.', 'Gestiona todos los mensajes para terminar.'),
  from: l('Da', 'From', 'De'),
};

export const PRIORITY_LABELS: Record<Priority, Localised> = {
  high: l('Alta', 'High', 'Alta'),
  medium: l('Media', 'Medium', 'Media'),
  low: l('Bassa', 'Low', 'Baja'),
};

export const ACTION_LABELS: Record<Action, Localised> = {
  reply: l('Rispondo io', 'I reply myself', 'Respondo yo'),
  delegate: l('Delego a un collaboratore', 'I delegate to a team member', 'Delego en un colaborador'),
  schedule: l('Pianifico per più avanti', 'I schedule it for later', 'Lo planifico para más adelante'),
  archive: l('Archivio senza azione', 'I archive it, no action', 'Lo archivo sin acción'),
};

export const MAILS: Mail[] = [
  {
    id: 'board',
    from: 'Laura Conti, CEO',
    time: '07:58',
    subject: l('Presentazione al CdA anticipata a domani', 'Board presentation moved to tomorrow', 'Presentación al consejo adelantada a mañana'),
    body: l(
      'Il CdA è stato anticipato a domani alle 9. Mi servono entro stasera i numeri del trimestre della tua area e un commento sugli scostamenti.',
      "The board meeting has been moved to tomorrow at 9. I need your area's quarterly figures and a comment on the variances by tonight.",
      'El consejo se ha adelantado a mañana a las 9. Necesito esta noche las cifras del trimestre de tu área y un comentario sobre las desviaciones.',
    ),
  },
  {
    id: 'complaint',
    from: 'Servizio clienti',
    time: '08:20',
    subject: l(
      'Reclamo Ferri S.r.l.: seconda consegna errata',
      'Ferri Ltd complaint: second wrong delivery',
      'Reclamación de Ferri S.L.: segunda entrega errónea',
    ),
    body: l(
      'Il cliente Ferri ha ricevuto per la seconda volta merce sbagliata e minaccia di sospendere gli ordini. Chiede di essere richiamato oggi.',
      'Ferri has received the wrong goods for the second time and threatens to stop ordering. They ask to be called back today.',
      'Ferri ha recibido por segunda vez mercancía equivocada y amenaza con suspender los pedidos. Pide que le llamen hoy.',
    ),
  },
  {
    id: 'leave',
    from: 'Davide Russo',
    time: '08:41',
    subject: l('Richiesta di ferie venerdì', 'Day off on Friday', 'Día libre el viernes'),
    body: l(
      'Ciao, potrei prendere ferie venerdì? Ho finito il report mensile e Chiara può coprire le chiamate.',
      'Hi, could I take Friday off? I have finished the monthly report and Chiara can cover the calls.',
      'Hola, ¿podría cogerme el viernes libre? He terminado el informe mensual y Chiara puede cubrir las llamadas.',
    ),
  },
  {
    id: 'audit',
    from: 'Ufficio Qualità',
    time: '09:05',
    subject: l('Audit interno tra tre settimane', 'Internal audit in three weeks', 'Auditoría interna dentro de tres semanas'),
    body: l(
      "Ti ricordiamo che l'audit della tua area è fissato tra tre settimane. Serve l'elenco aggiornato delle procedure entro fine mese.",
      "A reminder that your area's audit is in three weeks. We need the updated list of procedures by the end of the month.",
      'Te recordamos que la auditoría de tu área es dentro de tres semanas. Necesitamos la lista actualizada de procedimientos antes de fin de mes.',
    ),
  },
  {
    id: 'supplier',
    from: 'Paolo Marini, Forniture Nord',
    time: '10:12',
    subject: l('Presentazione del nuovo catalogo', 'Presenting our new catalogue', 'Presentación del nuevo catálogo'),
    body: l(
      "Vorremmo presentarle il nuovo catalogo il mese prossimo. Quando avrebbe mezz'ora?",
      'We would like to present our new catalogue next month. When would you have half an hour?',
      'Nos gustaría presentarle el nuevo catálogo el mes que viene. ¿Cuándo tendría media hora?',
    ),
  },
  {
    id: 'canteen',
    from: 'Risorse Umane',
    time: '11:30',
    subject: l('Il nuovo menu della mensa', 'The new canteen menu', 'El nuevo menú del comedor'),
    body: l(
      'Da lunedì la mensa propone un menu rinnovato con più piatti vegetariani. Buon appetito!',
      'From Monday the canteen has a new menu with more vegetarian dishes. Enjoy!',
      'Desde el lunes el comedor ofrece un menú renovado con más platos vegetarianos. ¡Buen provecho!',
    ),
  },
];
