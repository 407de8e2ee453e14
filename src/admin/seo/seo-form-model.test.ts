import { describe, expect, it } from 'vitest';
import { RepositoryError } from '../../domain/repository-error';
import { defaultSeoSettings } from '../../domain/seo-defaults';
import { counterState, failureMessage, isErrorMessage, validateSeo } from './seo-form-model';

describe('counterState', () => {
  it('is ok inside the recommended range and for an empty field', () => {
    expect(counterState(55, 60, { min: 50, max: 60 })).toBe('ok');
    expect(counterState(0, 60, { min: 50, max: 60 })).toBe('ok');
    expect(counterState(120, 200)).toBe('ok');
  });

  it('flags a length outside the recommended range, and one over the limit', () => {
    expect(counterState(49, 60, { min: 50, max: 60 })).toBe('outside-recommended');
    expect(counterState(61, 60, { min: 50, max: 60 })).toBe('over-limit');
    expect(counterState(201, 200)).toBe('over-limit');
  });
});

describe('validateSeo', () => {
  it('answers one message per broken field', () => {
    const result = validateSeo({ ...defaultSeoSettings('homepage'), og_image: 'nope' });
    expect(result.errors).toEqual({
      page_title: 'Page title is required',
      meta_description: 'Meta description is required',
      og_image: 'OG image must be a valid URL',
    });
  });

  it('answers the input to save when every rule holds', () => {
    const result = validateSeo({ ...defaultSeoSettings('about'), page_title: ' About ', meta_description: 'About us' });
    expect(result.errors).toBeNull();
    expect(result.input).toMatchObject({ page_type: 'about', page_title: 'About', robots: 'index,follow' });
  });
});

describe('messages', () => {
  it('treats a message with the word Error as a danger alert', () => {
    expect(isErrorMessage('Error updating SEO settings: x')).toBe(true);
    expect(isErrorMessage('SEO settings updated successfully!')).toBe(false);
  });

  it('takes the server message, the exception text, or nothing', () => {
    expect(failureMessage(new RepositoryError('server', 'DB down'))).toBe('DB down');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(failureMessage('weird')).toBe('');
  });
});
