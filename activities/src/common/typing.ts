/**
 * Text a person types, saved once they pause rather than on every key. Whatever is still
 * waiting is saved at once (`flush`) before anything else reads or saves the activity's data:
 * another answer, Concludi, a change of page. Without that, a note typed just before Concludi → No
 * was never saved, and a radio picked while the note waited redrew the field with the old text.
 * Leaving the page flushes too; whether the host still takes that last save while its tab
 * closes is the browser's call, so the pause is kept short.
 */
export function pausedTyping(delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: (() => void) | undefined;

  const flush = () => {
    clearTimeout(timer);
    const save = pending;
    pending = undefined;
    save?.();
  };

  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });

  return {
    /** The latest text's save, run once typing pauses for `delayMs`, unless flushed first. */
    typed(save: () => void) {
      pending = save;
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
  };
}
