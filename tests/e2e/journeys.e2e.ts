import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TIMEOUT, logIn, message, openSection, publicNavigation, scratchDir, takeTimeToFillIn, visible, writePdf } from './support/app';
import { openBrowser, type Session } from './support/browser';
import { journeyData } from './support/journey-data';
import {
  createNavigationItem,
  createPage,
  downloadResume,
  exportCareerCsv,
  exportContactCsv,
  moveFirstProductDown,
  moveFirstSlideDown,
  publicProductTitles,
  publicSlideTitle,
} from './support/admin-steps';

// One browser profile for the whole story: what the visitor sends is what the administrator then finds.
describe('a visitor and then an administrator, in one browser profile', () => {
  const data = journeyData();
  const resume = writePdf(scratchDir(), data.application.resumeName, 'Grace Applicant resume');
  let session: Session;
  // The opening the visitor applies for; the application and its CSV row name it.
  let position = '';

  beforeAll(async () => {
    session = await openBrowser();
    // No automatic slide changes while the journeys read the slider.
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(() => session.close());

  it('shows the home page with the slider counter, the products and the services', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    await publicNavigation(page);
    const counter = page.getByTestId('slide-counter');
    await visible(counter);
    const [, total] = /^1 \/ (\d+)$/.exec((await counter.innerText()).trim()) ?? [];
    expect(Number(total)).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => counter.innerText()).toBe(`2 / ${total}`);
    const products = page.getByRole('list', { name: 'Our Products' }).getByRole('heading', { level: 3 });
    await visible(products);
    expect(await products.count()).toBeGreaterThanOrEqual(3);
    const services = page.getByRole('list', { name: 'Our Services' }).getByRole('heading', { level: 3 });
    expect(await services.count()).toBeGreaterThanOrEqual(3);
  });

  it('shows About Us with its sections and scrolls to the team for #our-team', async () => {
    const { page } = session;
    await page.goto(session.url('/about-us#our-team'));
    await visible(page.getByRole('heading', { level: 1, name: 'About Us' }));
    const team = page.locator('#our-team');
    await visible(team.getByRole('listitem'));
    await expect.poll(() => team.evaluate((element) => Math.abs(element.getBoundingClientRect().top)), { timeout: 5_000 }).toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
  });

  it('shows a dynamic page and opens a gallery image that Escape closes', async () => {
    const { page } = session;
    await page.goto(session.url('/manufacturing/fencing'));
    await visible(page.getByRole('heading', { level: 1, name: 'Fencing Solutions' }));
    const tile = await visible(page.getByRole('button', { name: /^View image: / }));
    const title = (await tile.getAttribute('aria-label'))?.replace('View image: ', '') ?? '';
    await tile.click();
    const dialog = page.getByRole('dialog', { name: title });
    await visible(dialog);
    await expect.poll(() => dialog.getByRole('img', { name: title }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await tile.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('sends a contact message and sees the thank-you answer', async () => {
    const { page } = session;
    const { contact } = data;
    await page.goto(session.url('/contact-us'));
    await visible(page.getByRole('heading', { name: 'Send us a Message' }));
    await page.getByLabel(/^Full Name/).fill(contact.name);
    await page.getByLabel(/^Email Address/).fill(contact.email);
    await page.getByLabel(/^Phone Number/).fill(contact.phone);
    await page.getByLabel(/^Company Name/).fill(contact.company);
    await page.getByLabel(/^Subject/).selectOption(contact.subject);
    await page.getByLabel(/^Message/).fill(contact.message);
    await takeTimeToFillIn(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await visible(message(page, /^Thank you for contacting us!/));
    expect(await page.getByLabel(/^Full Name/).inputValue()).toBe('');
  });

  it('applies for a job with a PDF resume, sees the success message and the details close after about 2 s', async () => {
    const { page } = session;
    const { application } = data;
    await page.goto(session.url('/careers'));
    const open = await visible(page.getByRole('button', { name: /^View Details & Apply/ }));
    await open.click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: 'Apply for this Position' }));
    position = (await dialog.getByRole('heading', { level: 2 }).first().innerText()).trim();
    await dialog.getByLabel(/^Full Name/).fill(application.name);
    await dialog.getByLabel(/^Email Address/).fill(application.email);
    await dialog.getByLabel(/^Phone Number/).fill(application.phone);
    await dialog.getByLabel(/^Years of Experience/).selectOption(application.experience);
    await dialog.getByLabel(/^Cover Letter/).fill(application.coverLetter);
    await dialog.getByLabel(/^Resume\/CV/).setInputFiles(resume.path);
    await takeTimeToFillIn(page);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await visible(message(page, /submitted successfully/));
    const shownAt = Date.now();
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_000);
  });

  it('lets the administrator log in, find the message, change its status and export it as CSV', async () => {
    const { page } = session;
    const { contact } = data;
    await page.goto(session.url('/admin'));
    await logIn(page);
    await openSection(page, 'Contact Form Data');
    const status = page.getByLabel(`Status of the submission from ${contact.name}`);
    await visible(status);
    expect(await status.inputValue()).toBe('new');
    await status.selectOption('replied');
    await visible(message(page, 'Status updated successfully!'));
    const rows = await exportContactCsv(page);
    expect(rows[0]).toEqual(['Name', 'Email', 'Phone', 'Subject', 'Message', 'Status', 'Submitted Time']);
    const row = rows.find((cells) => cells[0] === contact.name);
    // As the screen shows it: the subject's label, the time in the site's zone as the details name it.
    expect(row?.slice(0, 6)).toEqual([contact.name, contact.email, contact.phone, 'Quote Request', contact.message, 'replied']);
    expect(row?.[6]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M (GMT[+-]\d{1,2}(:\d{2})?|GMT|UTC)$/);
  });

  it('finds the application, changes its status, exports it as CSV and downloads the same resume', async () => {
    const { page } = session;
    const { application } = data;
    await openSection(page, 'Career Form Data');
    const status = page.getByLabel(`Status of the application from ${application.name}`);
    await visible(status);
    // The contact status change's notice says the same words: once it has gone, the one awaited below is this change's.
    await message(page, 'Status updated successfully!').first().waitFor({ state: 'hidden', timeout: DATA_TIMEOUT });
    await status.selectOption('shortlisted');
    await visible(message(page, 'Status updated successfully!'));
    const rows = await exportCareerCsv(page);
    expect(rows[0]).toEqual(['Name', 'Email', 'Phone', 'Position', 'Experience', 'Resume File', 'Status', 'Applied Time']);
    const row = rows.find((cells) => cells[0] === application.name);
    expect(row?.slice(0, 7)).toEqual([
      application.name,
      application.email,
      application.phone,
      position,
      `${application.experience} years`,
      application.resumeName,
      'shortlisted',
    ]);
    const saved = await downloadResume(page, application.name);
    expect(saved.name).toBe(application.resumeName);
    expect(saved.bytes.equals(resume.bytes)).toBe(true);
  });

  it('creates a page and a navigation item that the public menu then links to', async () => {
    const { page } = session;
    await createPage(page, data.page);
    await createNavigationItem(page, data.navigation);
    await page.goto(session.url('/'));
    const nav = await publicNavigation(page);
    await nav.getByRole('link', { name: data.navigation.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/page/${data.page.slug}`));
    await visible(page.getByRole('heading', { level: 1, name: data.page.title }));
    await visible(page.getByText(data.page.content));
  });

  it('reorders slider items and products and the home page follows the new order', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    const firstSlide = await publicSlideTitle(page);
    const productsBefore = await publicProductTitles(page);
    await page.goto(session.url('/admin/slider'));
    const slides = await moveFirstSlideDown(page);
    expect(firstSlide.startsWith(slides.before[0] ?? '?')).toBe(true);
    await openSection(page, 'Products Management');
    const products = await moveFirstProductDown(page);
    expect(products.after.slice(0, 2)).toEqual([products.before[1], products.before[0]]);
    await page.goto(session.url('/'));
    expect((await publicSlideTitle(page)).startsWith(slides.after[0] ?? '?')).toBe(true);
    expect(slides.after[0]).toBe(slides.before[1]);
    const productsAfter = await publicProductTitles(page);
    expect(productsAfter.slice(0, 2)).toEqual([productsBefore[1], productsBefore[0]]);
  });

  it('edits the homepage SEO title, which the home page then uses, and logs out', async () => {
    const { page } = session;
    await page.goto(session.url('/admin/seo'));
    await visible(page.getByRole('heading', { level: 2, name: 'SEO Management' }));
    expect(await page.getByLabel('Page type').inputValue()).toBe('homepage');
    const title = page.getByLabel(/^Page Title/);
    await visible(title);
    await title.fill(data.seoTitle);
    await page.getByRole('button', { name: 'Save SEO Settings' }).click();
    await visible(message(page, 'SEO settings updated successfully!'));
    await page.goto(session.url('/'));
    await publicNavigation(page);
    await expect.poll(() => page.title()).toBe(data.seoTitle);
    await page.goto(session.url('/admin/dashboard'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await visible(page.getByRole('heading', { name: 'Admin Login' }));
  });

  it('keeps what was created and changed after a reload', async () => {
    const { page } = session;
    await page.reload();
    await logIn(page);
    await openSection(page, 'Page Management');
    // The seed holds more pages than one table page: find the new one as an editor would, by its title.
    const findCreated = async () => {
      await (await visible(page.getByRole('searchbox', { name: 'Search pages' }))).fill(data.page.title);
      await visible(page.getByRole('cell', { name: data.page.title, exact: true }));
    };
    await findCreated();
    await page.reload();
    await findCreated();
    await openSection(page, 'Contact Form Data');
    await expect.poll(() => page.getByLabel(`Status of the submission from ${data.contact.name}`).inputValue()).toBe('replied');
    await page.goto(session.url(`/page/${data.page.slug}`));
    await page.reload();
    await visible(page.getByText(data.page.content));
    expect(await page.title()).not.toBe('');
    expect(session.errors).toEqual([]);
  });
});
