import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { restoreMutation } from '../../../data/mutations/undo-mutations';
import type { RestoreProgress, RestoreReport, Undo } from '../../../data/mutations/undo-restore';
import { useWriter } from '../../../data/mutations/writer';
import { NOTICE_DURATION_MS, notify, useNoticesHeld } from '../../../ui/notices';
import { reportText } from './undo-texts';

/** How long Undo is offered after a delete (Gmail's default). */
export const UNDO_WINDOW_MS = 10_000;
/** How often the seconds left are counted down. */
const TICK_MS = 250;

/** What the undo notice shows. */
export type UndoView =
  | { phase: 'offered'; title: string; msLeft: number }
  | { phase: 'restoring'; title: string; progress: RestoreProgress }
  | { phase: 'restored'; title: string }
  | { phase: 'failed'; title: string; text: string };

type Current = { key: number; undo: Undo; noun: string; view: UndoView };

/**
 * The undo of a screen's last delete. `offer` shows "Deleted — Undo" for UNDO_WINDOW_MS; a later delete replaces it
 * (only the last delete can be undone, as in Gmail). `undo` re-creates it once, however often it is pressed. The clock
 * stops while the notice is held (pointer over it, focus in it: WCAG 2.2.1). Leaving the screen ends the offer; a
 * restore already running goes on and says how it went in the page's notices.
 */
export function useUndo() {
  const restore = useMutation(restoreMutation(useWriter()));
  const [current, setCurrent] = useState<Current | null>(null);
  const [attended, setAttended] = useState(false);
  // Held by the notice itself (pointer, focus) or with the page's notices (one of them attended, a test's screenshot).
  const held = useNoticesHeld() || attended;
  const currentKey = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const offer = useCallback((undo: Undo, noun: string) => {
    const key = ++currentKey.current;
    setAttended(false);
    setCurrent({ key, undo, noun, view: { phase: 'offered', title: undo.title, msLeft: UNDO_WINDOW_MS } });
  }, []);

  const dismiss = useCallback(() => {
    currentKey.current += 1;
    setCurrent(null);
  }, []);

  const { mutateAsync } = restore;
  const undo = useCallback(async () => {
    if (!current || current.view.phase !== 'offered') return;
    const { key, undo: pending, noun } = current;
    const title = pending.title;
    const update = (view: UndoView) => setCurrent((now) => (now?.key === key ? { ...now, view } : now));
    update({ phase: 'restoring', title, progress: { done: 0, total: 1 } });
    let report: RestoreReport;
    try {
      report = await mutateAsync({ undo: pending, onProgress: (progress) => update({ phase: 'restoring', title, progress }) });
    } catch (error) {
      // The restore reports its own failures; this is a failure to show the result (the refresh after it).
      report = { restored: [], missed: [], error: error instanceof Error ? error : new Error(String(error)) };
    }
    const text = reportText(title, report, noun);
    const done = report.missed.length === 0 && report.error === null;
    if (mounted.current && currentKey.current === key) update(done ? { phase: 'restored', title } : { phase: 'failed', title, text });
    // The screen was left or another delete replaced the notice meanwhile: the page's notices say how it went.
    else notify(text, done ? 'success' : 'error', { durationMs: done ? NOTICE_DURATION_MS : NOTICE_DURATION_MS * 3 });
  }, [current, mutateAsync]);

  // The countdown of the offer, and the restored notice's own time; both stand still while the notice is held.
  const phase = current?.view.phase;
  const key = current?.key;
  useEffect(() => {
    if (held || key === undefined || (phase !== 'offered' && phase !== 'restored')) return;
    if (phase === 'restored') {
      const timer = setTimeout(() => setCurrent((now) => (now?.key === key ? null : now)), NOTICE_DURATION_MS);
      return () => clearTimeout(timer);
    }
    const timer = setInterval(() => {
      setCurrent((now) => {
        if (now?.key !== key || now.view.phase !== 'offered') return now;
        const msLeft = now.view.msLeft - TICK_MS;
        return msLeft <= 0 ? null : { ...now, view: { ...now.view, msLeft } };
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [held, key, phase]);

  // Ctrl+Z (⌘Z) undoes while the offer stands, unless typing is going on: a text field keeps its own undo.
  useEffect(() => {
    if (phase !== 'offered') return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'z') return;
      if (event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return;
      event.preventDefault();
      void undo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phase, undo]);

  return { view: current?.view ?? null, offer, undo, dismiss, hold: setAttended };
}

export type UndoController = ReturnType<typeof useUndo>;
