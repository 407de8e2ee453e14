import { create } from 'zustand';

export type NoticeTone = 'success' | 'error' | 'info';
/**
 * `place`: where the notice belongs, the modal dialog it was raised in (the innermost one open then) or null for the
 * page. A notice stays where it was raised: a dialog opened later does not take it in (it says nothing about that
 * dialog); when its dialog closes it moves to the dialog that one was opened from, or to the page.
 */
export type Notice = { id: number; text: string; tone: NoticeTone; place: string | null };

export type NoticeOptions = {
  /** How long this notice stays, in ms (NOTICE_DURATION_MS unless the spec gives the screen its own time). */
  durationMs?: number;
};

type NoticeState = { notices: Notice[]; nextId: number };

/** How long a notice stays; long enough to read a sentence, and it can be dismissed earlier. */
export const NOTICE_DURATION_MS = 6000;
const MAX_NOTICES = 4;

export const useNoticeStore = create<NoticeState>(() => ({ notices: [], nextId: 1 }));

// Each notice's timer runs from notify(), not from its rendering: a notice that moves out of a closing dialog (see
// showNoticesIn) keeps the time it was given. While something holds the notices (holdNotices) no timer
// runs; each keeps the time it had left.
type NoticeTimer = { remainingMs: number; startedAt: number; handle?: ReturnType<typeof setTimeout> };
const timers = new Map<number, NoticeTimer>();
const holds = new Set<object>();
/** Whether something holds the notices now, for clocks kept elsewhere (the undo notice's countdown). */
const useHeld = create<{ held: boolean }>(() => ({ held: false }));

function runTimer(id: number, timer: NoticeTimer): void {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissNotice(id), Math.max(0, timer.remainingMs));
}

function stopTimer(id: number): void {
  clearTimeout(timers.get(id)?.handle);
  timers.delete(id);
}

/**
 * Shows a message in the page's notice region. Used wherever the specs say "alert" or "message": an in-page message
 * is readable by screen readers, does not block the page, and can be tested, unlike window.alert. The same text shown
 * again replaces the earlier one, so it is announced again and its time starts over.
 */
export function notify(text: string, tone: NoticeTone = 'info', { durationMs = NOTICE_DURATION_MS }: NoticeOptions = {}): void {
  // An empty text (a server that answered without a message) has nothing to say: no empty box.
  if (!text) return;
  const { notices, nextId: id } = useNoticeStore.getState();
  const place = useNoticeLayout.getState().dialogs.at(-1) ?? null;
  const shown = [...notices.filter((notice) => notice.text !== text), { id, text, tone, place }].slice(-MAX_NOTICES);
  for (const notice of notices) if (!shown.includes(notice)) stopTimer(notice.id);
  useNoticeStore.setState({ notices: shown, nextId: id + 1 });
  const timer: NoticeTimer = { remainingMs: durationMs, startedAt: Date.now() };
  timers.set(id, timer);
  if (holds.size === 0) runTimer(id, timer);
}

export function dismissNotice(id: number): void {
  stopTimer(id);
  useNoticeStore.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
}

/**
 * Stops every notice's clock until the returned release is called (WCAG 2.2.1): a notice holds them while the
 * pointer is over it or focus is on its Dismiss button, so a reader is never cut off mid-sentence. Holds nest; the
 * clocks run again, each with the time it had left, once the last one is released. Releasing twice is harmless.
 */
export function holdNotices(): () => void {
  const hold = {};
  if (holds.size === 0) {
    const now = Date.now();
    for (const timer of timers.values()) {
      clearTimeout(timer.handle);
      timer.handle = undefined;
      timer.remainingMs -= now - timer.startedAt;
    }
  }
  holds.add(hold);
  useHeld.setState({ held: true });
  return () => {
    // A hold that resetNotices already dropped, or released before, changes nothing.
    if (!holds.delete(hold) || holds.size > 0) return;
    useHeld.setState({ held: false });
    for (const [id, timer] of timers) runTimer(id, timer);
  };
}

/** True while the notices are held (holdNotices): a clock of its own that shows beside them stands still too. */
export function useNoticesHeld(): boolean {
  return useHeld((state) => state.held);
}

/** For tests: back to no notices and no holds. */
export function resetNotices(): void {
  for (const id of [...timers.keys()]) stopTimer(id);
  holds.clear();
  useHeld.setState({ held: false });
  useNoticeStore.setState({ notices: [], nextId: 1 });
}

/** Where notices show: the open modal dialogs (innermost last) and how many notice regions the page has. */
const useNoticeLayout = create<{ dialogs: string[]; regions: number }>(() => ({ dialogs: [], regions: 0 }));

/**
 * While a modal dialog is open the rest of the page is inert and under its backdrop, so notices raised meanwhile
 * show inside the innermost open dialog (Modal calls this with its own id when it opens, and renders DialogNotices).
 * Notices raised before stay where they are. Returns the call that undoes it: the dialog's notices then move to the
 * dialog it was opened from, or to the page, so a message about what the dialog did stays in view.
 */
export function showNoticesIn(dialogId: string): () => void {
  useNoticeLayout.setState((state) => ({ dialogs: [...state.dialogs, dialogId] }));
  return () => {
    const { dialogs } = useNoticeLayout.getState();
    const at = dialogs.indexOf(dialogId);
    const below = at > 0 ? (dialogs[at - 1] ?? null) : null;
    useNoticeLayout.setState({ dialogs: dialogs.filter((open) => open !== dialogId) });
    useNoticeStore.setState((state) => ({
      notices: state.notices.map((notice) => (notice.place === dialogId ? { ...notice, place: below } : notice)),
    }));
  };
}

/** The id of the dialog that shows the notices, or null when the page's region does. */
export function useNoticeDialog(): string | null {
  return useNoticeLayout((state) => state.dialogs.at(-1) ?? null);
}

/** NoticeRegion counts itself while mounted: a dialog shows notices only where the page has a region to show them. */
export function countNoticeRegion(): () => void {
  useNoticeLayout.setState((state) => ({ regions: state.regions + 1 }));
  return () => useNoticeLayout.setState((state) => ({ regions: state.regions - 1 }));
}

export function useHasNoticeRegion(): boolean {
  return useNoticeLayout((state) => state.regions > 0);
}
