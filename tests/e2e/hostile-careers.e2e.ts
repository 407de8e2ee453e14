import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages } from '../../src/domain/messages';
import { SIGNATURES } from '../support/hostile-files';
import { logIn, message, openSection, scratchDir, takeTimeToFillIn, visible, writePdf } from './support/app';
import { exportCareerCsv } from './support/admin-steps';
import { openBrowser, type Session } from './support/browser';

/*
 * The careers family of the hostile-input suite, in the built demo: a program renamed to .pdf is refused at the
 * Resume/CV field before anything is sent; an application whose name and resume name carry bidi controls (U+202E)
 * is isolated in the back office (the table's cells, the details' resume name beside its Download button) and
 * exported without them.
 */

const RLO = '\u202e';
const APPLICANT = { name: `${RLO}Asha Verma`, email: 'asha.verma@example.com', phone: '+91 98140 22750' };
const RESUME_NAME = `${RLO}cv-asha.pdf`;
const SHOTS = 'tests/e2e/screenshots';

async function openApplication(page: Page, session: Session): Promise<Locator> {
  await page.goto(session.url('/careers'));
  await (await visible(page.getByRole('button', { name: /^View Details & Apply/ }).first())).click();
  const dialog = page.getByRole('dialog');
  await visible(dialog.getByRole('heading', { name: 'Apply for this Position' }));
  await dialog.getByLabel(/^Full Name/).fill(APPLICANT.name);
  await dialog.getByLabel(/^Email Address/).fill(APPLICANT.email);
  await dialog.getByLabel(/^Phone Number/).fill(APPLICANT.phone);
  return dialog;
}

describe('a career application from a hostile visitor', () => {
  let session: Session;
  const sent: string[] = [];
  beforeAll(async () => {
    session = await openBrowser({ width: 1280, height: 900 });
    session.page.on('request', (request) => {
      if (request.url().includes('submit_career_application')) sent.push(request.url());
    });
  });
  afterAll(() => session.close());

  it('refuses a program renamed to .pdf at the Resume/CV field, and sends nothing', async () => {
    const { page } = session;
    const dialog = await openApplication(page, session);
    const field = dialog.getByLabel(/^Resume\/CV/);
    const program = Buffer.concat([Buffer.from(SIGNATURES.exe), Buffer.from('This program cannot be run in DOS mode.\r\n')]);
    await field.setInputFiles({ name: 'karan-gill-cv.pdf', mimeType: 'application/pdf', buffer: program });
    // Named as soon as the file is chosen, at the field.
    await visible(dialog.getByText(ruleMessages.resumeContentMismatch));
    await takeTimeToFillIn(page);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent)).toContain(
      ruleMessages.resumeContentMismatch,
    );
    // A web page renamed to .doc is refused the same way.
    await field.setInputFiles({ name: 'cv.doc', mimeType: 'application/msword', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
    await visible(dialog.getByText(ruleMessages.resumeContentMismatch));
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/hostile-resume-renamed-exe-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('sends a genuine PDF whose name, like the applicant\'s, carries a right-to-left override', async () => {
    const { page } = session;
    const dialog = await openApplication(page, session);
    const resume = writePdf(scratchDir(), 'cv-asha.pdf', 'Asha Verma resume');
    await dialog.getByLabel(/^Resume\/CV/).setInputFiles({ name: RESUME_NAME, mimeType: 'application/pdf', buffer: resume.bytes });
    await takeTimeToFillIn(page);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await visible(message(page, /submitted successfully/));
    expect(sent).toHaveLength(1);
  });

  it('isolates the name in the table and the resume name from its Download button, and exports neither control', async () => {
    const { page } = session;
    await page.goto(session.url('/admin'));
    await logIn(page);
    await openSection(page, 'Career Form Data');
    const row = page.getByRole('row').filter({ has: page.getByLabel(`Status of the application from ${APPLICANT.name}`) });
    await visible(row);
    // The name's override reorders its own text only: its box stays inside its cell, and the e-mail follows it.
    const boxes = await row.evaluate((tr) => {
      const [nameCell, emailCell] = [...tr.querySelectorAll('td')];
      const text = document.createRange();
      text.selectNodeContents(nameCell!);
      return { name: text.getBoundingClientRect().toJSON(), nameCell: nameCell!.getBoundingClientRect().toJSON(), email: emailCell!.getBoundingClientRect().toJSON() };
    });
    expect(boxes.name.left).toBeGreaterThanOrEqual(boxes.nameCell.left);
    expect(boxes.name.right).toBeLessThanOrEqual(boxes.nameCell.right);
    expect(boxes.email.left).toBeGreaterThanOrEqual(boxes.nameCell.right - 1);

    await row.getByRole('button', { name: 'View', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Career Application Details' });
    const download = await visible(details.getByRole('button', { name: 'Download Resume' }));
    // Without isolation the override runs on past the name and carries the button to the left of the reversed name.
    const layout = await download.evaluate((button) => {
      const value = button.parentElement!;
      const text = document.createRange();
      text.setStart(value, 0);
      text.setEndBefore(button);
      const name = text.getBoundingClientRect();
      return { text: text.toString(), nameRight: name.right, buttonLeft: button.getBoundingClientRect().left };
    });
    expect(layout.text.trim()).toBe(RESUME_NAME);
    expect(layout.buttonLeft).toBeGreaterThanOrEqual(layout.nameRight);
    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/hostile-bidi-details-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');

    const rows = await exportCareerCsv(page);
    const exported = rows.find((cells) => cells[1] === APPLICANT.email);
    expect(exported?.[0]).toBe('Asha Verma');
    expect(exported?.[5]).toBe('cv-asha.pdf');
    expect(rows.flat().filter((cell) => /[\u202a-\u202e\u2066-\u2069]/.test(cell))).toEqual([]);
  });

  it('reported no error', () => {
    expect(session.errors).toEqual([]);
  });
});
