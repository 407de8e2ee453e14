import { describe, expect, it } from 'vitest';
import { NavigationInputSchema } from './navigation';
import type { RepositoryError } from './repository-error';
import { hasVisibleText, humanIssueMessage, parseInput } from './schema-helpers';
import { maxLengthFor, textLimitProblem, TEXT_LIMITS } from './text-limits';

describe('text limits', () => {
  it('give names, titles and subjects 255 characters and messages, descriptions and HTML more', () => {
    for (const field of ['name', 'title', 'subject', 'slug', 'position', 'page_title']) expect(maxLengthFor(field)).toBe(255);
    expect(maxLengthFor('message')).toBe(TEXT_LIMITS.long);
    expect(maxLengthFor('meta_description')).toBe(TEXT_LIMITS.long);
    expect(maxLengthFor('content')).toBe(TEXT_LIMITS.html);
    expect(maxLengthFor('image_url')).toBe(TEXT_LIMITS.url);
  });

  it('name the first field over its limit in a sentence', () => {
    expect(textLimitProblem({ title: 'ok', meta_description: 'x'.repeat(10_001) })).toEqual({
      field: 'meta_description',
      message: 'Meta description must be at most 10000 characters',
    });
    expect(textLimitProblem({ title: 'x'.repeat(255) })).toBeNull();
  });
});

describe('human validation messages', () => {
  it('never show zod default texts for numbers out of range', () => {
    const message = (value: unknown) => {
      try {
        parseInput(NavigationInputSchema, { title: 'A', slug: 'a', order_index: value });
        return null;
      } catch (error) {
        return (error as RepositoryError).message;
      }
    };
    expect(message(1e15)).toBe('Order index must be at most 1,000,000');
    expect(message(-5e6)).toBe('Order index must be at least -1,000,000');
    expect(message(1.5)).toBe('Order index must be a whole number');
    expect(message(2)).toBeNull();
  });

  it('keep the messages a schema sets itself', () => {
    expect(humanIssueMessage({ code: 'invalid_type', expected: 'string', input: undefined, path: ['title'] } as never)).toBe(
      'Title is required',
    );
  });

  it('count text made only of zero-width characters as empty', () => {
    expect(hasVisibleText('\u200b\u200d\ufeff ')).toBe(false);
    expect(hasVisibleText('\u200bA')).toBe(true);
  });
});
