import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

export const unsavedTexts = {
  title: 'Unsaved changes',
  message: 'You have changes that are not saved yet. Leave without saving them?',
  discard: 'Discard changes',
  keep: 'Keep editing',
} as const;

/*
 * Unsaved work is never dropped silently. Every form of the back office says whether it holds changes
 * (useUnsavedChanges); closing its dialog or switching what it edits asks first, and so does leaving it: another
 * section, another tab, Logout (useLeaveGuard, once in the shell) and closing or reloading the browser tab.
 */
const dirtyForms = new Set<symbol>();

/** Whether a form's values differ from the ones it started from (or last saved): plain data, compared by value. */
export function differs(current: unknown, saved: unknown): boolean {
  return JSON.stringify(current) !== JSON.stringify(saved);
}

/** Whether any form on screen holds changes that are not saved. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Forgets every form's changes (after the user chose to discard them, just before they are unmounted). */
export function discardUnsavedChanges(): void {
  dirtyForms.clear();
}

function DiscardDialog({ open, onDiscard, onKeep }: { open: boolean; onDiscard: () => void; onKeep: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title={unsavedTexts.title}
      message={unsavedTexts.message}
      confirmLabel={unsavedTexts.discard}
      cancelLabel={unsavedTexts.keep}
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}

/** Asks before `action` when `shouldAsk()` says work would be lost; `onDiscard` forgets that work first. */
function useAskFirst(shouldAsk: () => boolean, onDiscard: () => void): { ask: (action: () => void) => void; prompt: ReactNode } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = useCallback(
    (action: () => void) => {
      if (shouldAsk()) setPending(() => action);
      else action();
    },
    [shouldAsk],
  );
  const prompt = (
    <DiscardDialog
      open={pending !== null}
      onDiscard={() => {
        const action = pending;
        setPending(null);
        onDiscard();
        action?.();
      }}
      onKeep={() => setPending(null)}
    />
  );
  return { ask, prompt };
}

/**
 * Registers a form's changes while `dirty`. `confirmDiscard(action)` runs the action at once when nothing would be
 * lost, or after the user chose Discard changes (closing the form's dialog, say); render `prompt` beside the form,
 * outside its dialog.
 */
export function useUnsavedChanges(dirty: boolean): { confirmDiscard: (action: () => void) => void; prompt: ReactNode } {
  const [token] = useState(() => Symbol('form'));
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(token);
    return () => {
      dirtyForms.delete(token);
    };
  }, [dirty, token]);
  const isDirty = useCallback(() => dirty, [dirty]);
  const { ask, prompt } = useAskFirst(isDirty, () => dirtyForms.delete(token));
  return { confirmDiscard: ask, prompt };
}

/**
 * For a screen whose forms are its children (SEO Management's page type switch): asks before `action` when any form
 * on screen holds changes.
 */
export function useAskBeforeDiscarding(): { ask: (action: () => void) => void; prompt: ReactNode } {
  return useAskFirst(hasUnsavedChanges, discardUnsavedChanges);
}

/**
 * The shell's guard: a navigation that would unmount a form with changes (another section, another tab, the browser's
 * back button) waits for the user's choice, and the browser asks before the tab is closed or reloaded.
 * `ask(action)` asks the same before an action of the shell's own (Logout). Render `prompt` once.
 */
export function useLeaveGuard(): { ask: (action: () => void) => void; prompt: ReactNode } {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const { ask, prompt } = useAskBeforeDiscarding();

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const navigationPrompt = (
    <DiscardDialog
      open={blocker.state === 'blocked'}
      onDiscard={() => {
        discardUnsavedChanges();
        blocker.proceed?.();
      }}
      onKeep={() => blocker.reset?.()}
    />
  );
  return {
    ask,
    prompt: (
      <>
        {navigationPrompt}
        {prompt}
      </>
    ),
  };
}
