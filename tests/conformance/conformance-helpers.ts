import { expect } from 'vitest';
import type { Repository } from '../../src/data/repository';
import { RepositoryError } from '../../src/domain/repository-error';
import { buildPdfBytes } from '../support/builders';

/** The repository under test; a getter because it is connected in beforeAll. */
export type RepoGetter = () => Repository;

/** Asserts a call fails with a RepositoryError carrying the given message. */
export async function expectFailure(call: Promise<unknown>, message: string | RegExp) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(RepositoryError);
  if (typeof message === 'string') expect((error as RepositoryError).message).toBe(message);
  else expect((error as RepositoryError).message).toMatch(message);
}

export const svgFile = (name = 'panel.svg') =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'], name, { type: 'image/svg+xml' });
export const pngFile = (name = 'slide.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
export const pdfFile = (name = 'resume.pdf') => new File([buildPdfBytes(name)], name, { type: 'application/pdf' });

export const sliderInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'New slide',
  highlight: 'Strong',
  subtitle: 'Steel',
  description: 'A new slide',
  button_text: 'Read more',
  button_url: 'https://example.com/more',
  background_image: 'new.svg',
  display_order: 9,
  is_active: true,
  red_section_1_title: '',
  red_section_1_description: '',
  red_section_1_image: '',
  red_section_1_url: '',
  red_section_2_title: '',
  red_section_2_description: '',
  red_section_2_image: '',
  red_section_2_url: '',
  red_section_3_title: '',
  red_section_3_description: '',
  red_section_3_image: '',
  red_section_3_url: '',
  ...overrides,
});

