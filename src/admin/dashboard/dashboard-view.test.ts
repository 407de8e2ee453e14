import { describe, expect, it } from 'vitest';
import { RepositoryError } from '../../domain/repository-error';
import { careerStatusTone, contactStatusBadge, dashboardErrorText, statusLabel } from './dashboard-view';

describe('careerStatusTone (admin spec 4)', () => {
  it.each([
    ['pending', 'warning'],
    ['reviewed', 'info'],
    ['shortlisted', 'primary'],
    ['hired', 'success'],
    ['new', 'danger'],
    ['interviewed', 'danger'],
    ['rejected', 'danger'],
    ['', 'danger'],
  ])('shows %j as %s', (status, tone) => {
    expect(careerStatusTone(status)).toBe(tone);
  });
});

describe('statusLabel', () => {
  it('capitalises the status for the badge', () => {
    expect(statusLabel('shortlisted')).toBe('Shortlisted');
    expect(statusLabel('')).toBe('Unknown');
  });
});

describe('dashboardErrorText (admin spec 8)', () => {
  it('quotes the server message of a success:false answer', () => {
    expect(dashboardErrorText(new RepositoryError('server', 'DB down'))).toBe('Failed to fetch dashboard stats: DB down');
  });

  it.each([
    new RepositoryError('network', 'Failed to fetch'),
    new RepositoryError('http', 'HTTP error! status: 500'),
    new RepositoryError('malformed', 'Unexpected token'),
    new TypeError('boom'),
  ])('gives the generic text for a failed request (%s)', (error) => {
    expect(dashboardErrorText(error)).toBe('Error fetching dashboard stats');
  });
});

describe('contactStatusBadge', () => {
  it('says New only for a new submission, or where the server gives no status', () => {
    expect(contactStatusBadge('new')).toEqual({ tone: 'info', label: 'New' });
    expect(contactStatusBadge('')).toEqual({ tone: 'info', label: 'New' });
    expect(contactStatusBadge('read')).toEqual({ tone: 'neutral', label: 'Read' });
    expect(contactStatusBadge('replied')).toEqual({ tone: 'success', label: 'Replied' });
    expect(contactStatusBadge('closed')).toEqual({ tone: 'neutral', label: 'Closed' });
  });
});
