import type { Page } from 'playwright-core';

/**
 * Puts HTML and text on the browser's clipboard as a program's copy command does (a real Control+C whose copy event
 * writes both flavours), then pastes them where focus is with a real Control+V: the page gets a trusted paste event
 * carrying exactly what was written.
 */
export async function pasteHtml(page: Page, flavours: { html: string; text: string }): Promise<void> {
  await page.evaluate((data) => {
    const write = (event: ClipboardEvent) => {
      event.clipboardData?.setData('text/html', data.html);
      event.clipboardData?.setData('text/plain', data.text);
      event.preventDefault();
      event.stopImmediatePropagation();
      window.removeEventListener('copy', write, true);
    };
    window.addEventListener('copy', write, true);
  }, flavours);
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
}
