/* eslint-disable testing-library/no-node-access, testing-library/no-container -- the subject is the sanitiser's output markup (which elements and attributes survive), which no role or label exposes. */
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './SafeHtml.stories';
import { IMPERSONATION_MARKERS, impersonationVectors } from '../../tests/support/impersonation-vectors';
import noticeStyles from './NoticeRegion.module.css';
import { SafeHtml } from './SafeHtml';

const { HostileHtmlSanitised } = composeStories(stories);

describe('SafeHtml', () => {
  it('keeps formatting and safe links but drops scripts, handlers and unsafe URLs', () => {
    // The state is the story's (one source for the designer's canvas and this test).
    const { container } = render(<HostileHtmlSanitised />);
    expect(screen.getByRole('heading', { name: 'Chain Link Fencing' })).toBeInTheDocument();
    expect(screen.getByText('2.5 to 4.0 mm').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('form, input')).toBeNull();
    expect(screen.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('Click me')).not.toHaveAttribute('href');
    const datasheet = screen.getByRole('link', { name: 'Datasheet' });
    expect(datasheet).toHaveAttribute('href', 'https://example.com/datasheet.pdf');
    expect(datasheet).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Write to sales' })).toHaveAttribute('href', 'mailto:sales@ironcreststeel.com');
  });

  it('keeps inline images pasted into the editor but not other data URLs', () => {
    const { container } = render(
      <SafeHtml html={'<img alt="inline" src="data:image/png;base64,iVBORw0KGgo="><a href="data:text/html,x">data</a>'} />,
    );
    expect(screen.getByRole('img', { name: 'inline' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });

  it.each(['_blank', '_new', 'preview', '_top', 'BLANK'])(
    'gives every link with target %j rel="noopener noreferrer", so the opened page cannot redirect this tab',
    (target) => {
      render(<SafeHtml html={`<a href="https://example.com" target="${target}" rel="opener">Partner</a>`} />);
      expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it('keeps the alignment and colours the editor writes and drops every other style', () => {
    const { container } = render(
      <SafeHtml
        html={[
          '<p style="text-align: center; color: rgb(230, 0, 0); background-color: #ffff00">Kept</p>',
          '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999">Cover</div>',
          '<p style="color: red; background-image: url(https://evil.example/x.png)">Mixed</p>',
          '<p style="color: expression(alert(1))">Old IE</p>',
        ].join('')}
      />,
    );
    expect(screen.getByText('Kept')).toHaveAttribute(
      'style',
      'text-align: center; color: rgb(230, 0, 0); background-color: #ffff00',
    );
    expect(screen.getByText('Cover')).not.toHaveAttribute('style');
    expect(screen.getByText('Mixed')).toHaveAttribute('style', 'color: red');
    expect(screen.getByText('Old IE')).not.toHaveAttribute('style');
    expect(container.innerHTML).not.toMatch(/position|url\(|expression/);
  });
});

describe('SafeHtml and the editor classes', () => {
  it("keeps the editor's alignment classes for the public styles to apply", () => {
    const { container } = render(<SafeHtml html={'<p class="ql-align-center">Centred</p><p class="ql-align-justify">Justified</p>'} />);
    expect(screen.getByText('Centred')).toHaveClass('ql-align-center');
    expect(screen.getByText('Justified')).toHaveClass('ql-align-justify');
    expect(container.firstElementChild?.className).toMatch(/html/);
  });
});

describe('SafeHtml and the direction of mixed text', () => {
  it('gives every block of text its own direction, so an Arabic paragraph after an English one reads right to left', () => {
    const { container } = render(
      <SafeHtml html={'<h2>Chain Link Fencing</h2><p>Galvanised rolls.</p><p>لفائف مجلفنة من الأسلاك</p><ul><li>עברית</li></ul>'} />,
    );
    expect(container.firstElementChild).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('heading', { name: 'Chain Link Fencing' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Galvanised rolls.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('لفائف مجلفنة من الأسلاك')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('עברית')).toHaveAttribute('dir', 'auto');
  });

  it("keeps the direction the editor stored: its right-to-left class, and an explicit dir", () => {
    render(
      <SafeHtml
        html={[
          '<p class="ql-align-right ql-direction-rtl">Order 42 مرحبا</p>',
          '<p dir="rtl">SKU-7 שלום</p>',
          '<p dir="ltr">English only</p>',
          '<p dir="sideways">Unknown</p>',
          '<p dir=" RTL ">Spaced</p>',
        ].join('')}
      />,
    );
    const editorRtl = screen.getByText('Order 42 مرحبا');
    expect(editorRtl).toHaveClass('ql-direction-rtl');
    expect(editorRtl).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('SKU-7 שלום')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('English only')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Unknown')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Spaced')).toHaveAttribute('dir', 'rtl');
  });

  it('leaves inline text alone: a word inside a paragraph follows its paragraph', () => {
    render(<SafeHtml html={'<p>Steel <strong>مرحبا</strong> wire</p>'} />);
    expect(screen.getByText('مرحبا')).not.toHaveAttribute('dir');
  });
});

describe('stored HTML cannot pass for the site', () => {
  const site = { noticeRegion: noticeStyles.region!, button: 'btn btn--primary' };
  const vectors = impersonationVectors(site);
  const vector = (name: string) => vectors.find((candidate) => candidate.name.startsWith(name))!.html;

  it.each(vectors.map((candidate) => [candidate.name, candidate.html]))('%s: nothing of the site, no top layer, no stored id', (_name, html) => {
    const { container } = render(<SafeHtml html={html} />);
    const stored = container.firstElementChild!;
    expect(stored.querySelector('dialog, form, input, button, base, meta, link, style, template')).toBeNull();
    for (const element of stored.querySelectorAll('*')) {
      const attributes = element.getAttributeNames();
      expect(attributes.filter((name) => /^(popover|popovertarget|popovertargetaction|command|commandfor|role|accesskey|autofocus|tabindex|name)$|^(aria|data)-/.test(name))).toEqual([]);
      expect([...element.classList].filter((name) => !name.startsWith('ql-'))).toEqual([]);
      if (element.id) expect(element.id).toMatch(/^user-content-/);
      expect(element.getAttribute('style') ?? '').not.toMatch(/position|z-index|inset/);
    }
  });

  it('removes a <dialog open> with everything in it, so no fake bank-details link is drawn', () => {
    const { container } = render(<SafeHtml html={`<p>Before</p>${vector('<dialog open>')}<p>After</p>`} />);
    expect(container.querySelector('dialog')).toBeNull();
    expect(screen.queryByText(new RegExp(IMPERSONATION_MARKERS.bank))).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
  });

  it("drops the site's notice-region and button classes and the alert role: the text stays plain content", () => {
    const { container } = render(<SafeHtml html={vector("a box with the site's notice-region class")} />);
    expect(container.querySelector(`.${noticeStyles.region}`)).toBeNull();
    expect(container.querySelector('.btn')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(new RegExp(IMPERSONATION_MARKERS.session))).not.toHaveAttribute('class');
  });

  it('keeps only the classes the editor writes', () => {
    render(
      <SafeHtml
        html={`<p class="ql-align-center ${noticeStyles.region} visually-hidden">Centred</p><p class="ql-indent-2 ql-direction-rtl container">مرحبا</p><p class="ql-size-huge ql-font-serif ql-align-left">Other</p>`}
      />,
    );
    expect(screen.getByText('Centred')).toHaveAttribute('class', 'ql-align-center');
    expect(screen.getByText('مرحبا')).toHaveAttribute('class', 'ql-indent-2 ql-direction-rtl');
    expect(screen.getByText('Other')).not.toHaveAttribute('class');
  });

  it('prefixes every stored id, so none claims the prerendered data block or the page\'s own landmarks', () => {
    const { container } = render(<SafeHtml html={vector('a stored id="prerender-state"')} />);
    expect(document.getElementById('prerender-state')).toBeNull();
    expect(document.getElementById('root')).toBeNull();
    expect(document.getElementById('main-content')).toBeNull();
    expect([...container.querySelectorAll('[id]')].map((element) => element.id)).toEqual([
      'user-content-prerender-state',
      'user-content-root',
      'user-content-main-content',
    ]);
  });

  it('keeps same-page links working: they point at the prefixed id', () => {
    render(<SafeHtml html={'<p><a href="#specs">Jump to specs</a> <a href="#">Top</a></p><h2 id="specs">Specifications</h2><table><tr><th id="size">Size</th></tr><tr><td headers="size">4 mm</td></tr></table>'} />);
    expect(screen.getByRole('link', { name: 'Jump to specs' })).toHaveAttribute('href', '#user-content-specs');
    expect(screen.getByRole('heading', { name: 'Specifications' })).toHaveAttribute('id', 'user-content-specs');
    expect(screen.getByText('Top')).not.toHaveAttribute('href');
    expect(screen.getByText('4 mm')).toHaveAttribute('headers', 'user-content-size');
  });

  it('shows a popover as plain content and drops what would open it', () => {
    const { container } = render(<SafeHtml html={vector('a popover')} />);
    expect(container.querySelector('[popover], [popovertarget]')).toBeNull();
    expect(screen.getByText('popover impostor')).toHaveAttribute('id', 'user-content-fake-popover');
  });

  it('removes <base>, <meta http-equiv=refresh>, <link>, <style> and forms, keeping their readable text', () => {
    const html = ['<base href>', '<meta http-equiv=refresh>', 'a form', 'a <link>'].map(vector).join('');
    const { container } = render(<SafeHtml html={html} />);
    expect(container.querySelector('base, meta, link, style, form, input, button')).toBeNull();
    expect(screen.getByRole('link', { name: 'base impostor' })).toHaveAttribute('href', '/contact-us');
    for (const text of ['refresh impostor', 'form impostor', 'style impostor']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(container.textContent).not.toContain('display:none');
  });

  it('never lets a base element reach the parser, however the tag is split or cased', () => {
    const { container } = render(<SafeHtml html={'<ba<base>se href="https://evil.example/"><BASE\nhref="https://evil.example/"><p><a href="/about-us">About</a></p>'} />);
    expect(container.querySelector('base')).toBeNull();
    // What is left of the split tag is text; nothing takes the address.
    expect(container.querySelector('[href*="evil"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about-us');
  });
});
