import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicMessages } from '../../domain/messages';
import { passMinimumFillTime } from '../../../tests/support/fill-time';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { BrochureBlock } from './BrochureBlock';

const api = setupMockApi();

function renderBlock({ takeTime = true } = {}) {
  const view = renderWithRepository(<BrochureBlock />, { repository: api.repository });
  if (takeTime) passMinimumFillTime();
  const input = screen.getByRole('textbox', { name: 'Email Address' });
  const submit = screen.getByRole('button', { name: 'Know More' });
  return { ...view, input, submit };
}

describe('BrochureBlock', () => {
  it('offers an e-mail field with the documented placeholder', () => {
    const { input } = renderBlock();
    expect(screen.getByRole('heading', { name: 'Download Our Brochure' })).toBeInTheDocument();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', publicMessages.home.brochurePlaceholder);
  });

  it('records a valid address and confirms it in place', async () => {
    const { user, input, submit } = renderBlock();
    await user.type(input, 'buyer@example.com');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(publicMessages.brochure.success);
    expect(input).toHaveValue('');
    const stored = (await api.store.dataset.export()).brochureRequests;
    expect(stored.map((request) => request.email)).toEqual(['buyer@example.com']);
  });

  it('refuses an invalid address without sending it', async () => {
    const { user, input, submit } = renderBlock();
    await user.type(input, 'not-an-address');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(publicMessages.brochure.invalidEmail);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('not-an-address');
    expect((await api.store.dataset.export()).brochureRequests).toHaveLength(0);
  });

  it('shows the server message and keeps the address when the request fails', async () => {
    api.server.applyScenarios(['brochureSubmitFails']);
    const { user, input, submit } = renderBlock();
    await user.type(input, 'buyer@example.com');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database connection failed. Please try again later.');
    expect(input).toHaveValue('buyer@example.com');
    expect(submit).toHaveTextContent('Know More');
    expect(submit).toBeEnabled();
  });

  it('disables the button with Sending... until the answer arrives', async () => {
    const { user, input, submit } = renderBlock();
    await user.type(input, 'buyer@example.com');
    const click = user.click(submit);
    expect(await screen.findByRole('button', { name: publicMessages.contact.sending })).toBeDisabled();
    await click;
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Know More' })).toBeEnabled();
  });

  it('answers a filled-in honeypot with the usual confirmation but records nothing', async () => {
    const { user, input, submit, container } = renderBlock();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    if (honeypot) honeypot.value = 'https://spam.example';
    await user.type(input, 'bot@example.com');
    await user.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent(publicMessages.brochure.success);
    expect((await api.store.dataset.export()).brochureRequests).toEqual([]);
  });

  it('drops a request sent faster than a person could type the address', async () => {
    // The clock stands still: no time passes between showing the form and sending it.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const { user, input, submit } = renderBlock({ takeTime: false });
    await user.type(input, 'bot@example.com');
    await user.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent(publicMessages.brochure.success);
    expect((await api.store.dataset.export()).brochureRequests).toEqual([]);
  });
});
