import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { buildDataset } from '../../../tests/support/builders';
import { createSeedDataset } from '../../../fixtures/seed-dataset';
import { setupMockApi } from '../../../tests/support/mock-api';
import { renderApp, renderWithRepository } from '../../../tests/support/render-app';
import { SCENARIO_SERVER_MESSAGE } from '../../../mocks/scenarios';
import { passMinimumFillTime } from '../../../tests/support/fill-time';
import { COMPANY } from '../../domain/company-info';
import { publicMessages } from '../../domain/messages';
import { renderStory } from '../../../tests/support/stories';
import { ContactPage } from './ContactPage';
import * as stories from './ContactPage.stories';

const { ValidationErrors, Sending, Success, ServerFailure, NetworkFailure } = composeStories(stories);

const api = setupMockApi();

const renderPage = () => renderWithRepository(<ContactPage />, { repository: api.repository, route: '/contact-us' });

async function enter(user: ReturnType<typeof renderPage>['user'], label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidForm(user: ReturnType<typeof renderPage>['user']) {
  await enter(user, /^Full Name/, 'Meera Iyer');
  await enter(user, /^Email Address/, 'meera@example.com');
  await enter(user, /^Phone Number/, '+91 90000 11111');
  await enter(user, /^Company Name/, 'Iyer Agro');
  await user.selectOptions(screen.getByLabelText(/^Subject/), 'quote-request');
  await enter(user, /^Message/, 'Please quote 500 field gates.');
  passMinimumFillTime();
}

const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending/ });

// Filling the form with user-event takes a few seconds on a busy machine.
describe('ContactPage', { timeout: 20_000 }, () => {
  it('is served at /contact-us with the hero, the form promising a reply within 24 hours and the map placeholder', async () => {
    renderApp({ route: '/contact-us', repository: api.repository });
    expect(await screen.findByRole('heading', { level: 1, name: publicMessages.contact.heroTitle })).toBeInTheDocument();
    expect(screen.getByText(`${publicMessages.contact.heroSubtitlePrefix} ${COMPANY.name}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: publicMessages.contact.formTitle })).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    const findUs = screen.getByRole('region', { name: publicMessages.contact.findUs });
    expect(within(findUs).getByText(publicMessages.contact.mapPlaceholder)).toBeInTheDocument();
  });

  it('is also served at /contact, where the footer links', async () => {
    renderApp({ route: '/contact', repository: api.repository });
    expect(await screen.findByRole('heading', { level: 1, name: publicMessages.contact.heroTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: publicMessages.contact.formTitle })).toBeInTheDocument();
  });

  it('shows both offices, the e-mail, the cell numbers and the business hours in the sidebar', async () => {
    renderPage();
    const sidebar = screen.getByRole('complementary', { name: 'Contact Information' });
    expect(within(sidebar).getByText(/Chandigarh/)).toBeInTheDocument();
    expect(within(sidebar).getByText(/Mohali/)).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    for (const phone of COMPANY.cellPhones) expect(within(sidebar).getByRole('link', { name: phone })).toBeInTheDocument();
    const hours = within(sidebar).getByRole('region', { name: 'Business Hours' });
    expect(hours).toHaveTextContent('Monday-Friday9:00 AM-6:00 PM');
    expect(hours).toHaveTextContent('Saturday9:00 AM-1:00 PM');
    expect(hours).toHaveTextContent('SundayClosed');
  });

  it('offers a call-now link to the company phone', async () => {
    renderPage();
    const callNow = screen.getByRole('link', { name: `Call Now: ${COMPANY.phone}` });
    expect(callNow).toHaveAttribute('href', COMPANY.phoneHref);
  });

  it('uses every id once, so each region is named by its own heading', async () => {
    const { container } = renderPage();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the subject is the markup: unique ids, no map iframe, the honeypot hidden from assistive technology on purpose
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const sidebar = screen.getByRole('complementary', { name: 'Contact Information' });
    expect(within(sidebar).getByRole('region', { name: 'General E-mail' })).toBeInTheDocument();
  });

  it('gives every stored number its own dialable call-now link that never wraps mid-number', async () => {
    const dataset = buildDataset();
    await api.store.dataset.import({
      ...dataset,
      contactContent: { ...dataset.contactContent, phone: '+91 98140 22750, +91 98765 41230' },
    });
    renderPage();
    const first = await screen.findByRole('link', { name: 'Call Now: +91 98140 22750' });
    expect(first).toHaveAttribute('href', 'tel:+919814022750');
    expect(screen.getByRole('link', { name: 'Call Now: +91 98765 41230' })).toHaveAttribute('href', 'tel:+919876541230');
    const sidebar = screen.getByRole('complementary', { name: 'Contact Information' });
    expect(within(sidebar).getByRole('link', { name: '+91 98765 41230' })).toHaveAttribute('href', 'tel:+919876541230');
    for (const link of screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('tel:'))) {
      expect(link.getAttribute('href')).toMatch(/^tel:\+\d{8,15}$/);
    }
    expect(within(first).getByText('+91 98140 22750')).toHaveClass(/number/);
  });

  it('shows the office hours and the allow-listed map kept in the back office, in a sandboxed frame', async () => {
    const dataset = buildDataset();
    await api.store.dataset.import({
      ...dataset,
      contactContent: {
        ...dataset.contactContent,
        office_hours: 'Monday-Saturday: 8:30 AM-5:30 PM\nSunday: Closed',
        map_embed: '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=76.69,30.70,76.71,30.72"></iframe>',
      },
    });
    renderPage();
    const hours = screen.getByRole('region', { name: 'Business Hours' });
    await waitFor(() => expect(hours).toHaveTextContent('Monday-Saturday8:30 AM-5:30 PM'));
    const map = screen.getByTitle(/^Map:/);
    expect(map).toHaveAttribute('src', 'https://www.openstreetmap.org/export/embed.html?bbox=76.69,30.70,76.71,30.72');
    expect(map).toHaveAttribute('sandbox');
    expect(screen.queryByText(publicMessages.contact.mapPlaceholder)).not.toBeInTheDocument();
  });

  it('never embeds a map from another site: the address and a map link show instead', async () => {
    const dataset = buildDataset();
    await api.store.dataset.import({ ...dataset, contactContent: { ...dataset.contactContent, map_embed: 'https://evil.example/embed' } });
    const { container } = renderPage();
    const findUs = screen.getByRole('region', { name: publicMessages.contact.findUs });
    await waitFor(() => expect(within(findUs).getByRole('link', { name: 'Open the address on a map' })).toBeInTheDocument());
    expect(within(findUs).getByText(publicMessages.contact.mapPlaceholder)).toBeInTheDocument();
    expect(within(findUs).getByText(/Mohali/)).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the subject is the markup: unique ids, no map iframe, the honeypot hidden from assistive technology on purpose
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('uses the phone and e-mail kept in the back office when they are filled in', async () => {
    const dataset = buildDataset();
    await api.store.dataset.import({
      ...dataset,
      contactContent: { ...dataset.contactContent, phone: '+91 11111 22222', email: 'sales@ironcreststeel.com' },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Call Now: +91 11111 22222' })).toHaveAttribute('href', 'tel:+911111122222');
    expect(screen.getByRole('link', { name: 'sales@ironcreststeel.com' })).toHaveAttribute('href', 'mailto:sales@ironcreststeel.com');
  });

  it('shows the title, subtitle and address kept in the back office in the hero, the sidebar and Find Us', async () => {
    const dataset = buildDataset();
    await api.store.dataset.import({
      ...dataset,
      contactContent: {
        ...dataset.contactContent,
        title: 'Kontakt – تواصل معنا',
        subtitle: 'Sprechen Sie mit unseren Ingenieuren in Mohali',
        address: 'Verkaufsbüro: Königsallee 12, 40212 Düsseldorf\nFactory: Plot 88, Industrial Area Phase 8B\nMohali, Punjab 160071',
      },
    });
    renderApp({ route: '/contact-us', repository: api.repository });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt – تواصل معنا' }, { timeout: 5000 })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Sprechen Sie mit unseren Ingenieuren in Mohali')).toBeInTheDocument();
    expect(screen.queryByText(`${publicMessages.contact.heroSubtitlePrefix} ${COMPANY.name}`)).not.toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Contact Information' });
    expect(within(sidebar).getByRole('region', { name: 'Verkaufsbüro' })).toHaveTextContent('Königsallee 12, 40212 Düsseldorf');
    const factory = within(sidebar).getByRole('region', { name: 'Factory' });
    expect(within(factory).getByText('Plot 88, Industrial Area Phase 8B')).toBeInTheDocument();
    expect(within(factory).getByText('Mohali, Punjab 160071')).toBeInTheDocument();
    expect(within(sidebar).queryByText(COMPANY.registeredOffice)).not.toBeInTheDocument();
    // The map placeholder names the factory, as typed.
    const findUs = screen.getByRole('region', { name: publicMessages.contact.findUs });
    expect(within(findUs).getByText('Plot 88, Industrial Area Phase 8B, Mohali, Punjab 160071')).toBeInTheDocument();
  });

  it('keeps the documented hero and the company offices where those fields are empty', async () => {
    const dataset = buildDataset();
    await api.store.dataset.import({ ...dataset, contactContent: { ...dataset.contactContent, title: ' ', subtitle: '', address: '', phone: '+91 11111 22222' } });
    renderApp({ route: '/contact-us', repository: api.repository });
    // The stored phone shows: the stored content has arrived.
    expect(await screen.findByRole('link', { name: 'Call Now: +91 11111 22222' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: publicMessages.contact.heroTitle })).toBeInTheDocument();
    expect(screen.getByText(`${publicMessages.contact.heroSubtitlePrefix} ${COMPANY.name}`)).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Contact Information' });
    expect(within(sidebar).getByRole('region', { name: 'Registered Office' })).toHaveTextContent(COMPANY.registeredOffice);
    expect(within(sidebar).getByRole('region', { name: 'Factory / Corporate Office' })).toHaveTextContent(COMPANY.factoryOffice);
  });

  it('offers the eight subjects with readable labels after a blank choice', () => {
    renderPage();
    const options = within(screen.getByLabelText(/^Subject/)).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Select a subject'],
      ['general-inquiry', 'General Inquiry'],
      ['quote-request', 'Quote Request'],
      ['product-information', 'Product Information'],
      ['manufacturing-services', 'Manufacturing Services'],
      ['sourcing-services', 'Sourcing Services'],
      ['engineering-services', 'Engineering Services'],
      ['partnership', 'Partnership'],
      ['support', 'Support'],
    ]);
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('type', 'email');
  });

  it('names every missing required field, focuses the first and sends nothing', async () => {
    await renderStory(ValidationErrors);
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Phone Number/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Company Name/)).not.toHaveAttribute('aria-invalid');
    expect(await api.store.contactSubmissions.list()).toHaveLength(createSeedDataset().contactSubmissions.length);
  });

  it('rejects a badly formed e-mail address', async () => {
    const { user } = renderPage();
    await fillValidForm(user);
    const email = screen.getByLabelText(/^Email Address/);
    await user.clear(email);
    await user.paste('meera.example.com');
    await user.click(sendButton());
    expect(email).toHaveAccessibleDescription('Email Address must be a valid e-mail address');
    expect(email).toHaveFocus();
  });

  it('shows Sending... on a disabled button while the message is on its way, every field kept', async () => {
    // The submission never answers, so the in-flight state stays visible.
    await renderStory(Sending);
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please quote 500 field gates.');
  });

  it('shows the thank-you message as a success, clears the fields and stores the submission', async () => {
    await renderStory(Success);
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).toBeEnabled();
    for (const label of [/^Full Name/, /^Email Address/, /^Phone Number/, /^Company Name/, /^Subject/, /^Message/]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    const stored = await api.store.contactSubmissions.list({ search: 'meera@example.com' });
    expect(stored).toMatchObject([
      {
        name: 'Meera Iyer',
        email: 'meera@example.com',
        company: 'Iyer Agro',
        subject: 'quote-request',
        message: 'Please quote 500 field gates.',
        status: 'new',
      },
    ]);
  });

  it('shows the server message as an error and keeps everything typed when the server refuses', async () => {
    await renderStory(ServerFailure);
    expect(screen.getByRole('alert')).toHaveTextContent(SCENARIO_SERVER_MESSAGE);
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('quote-request');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please quote 500 field gates.');
  });

  it('says Failed to submit form when the server answers with an HTTP error and no message', async () => {
    api.server.failEndpoint('submitContactForm', 'http-error');
    const { user } = renderPage();
    await fillValidForm(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(publicMessages.contact.failed);
  });

  it('reports a network error when the request never gets an answer, and offers the button again', async () => {
    await renderStory(NetworkFailure);
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).toBeEnabled();
  });

  it('answers a filled-in honeypot with the usual thank-you but stores nothing', async () => {
    const { user, container } = renderPage();
    await fillValidForm(user);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the subject is the markup: unique ids, no map iframe, the honeypot hidden from assistive technology on purpose
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    // eslint-disable-next-line testing-library/no-node-access -- the subject is the markup: unique ids, no map iframe, the honeypot hidden from assistive technology on purpose
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    if (honeypot) honeypot.value = 'https://spam.example';
    await user.click(sendButton());

    expect(await screen.findByRole('status')).toHaveTextContent(publicMessages.contact.success);
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
    expect(await api.store.contactSubmissions.list({ search: 'meera@example.com' })).toEqual([]);
  });

  it('asks to check and press again when sent faster than a person types, keeps everything, and sends the next press', async () => {
    // The clock stands still from the moment the form is shown until it is sent.
    const shownAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(shownAt);
    const { user } = renderPage();
    await fillValidForm(user);
    vi.restoreAllMocks();
    vi.spyOn(Date, 'now').mockReturnValue(shownAt + 500);
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(publicMessages.contact.checkAndResend);
    expect(screen.queryByText(publicMessages.contact.success)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Meera Iyer');
    expect(await api.store.contactSubmissions.list({ search: 'meera@example.com' })).toEqual([]);

    await user.click(sendButton());
    expect(await screen.findByText(publicMessages.contact.success)).toBeInTheDocument();
    expect(await api.store.contactSubmissions.list({ search: 'meera@example.com' })).toHaveLength(1);
  });
});
