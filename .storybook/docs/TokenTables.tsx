import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../../src/ui/tokens.css?raw';
import { judgeColourPairs, parseTokenGroups, type DesignToken } from '../../src/ui/design-tokens';

// The Tokens page reads src/ui/tokens.css itself (Vite's ?raw import), so what it shows is what the site uses.
const groups = parseTokenGroups(tokensCss);

const cell: CSSProperties = { padding: '8px 12px', borderBottom: '1px solid #d9dde2', textAlign: 'left', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 13 };

function Preview({ token }: { token: DesignToken }): ReactNode {
  const value = `var(${token.name})`;
  if (token.name.startsWith('--color-')) {
    // A colour may only be the last background layer, so the token is painted as an image over the checkerboard
    // (which shows through a translucent colour).
    return <div style={{ width: 64, height: 32, borderRadius: 4, border: '1px solid #d9dde2', background: `linear-gradient(${value}, ${value}), repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 12px 12px` }} />;
  }
  if (token.name.startsWith('--font-size-')) return <span style={{ fontSize: value, lineHeight: 1.2 }}>Ironcrest Steel</span>;
  if (token.name.startsWith('--font-weight-')) return <span style={{ fontWeight: value }}>Ironcrest Steel</span>;
  if (token.name === '--font-body') return <span style={{ fontFamily: value }}>Ironcrest Steel Industries</span>;
  if (token.name.startsWith('--line-height-')) {
    return <p style={{ lineHeight: value, margin: 0, maxWidth: 260, fontSize: 13 }}>Engineered fencing, gates and structural steel for five continents.</p>;
  }
  if (token.name.startsWith('--space-')) return <div style={{ width: value, height: 16, background: '#c62828' }} />;
  if (token.name.startsWith('--radius')) return <div style={{ width: 48, height: 48, borderRadius: value, background: '#d9dde2' }} />;
  if (token.name.startsWith('--shadow')) return <div style={{ width: 96, height: 48, borderRadius: 6, background: '#fff', boxShadow: value }} />;
  if (token.name.startsWith('--breakpoint-') || token.name === '--content-width') {
    return <div style={{ width: `calc(${token.value} / 8)`, height: 8, background: '#5f6873' }} title={token.value} />;
  }
  return null;
}

/** Every group of tokens.css as a table: name, value, a live preview and what the token is for. */
export function TokenTables() {
  return (
    <>
      {groups.map((group) => (
        <section key={group.title}>
          <h3>{group.title}</h3>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={cell}>Token</th>
                <th style={cell}>Value</th>
                <th style={cell}>Preview</th>
                <th style={cell}>Use</th>
              </tr>
            </thead>
            <tbody>
              {group.tokens.map((token) => (
                <tr key={token.name}>
                  <td style={{ ...cell, ...code }}>{token.name}</td>
                  <td style={{ ...cell, ...code }}>{token.value}</td>
                  <td style={cell}>
                    <Preview token={token} />
                  </td>
                  <td style={cell}>{token.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

/** The text/background pairs the site uses, with their WCAG contrast ratio computed from the token values. */
export function ContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Where</th>
          <th style={cell}>Sample</th>
          <th style={cell}>Text / background</th>
          <th style={cell}>Ratio</th>
          <th style={cell}>Needs</th>
        </tr>
      </thead>
      <tbody>
        {judgeColourPairs(tokensCss).map((pair) => (
          <tr key={pair.use}>
            <td style={cell}>{pair.use}</td>
            <td style={cell}>
              <span style={{ color: `var(${pair.foreground})`, background: `var(${pair.background})`, padding: '4px 10px', borderRadius: 4, fontWeight: 600 }}>
                Aa Steel
              </span>
            </td>
            <td style={{ ...cell, ...code }}>
              {pair.foreground}
              <br />
              {pair.background}
            </td>
            <td style={{ ...cell, ...code }}>{pair.ratio.toFixed(2)}:1</td>
            <td style={cell}>
              {pair.passes ? 'Passes' : 'FAILS'} {pair.minimum}:1 {pair.minimum === 3 ? '(large text, UI)' : '(text, AA)'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
