import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicMessages } from '../../domain/messages';
import { passMinimumFillTime } from '../../../tests/support/fill-time';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { createHttpRepository } from '../../../adapters/http/create-http-repository';
import type { Repository } from '../../data/repository';
import { BrochureBlock, type BrochureSettings } from './BrochureBlock';
import { sharedTexts } from './shared-texts';

/** The HTTP adapter against a real server that has no brochure endpoint: 404 {success:false, message:'Unknown endpoint'}. */
const serverWithoutBrochureEndpoint = () =>
  createHttpRepository({
    apiBase: 'https://api.example.com/api',
    adminApiBase: 'https://api.example.com/api/admin',
    seoApiBase: 'https://api.example.com/api/admin',
    imagesBase: 'https://api.example.com/images',
    apiKey: 'k',
    fetch: async () =>
      new Response(JSON.stringify({ success: false, message: 'Unknown endpoint' }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
  });

const api = setupMockApi();

function renderBlock({ takeTime = true, settings, repository = api.repository }: { takeTime?: boolean; settings?: BrochureSettings; repository?: Repository } = {}) {
  const view = renderWithRepository(<BrochureBlock settings={settings} />, { repository });
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

  it('offers the brochure file when the server lacks the optional endpoint, never its raw error', async () => {
    const settings = { fileUrl: '/files/ironcrest-brochure.pdf', requestEndpoint: 'request_brochure.php' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, input, submit } = renderBlock({ settings, repository: serverWithoutBrochureEndpoint() });
    await user.type(input, 'buyer@example.com');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(sharedTexts.brochureDownloadReady);
    expect(screen.getByRole('link', { name: sharedTexts.brochureDownload })).toHaveAttribute('href', '/files/ironcrest-brochure.pdf');
    expect(screen.queryByText(/Unknown endpoint/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('says plainly that the request could not be sent when the endpoint is missing and there is no file', async () => {
    const settings = { fileUrl: null, requestEndpoint: 'request_brochure.php' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, input, submit } = renderBlock({ settings, repository: serverWithoutBrochureEndpoint() });
    await user.type(input, 'buyer@example.com');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(sharedTexts.brochureByRequest);
    expect(screen.getByRole('link', { name: sharedTexts.brochureContact })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByText(/Unknown endpoint/)).not.toBeInTheDocument();
    expect(screen.queryByText(publicMessages.brochure.success)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('offers the download without sending anything when only a brochure file is configured', async () => {
    const { user, input, submit } = renderBlock({ settings: { fileUrl: 'https://cdn.example.com/brochure.pdf', requestEndpoint: null } });
    await user.type(input, 'buyer@example.com');
    await user.click(submit);
    expect(await screen.findByRole('link', { name: sharedTexts.brochureDownload })).toHaveAttribute('href', 'https://cdn.example.com/brochure.pdf');
    expect(screen.queryByText(publicMessages.brochure.success)).not.toBeInTheDocument();
    expect((await api.store.dataset.export()).brochureRequests).toHaveLength(0);
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

  it('asks to check and press again when sent faster than a person types, keeps the address, and sends the next press', async () => {
    // The clock stands still: no time passes between showing the form and sending it.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const { user, input, submit } = renderBlock({ takeTime: false });
    await user.type(input, 'quick@example.com');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(publicMessages.brochure.checkAndResend);
    expect(screen.queryByText(publicMessages.brochure.success)).not.toBeInTheDocument();
    expect(input).toHaveValue('quick@example.com');
    expect((await api.store.dataset.export()).brochureRequests).toEqual([]);

    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(publicMessages.brochure.success);
    expect((await api.store.dataset.export()).brochureRequests).toHaveLength(1);
  });
});
