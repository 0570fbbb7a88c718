import type { RpcActions } from '@skillup/shared/activity/rpc-actions';
import { secondsLeft } from '@skillup/shared/activity/rpc-actions';
import type { SkillupApi } from '@skillup/shared/activity';

/** The countdown lives on the server (rpc startTimer/remaining), so a reload never resets it. */
export async function timerState(api: SkillupApi): Promise<number | null> {
  const state = await api.rpc<RpcActions['remaining']['result']>('remaining');
  return state.deadline === null ? null : secondsLeft(state.deadline, state.now);
}

export async function startTimer(api: SkillupApi, seconds: number): Promise<number> {
  const data: RpcActions['startTimer']['data'] = { seconds };
  const timer = await api.rpc<RpcActions['startTimer']['result']>('startTimer', data);
  return secondsLeft(timer.deadline, timer.now);
}

/** Ticks every second from the seconds the server gave; calls onEnd once at zero. */
export function countdown(seconds: number, onTick: (left: number) => void, onEnd: () => void): () => void {
  const end = Date.now() + seconds * 1000;
  const tick = () => {
    const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
    onTick(left);
    if (left === 0) {
      clearInterval(handle);
      onEnd();
    }
  };
  const handle = setInterval(tick, 1000);
  tick();
  return () => clearInterval(handle);
}

export const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
