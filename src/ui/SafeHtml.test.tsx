import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './SafeHtml.stories';
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
