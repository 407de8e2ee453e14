import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appMessages, publicMessages } from '../../domain/messages';
import { passMinimumFillTime } from '../../../tests/support/fill-time';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import type { Repository } from '../../data/repository';
import { BrochureBlock } from './BrochureBlock';

const api = setupMockApi();

describe('BrochureBlock on a kiosk without a connection', () => {
  it('says the request is saved to be sent later, not that the link was sent', async () => {
    const submit = vi.fn(async () => ({ message: appMessages.kioskBrochureSaved, queued: true }));
    const repository = { ...api.repository, brochureRequests: { submit } } as Repository;
    const { user } = renderWithRepository(<BrochureBlock settings={{ fileUrl: '/files/brochure.pdf', requestEndpoint: 'request_brochure.php' }} />, { repository });
    passMinimumFillTime();
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'lobby@example.com');
    await user.click(screen.getByRole('button', { name: 'Know More' }));

    expect(await screen.findByRole('status')).toHaveTextContent(appMessages.kioskBrochureSaved);
    expect(screen.queryByText(publicMessages.brochure.success)).not.toBeInTheDocument();
    // No download offered for a request that has not gone out.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ email: 'lobby@example.com' });
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('');
  });
});
