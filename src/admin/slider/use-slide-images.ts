import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { adminMessages } from '../../domain/messages';
import { PANEL_NUMBERS, panelField, type PanelNumber, type SliderFormField, type SliderFormValues } from './slider-form';
import { useSliderImageUpload } from './slider-image';
import { showSliderMessage } from './slider-message';

/** Where a slide shows an image: its background, or one of its red sections. */
export type ImageSlot = 'background' | PanelNumber;
const SLOTS: readonly ImageSlot[] = ['background', ...PANEL_NUMBERS];
const fieldOf = (slot: ImageSlot): SliderFormField => (slot === 'background' ? 'background_image' : panelField(slot, 'image'));
type SlideForm = UseFormReturn<SliderFormValues>;
const noFiles = (): Record<ImageSlot, File | null> => ({ background: null, 1: null, 2: null, 3: null });

/**
 * The slide form's images (admin spec 4): a file chosen for a slot, uploaded with its button or, when still waiting,
 * before the slide is saved; the stored filename then goes into the form's field (`form`).
 */
export function useSlideImages() {
  const images = useSliderImageUpload();
  const [files, setFiles] = useState(noFiles);
  // The same files, current at once: a save awaits the images still being made web-ready, then reads them here.
  const latestFiles = useRef(files);
  // Per slot, the chosen file still being made web-ready (its promise settles when the form holds the result).
  const preparing = useRef(new Map<ImageSlot, Promise<void>>());
  // Where the server says an uploaded image is served, by stored filename: shown as the preview when it says so.
  const [served, setServed] = useState<Record<string, string>>({});
  // The slot whose own button sent its file (its button says Uploading...).
  const [sending, setSending] = useState<ImageSlot | null>(null);

  const choose = (slot: ImageSlot, file: File | null) => {
    latestFiles.current = { ...latestFiles.current, [slot]: file };
    setFiles(latestFiles.current);
  };

  /** A file chosen for `slot` is being made web-ready until `done` settles; a newer choice replaces it. */
  const prepare = (slot: ImageSlot, done: Promise<void>) => {
    preparing.current.set(slot, done);
    void done.then(() => {
      if (preparing.current.get(slot) === done) preparing.current.delete(slot);
    });
  };

  const stored = (form: SlideForm, slot: ImageSlot, outcome: { filename: string; url?: string }) => {
    form.setValue(fieldOf(slot), outcome.filename, { shouldDirty: true });
    if (outcome.url) setServed((current) => ({ ...current, [outcome.filename]: outcome.url! }));
    choose(slot, null);
  };

  const upload = async (form: SlideForm, slot: ImageSlot) => {
    const file = files[slot];
    if (!file) return;
    setSending(slot);
    const outcome = await images.upload(file);
    setSending(null);
    if (!outcome.ok) {
      showSliderMessage(outcome.message);
      return;
    }
    stored(form, slot, outcome);
    showSliderMessage(adminMessages.slider.imageUploaded);
  };

  /** Uploads the files chosen and not yet sent; answers the values with their filenames, or null when one failed (said). */
  const sendChosen = async (form: SlideForm, values: SliderFormValues): Promise<SliderFormValues | null> => {
    const payload = { ...values };
    // Save pressed while a chosen photo is still being made web-ready: the file it becomes is the one sent.
    await Promise.all(preparing.current.values());
    for (const slot of SLOTS) {
      const file = latestFiles.current[slot];
      if (!file) continue;
      const outcome = await images.upload(file);
      if (!outcome.ok) {
        showSliderMessage(adminMessages.slider.pendingUploadFailed);
        return null;
      }
      Object.assign(payload, { [fieldOf(slot)]: outcome.filename });
      stored(form, slot, outcome);
    }
    return payload;
  };

  return {
    files,
    served,
    choose,
    prepare,
    upload: (form: SlideForm, slot: ImageSlot) => void upload(form, slot),
    sendChosen,
    /** Whether an upload is under way. */
    uploading: images.isPending,
    /** Whether `slot`'s own button is sending its file. */
    isSending: (slot: ImageSlot) => images.isPending && sending === slot,
    /** Files chosen and not yet uploaded: unsaved work too. */
    chosen: Object.values(files).some(Boolean),
  };
}

export type SlideImages = ReturnType<typeof useSlideImages>;
