import { screen } from '@testing-library/react';
import { createHttpRepository } from '../../../adapters/http/create-http-repository';
import { passMinimumFillTime } from '../../../tests/support/fill-time';
import { setupMockApi, testBases } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { failCallsTo, serverFaults } from '../../../tests/support/server-faults';
import { ContactPage } from './ContactPage';

const api = setupMockApi();
const TIMEOUT_MS = 2000;
const repository = createHttpRepository({ ...testBases, apiKey: 'test-key', requestTimeoutMs: TIMEOUT_MS });

describe('the contact form with a server slower than the call timeout', { timeout: 20_000 }, () => {
  it('stops showing Sending..., says so and can be sent again', async () => {
    failCallsTo(api.server, '*/submit_contact_form.php', serverFaults(TIMEOUT_MS * 5)['slow past the timeout']!);
    const { user } = renderWithRepository(<ContactPage />, { repository, route: '/contact-us' });
    const enter = async (label: RegExp, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await enter(/^Full Name/, 'Meera Iyer');
    await enter(/^Email Address/, 'meera@example.com');
    await user.selectOptions(screen.getByLabelText(/^Subject/), 'quote-request');
    await enter(/^Message/, 'Please quote 500 field gates.');
    passMinimumFillTime();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert', {}, { timeout: TIMEOUT_MS * 4 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('meera@example.com');
  });
});
