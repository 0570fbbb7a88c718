import type { Outcome } from '@skillup/shared/api/contract';
import { mean, readData, toFive } from '../common/score';
import { MAIL_IDS, PRIORITIES, restoreInBasket } from './data';
import { KEY, MIN_NOTE_LENGTH } from './key';

/**
 * In-basket outcomes on the 0 to 5 scale: prioritisation (exact priority 1, one step off
 * 0.5), decisions (best action 1, acceptable 0.5), responsiveness (share of mails answered
 * or delegated with a written note among those that need it), and their mean as overall.
 */
export function compute(raw: unknown): Outcome[] {
  const data = readData(raw, restoreInBasket, 'In-basket');
  const priority: number[] = [];
  const decision: number[] = [];
  const written: number[] = [];
  for (const id of MAIL_IDS) {
    const answer = data.mails[id];
    const key = KEY[id];
    const distance = answer?.priority ? Math.abs(PRIORITIES.indexOf(answer.priority) - PRIORITIES.indexOf(key.priority)) : Number.POSITIVE_INFINITY;
    priority.push(distance === 0 ? 1 : distance === 1 ? 0.5 : 0);
    decision.push(answer?.action === key.action ? 1 : answer?.action && key.acceptable.includes(answer.action) ? 0.5 : 0);
    if (key.action === 'reply' || key.action === 'delegate') {
      const wrote = (answer?.action === 'reply' || answer?.action === 'delegate') && answer.note.trim().length >= MIN_NOTE_LENGTH;
      written.push(wrote ? 1 : 0);
    }
  }
  const prioritisation = toFive(mean(priority));
  const decisions = toFive(mean(decision));
  const responsiveness = toFive(mean(written));
  const handled = MAIL_IDS.filter((id) => data.mails[id]?.priority && data.mails[id]?.action).length;
  return [
    { name: 'prioritisation', value: prioritisation },
    { name: 'decisions', value: decisions },
    { name: 'responsiveness', value: responsiveness },
    { name: 'overall', value: toFive(mean([prioritisation, decisions, responsiveness]) / 5) },
    { name: 'handled', value: handled },
  ];
}
