import { create } from 'zustand';

export type NoticeTone = 'success' | 'error' | 'info';
export type Notice = { id: number; text: string; tone: NoticeTone };

type NoticeState = { notices: Notice[]; nextId: number };

/** How long a notice stays; long enough to read a sentence, and it can be dismissed earlier. */
export const NOTICE_DURATION_MS = 6000;
const MAX_NOTICES = 4;

export const useNoticeStore = create<NoticeState>(() => ({ notices: [], nextId: 1 }));

/**
 * Shows a message in the page's notice region. Used wherever the specs say "alert": an in-page message is readable
 * by screen readers, does not block the page, and can be tested, unlike window.alert.
 */
export function notify(text: string, tone: NoticeTone = 'info'): void {
  useNoticeStore.setState((state) => ({
    notices: [...state.notices, { id: state.nextId, text, tone }].slice(-MAX_NOTICES),
    nextId: state.nextId + 1,
  }));
}

export function dismissNotice(id: number): void {
  useNoticeStore.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
}

/** For tests: back to no notices. */
export function resetNotices(): void {
  useNoticeStore.setState({ notices: [], nextId: 1 });
}
