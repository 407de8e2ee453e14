import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Test support for the slider screen's component tests. */

// A PNG signature followed by padding: the store checks the leading bytes.
export const pngFile = (name = 'new-slide.png', bytes = 16) => {
  const content = new Uint8Array(Math.max(bytes, 8));
  content.set([137, 80, 78, 71, 13, 10, 26, 10]);
  return new File([content], name, { type: 'image/png' });
};

export const dialog = () => screen.getByRole('dialog');

/** Fills the required text fields of the open add/edit dialog. */
export async function fillRequired(user: UserEvent, title = 'Precision Forging') {
  const form = within(dialog());
  await enter(user, form.getByLabelText(/^Title/), title);
  await enter(user, form.getByLabelText(/^Highlight/), 'Built to last');
  await enter(user, form.getByLabelText(/^Subtitle/), 'From billet to bracket');
  await enter(user, form.getByLabelText(/^Description/), 'Closed-die forging for demanding loads');
  await enter(user, form.getByLabelText(/^Button text/), 'Explore');
}

/** Puts text into a field the way a paste does (one input event; typing key by key is slow on a loaded machine). */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export const backgroundInput = () => within(dialog()).getByLabelText(/^Background image/) as HTMLInputElement;

/** The titles of the list, top to bottom. */
export const listedTitles = () =>
  within(screen.getByRole('list', { name: 'Slider items' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.firstChild?.textContent?.trim());
