import { describe, expect, it } from 'vitest';
import { adminMessages, entityLabels } from '../../domain/messages';
import { RepositoryError } from '../../domain/repository-error';
import { entityDeleteFailureText, entitySaveFailureText, entitySuccessText } from './content-feedback';

describe('content feedback texts (admin spec 8)', () => {
  it('shows the server message of a save, or the created text when the server sent none', () => {
    expect(entitySuccessText({ message: 'Saved by the server' }, 'created', entityLabels.teamMember)).toBe('Saved by the server');
    expect(entitySuccessText({ message: '' }, 'created', entityLabels.teamMember)).toBe('Team member created successfully!');
  });

  it('says Error: and the server message when the server refused a save or delete', () => {
    const refused = new RepositoryError('server', 'Title is required');
    expect(entitySaveFailureText(refused, entityLabels.service)).toBe('Error: Title is required');
    expect(entityDeleteFailureText(refused, entityLabels.service)).toBe('Error: Title is required');
  });

  it('gives the generic saving or deleting text when no answer came back', () => {
    const offline = new RepositoryError('network', 'Failed to fetch');
    const errorPage = new RepositoryError('http', 'HTTP error! status: 500');
    expect(entitySaveFailureText(offline, entityLabels.careerOpening)).toBe(adminMessages.content.saveError('career opening'));
    expect(entitySaveFailureText(offline, entityLabels.careerOpening)).toBe('Error saving career opening');
    expect(entityDeleteFailureText(errorPage, entityLabels.certification)).toBe('Error deleting certification');
    expect(entityDeleteFailureText(new TypeError('boom'), entityLabels.certification)).toBe('Error deleting certification');
  });
});
