import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps formatting and safe links but drops scripts, handlers and unsafe URLs', () => {
    const { container } = render(
      <SafeHtml
        html={[
          '<h2>Fencing</h2><p><strong>Galvanised</strong> mesh</p>',
          '<script>window.hacked = true</script>',
          '<img src="/images/page_images/a.svg" alt="Panel" onerror="alert(1)">',
          '<a href="javascript:alert(1)">bad</a>',
          '<a href="https://example.com" target="_blank">good</a>',
          '<a href="mailto:sales@example.com">mail</a>',
          '<iframe src="https://example.com"></iframe>',
        ].join('')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Fencing' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: 'Panel' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    const good = screen.getByRole('link', { name: 'good' });
    expect(good).toHaveAttribute('href', 'https://example.com');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:sales@example.com');
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
