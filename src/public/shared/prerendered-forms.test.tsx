/* eslint-disable testing-library/no-node-access -- the subject is the prerendered markup before the app takes over (form attributes, hidden fields, held-submit markers), which no role exposes. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { earlySubmitTexts } from '../../app/early-submit-texts';
import { publishedOpeningsQueryOptions } from '../../data/queries/content-queries';
import { COMPANY } from '../../domain/company-info';
import { publicMessages } from '../../domain/messages';
import { MIN_FILL_TIME_MS } from '../../domain/spam-guard';
import { buildCareerOpening, buildDataset } from '../../../tests/support/builders';
import { setupMockApi } from '../../../tests/support/mock-api';
import { prerendered } from '../../../tests/support/prerendered';
import { CurrentOpenings } from '../careers/CurrentOpenings';
import { ContactForm } from '../contact/ContactForm';
import { BrochureBlock } from './BrochureBlock';
import { HELD_AT_ATTRIBUTE, READY_ATTRIBUTE } from './held-submit';

const api = setupMockApi(() => buildDataset({ careerOpenings: [buildCareerOpening({ id: 1, title: 'Welder' }), buildCareerOpening({ id: 2, title: 'Design Engineer' })] }));

/**
 * The clock of the page and the app, which the test moves on as a visitor takes their time: user-event fills a
 * form in milliseconds. Restored after each test (restoreMocks).
 */
function pageClock() {
  const base = Date.now() - performance.now();
  let skipped = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => base + skipped + performance.now());
  return { skip: (ms: number) => void (skipped += ms) };
}

const form = (name: string | RegExp) => screen.getByRole('button', { name }).closest('form')!;
const heldNotice = () => screen.queryByText(earlySubmitTexts.held);

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/^Email Address/), 'asha@example.com');
  await user.selectOptions(screen.getByLabelText(/^Subject/), 'quote-request');
  await user.type(screen.getByLabelText(/^Message/), 'Please quote 200 gates.');
}

describe('a prerendered form before the app has loaded', { timeout: 20_000 }, () => {
  it('posts nowhere natively and tells a browser without JavaScript whom to write to or call', async () => {
    const { container } = await prerendered(() => <ContactForm />, { repository: api.repository, route: '/contact-us' });
    const contact = container.querySelector('form')!;
    expect(contact).toHaveAttribute('method', 'post');
    expect(contact).not.toHaveAttribute('action');
    const note = container.querySelector('noscript')!;
    expect(note.textContent).toContain(COMPANY.email);
    expect(note.textContent).toContain(COMPANY.cellPhones[0]);
  });

  it('holds a Send of the contact form with a notice, and sends what was typed once the app has taken over', async () => {
    const clock = pageClock();
    const page = await prerendered(() => <ContactForm />, { repository: api.repository, route: '/contact-us' });
    const user = userEvent.setup();
    await fillContactForm(user);
    clock.skip(MIN_FILL_TIME_MS + 5_000);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(form('Send Message')).toHaveAttribute(HELD_AT_ATTRIBUTE);
    expect(await screen.findByText(earlySubmitTexts.held)).toHaveAttribute('role', 'status');
    expect(await api.store.contactSubmissions.list({ search: 'asha@example.com' })).toEqual([]);

    await page.hydrate();
    expect(await screen.findByText(publicMessages.contact.success)).toBeInTheDocument();
    expect(heldNotice()).not.toBeInTheDocument();
    expect(form(/Send Message/)).toHaveAttribute(READY_ATTRIBUTE);
    expect(await api.store.contactSubmissions.list({ search: 'asha@example.com' })).toMatchObject([
      { name: 'Asha Verma', email: 'asha@example.com', subject: 'quote-request', message: 'Please quote 200 gates.' },
    ]);
  });

  it('still asks to check and press again when the held Send came faster than a person types', async () => {
    const clock = pageClock();
    const page = await prerendered(() => <ContactForm />, { repository: api.repository, route: '/contact-us' });
    const user = userEvent.setup();
    await fillContactForm(user);
    clock.skip(500);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await page.hydrate();

    expect(await screen.findByText(publicMessages.contact.checkAndResend)).toBeInTheDocument();
    expect(await api.store.contactSubmissions.list({ search: 'asha@example.com' })).toEqual([]);
    // Nothing typed is lost: the next press is the visitor's confirmation and goes out.
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please quote 200 gates.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(publicMessages.contact.success)).toBeInTheDocument();
    expect(await api.store.contactSubmissions.list({ search: 'asha@example.com' })).toHaveLength(1);
  });

  it('keeps text typed before hydration for a Send pressed after it, counting the fill time from the page', async () => {
    const clock = pageClock();
    const page = await prerendered(() => <ContactForm />, { repository: api.repository, route: '/contact-us' });
    const user = userEvent.setup();
    await fillContactForm(user);
    // The visitor took their time before the app took the form over, and sends just after it has.
    clock.skip(MIN_FILL_TIME_MS + 1_000);
    await page.hydrate();
    // React 19 keeps the typed text in the fields; the form must have it in its state too, or a render would wipe it.
    await user.type(screen.getByLabelText(/^Company Name/), 'Verma Farms');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(publicMessages.contact.success)).toBeInTheDocument();
    expect(await api.store.contactSubmissions.list({ search: 'asha@example.com' })).toMatchObject([
      { name: 'Asha Verma', company: 'Verma Farms', message: 'Please quote 200 gates.' },
    ]);
  });

  it('holds the brochure e-mail address and sends it once the app has taken over', async () => {
    const clock = pageClock();
    const page = await prerendered(() => <BrochureBlock />, { repository: api.repository });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'buyer@example.com');
    clock.skip(MIN_FILL_TIME_MS + 1_000);
    await user.click(screen.getByRole('button', { name: 'Know More' }));
    expect(await screen.findByText(earlySubmitTexts.held)).toHaveAttribute('role', 'status');
    expect(page.container.querySelector('noscript')?.textContent).toContain(COMPANY.email);

    await page.hydrate();
    expect(await screen.findByText(publicMessages.brochure.success)).toBeInTheDocument();
    expect((await api.store.dataset.export()).brochureRequests).toMatchObject([{ email: 'buyer@example.com' }]);
    expect(heldNotice()).not.toBeInTheDocument();
  });

  it('holds an application from an opening’s own section, résumé included, and sends it once the app runs', async () => {
    const clock = pageClock();
    const page = await prerendered(() => <CurrentOpenings />, {
      repository: api.repository,
      route: '/careers#opening-1',
      prefetch: (client) => client.prefetchQuery(publishedOpeningsQueryOptions(api.repository)),
    });
    const section = within(page.container.querySelector<HTMLElement>('#opening-1')!);
    expect(page.container.querySelector('#opening-1 noscript')?.textContent).toContain(COMPANY.hrEmail);
    const user = userEvent.setup();
    await user.type(section.getByLabelText(/^Full Name/), 'Karan Gill');
    await user.type(section.getByLabelText(/^Email Address/), 'karan@example.com');
    await user.type(section.getByLabelText(/^Phone Number/), '+91 98888 77777');
    await user.upload(section.getByLabelText(/^Resume\/CV/), new File(['%PDF-1.4 test resume'], 'cv.pdf', { type: 'application/pdf' }));
    clock.skip(MIN_FILL_TIME_MS + 1_000);
    await user.click(section.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(earlySubmitTexts.held)).toHaveAttribute('role', 'status');

    await page.hydrate();
    expect(await section.findByText(publicMessages.careers.success)).toBeInTheDocument();
    expect(await api.store.careerApplications.list({ search: 'karan@example.com' })).toMatchObject([
      { name: 'Karan Gill', position: 'Welder', phone: '+91 98888 77777' },
    ]);
  });
});
