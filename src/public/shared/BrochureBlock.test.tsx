import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicMessages } from '../../domain/messages';
import { passMinimumFillTime } from '../../../tests/support/fill-time';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderWithRepository } from '../../../tests/support/render-app';
import { renderStory } from '../../../tests/support/stories';
import { createHttpRepository } from '../../../adapters/http/create-http-repository';
import { createSeedDataset } from '../../../fixtures/seed-dataset';
import type { Repository } from '../../data/repository';
import { BrochureBlock, type BrochureSettings } from './BrochureBlock';
import * as stories from './BrochureBlock.stories';
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
const { Idle, Success, InvalidEmail, ServerFailure } = composeStories(stories);

const submitButton = () => screen.getByRole('button', { name: 'Know More' });

function renderBlock({ takeTime = true, settings, repository = api.repository }: { takeTime?: boolean; settings?: BrochureSettings; repository?: Repository } = {}) {
  const view = renderWithRepository(<BrochureBlock settings={settings} />, { repository });
  if (takeTime) passMinimumFillTime();
  const input = screen.getByRole('textbox', { name: 'Email Address' });
  const submit = screen.getByRole('button', { name: 'Know More' });
  return { ...view, input, submit };
}

describe('BrochureBlock', () => {
  it('offers an e-mail field with the documented placeholder', async () => {
    await renderStory(Idle);
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
  });

  it('records a valid address and confirms it in place', async () => {
    await renderStory(Success);
    const stored = (await api.store.dataset.export()).brochureRequests;
    expect(stored.at(-1)?.email).toBe('buyer@example.com');
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
    await renderStory(InvalidEmail);
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('not-an-address');
    // The story's data is the seed: nothing was added to its requests.
    expect((await api.store.dataset.export()).brochureRequests).toEqual(createSeedDataset().brochureRequests);
  });

  it('gives the button back after the server message when the request fails', async () => {
    await renderStory(ServerFailure);
    expect(submitButton()).toBeEnabled();
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
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the honeypot is hidden from people and assistive technology on purpose, so no role or label reaches it
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    // eslint-disable-next-line testing-library/no-node-access -- the honeypot is hidden from people and assistive technology on purpose, so no role or label reaches it
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
