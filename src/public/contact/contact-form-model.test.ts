import { publicMessages } from '../../domain/messages';
import { RepositoryError } from '../../domain/repository-error';
import { contactFailureMessage, emptyContactForm, isContactSuccessText, validateContactForm } from './contact-form-model';

describe('validateContactForm', () => {
  it('accepts a form with the required fields and an e-mail address', () => {
    const result = validateContactForm({ ...emptyContactForm(), name: 'A', email: 'a@example.com', subject: 'support', message: 'Hi' });
    expect(result).toEqual({
      ok: true,
      input: { name: 'A', email: 'a@example.com', phone: '', company: '', subject: 'support', message: 'Hi' },
    });
  });

  it('treats whitespace-only text as missing', () => {
    const result = validateContactForm({ ...emptyContactForm(), name: '  ', email: 'a@example.com', subject: 'support', message: ' ' });
    expect(result).toEqual({ ok: false, errors: { name: 'Full Name is required', message: 'Message is required' } });
  });
});

describe('contactFailureMessage', () => {
  it('shows the server message, else the generic failure', () => {
    expect(contactFailureMessage(new RepositoryError('server', 'Mailbox full'))).toBe('Mailbox full');
    expect(contactFailureMessage(new RepositoryError('server', ''))).toBe(publicMessages.contact.failed);
    expect(contactFailureMessage(new RepositoryError('http', 'HTTP error! status: 500'))).toBe(publicMessages.contact.failed);
    expect(contactFailureMessage(new RepositoryError('malformed', 'Unexpected response'))).toBe(publicMessages.contact.failed);
  });

  it('calls a request without an answer a network error', () => {
    expect(contactFailureMessage(new RepositoryError('network', 'Failed to fetch'))).toBe(publicMessages.contact.networkError);
    expect(contactFailureMessage(new RepositoryError('timeout', 'Timed out'))).toBe(publicMessages.contact.networkError);
    expect(contactFailureMessage(new TypeError('Failed to fetch'))).toBe(publicMessages.contact.networkError);
  });
});

describe('isContactSuccessText', () => {
  it('is true only for texts containing Thank you', () => {
    expect(isContactSuccessText(publicMessages.contact.success)).toBe(true);
    expect(isContactSuccessText('Message stored')).toBe(false);
  });
});
