import {
  BottomMenu,
  Button,
  Header,
  Input,
  LINE_ICON_NAMES,
  LineIcon,
  type BottomMenuItem,
} from '@mweb/ui-kit';
// Vite's `?raw` gives the stylesheet's text; the boundaries rule cannot resolve a query suffix.
// eslint-disable-next-line @nx/enforce-module-boundaries
import tokensCss from '@mweb/ui-kit/tokens.css?raw';
import type { CSSProperties, ReactNode } from 'react';
import { TEXT_PAIRS, contrastRatio, readTokens } from './tokens';

/** Read once from the stylesheet the app ships, so the page never disagrees with it. */
const tokens = readTokens(tokensCss);

const THEMES = ['dark', 'light'] as const;

const cell: CSSProperties = {
  padding: '4px 8px',
  borderBlockEnd: '1px solid #8884',
  textAlign: 'start',
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', inlineSize: '100%', marginBlock: 12 }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        inlineSize: 32,
        blockSize: 20,
        borderRadius: 4,
        background: colour,
        border: '1px solid #8888',
        verticalAlign: 'middle',
      }}
    />
  );
}

/** Every colour token of both themes, with its value. */
export function Colours() {
  const names = Object.keys(tokens.themes.dark).filter((name) => name.startsWith('--mweb-color'));
  return (
    <Table head={['Token', 'Dark', 'Light']}>
      {names.map((name) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code>{name}</code>
          </th>
          {THEMES.map((theme) => {
            const value = tokens.themes[theme][name] ?? '';
            return (
              <td key={theme} style={cell}>
                <Swatch colour={value} /> <code>{value}</code>
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

/** The contrast of every pair the kit draws text in, per theme, against its WCAG minimum. */
export function Contrast() {
  return (
    <Table head={['Text', 'On', 'Minimum', 'Dark', 'Light']}>
      {TEXT_PAIRS.map(({ foreground, background, minimum }) => (
        <tr key={`${foreground} ${background}`}>
          <td style={cell}>
            <code>{foreground}</code>
          </td>
          <td style={cell}>
            <code>{background}</code>
          </td>
          <td style={cell}>{minimum}:1</td>
          {THEMES.map((theme) => {
            const colours = tokens.themes[theme];
            const ratio = contrastRatio(colours[foreground] ?? '', colours[background] ?? '');
            return (
              <td key={theme} style={cell}>
                {ratio === null
                  ? 'not a plain colour'
                  : `${ratio.toFixed(2)}:1 ${ratio >= minimum ? '✓ passes' : '✗ fails'}`}
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

/** The shared tokens whose names start with `prefix`, each drawn by `draw`. */
function Scale({ prefix, draw }: { prefix: string; draw: (token: string) => ReactNode }) {
  const names = Object.keys(tokens.shared).filter((name) => name.startsWith(prefix));
  return (
    <Table head={['Token', 'Value', 'Looks like']}>
      {names.map((name) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            <code>{name}</code>
          </th>
          <td style={cell}>
            <code>{tokens.shared[name]}</code>
          </td>
          <td style={cell}>{draw(name)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Spacing: the gaps and paddings of every component. */
export function Spaces() {
  return (
    <Scale
      prefix="--mweb-space-"
      draw={(name) => (
        <span
          style={{
            display: 'inline-block',
            inlineSize: `var(${name})`,
            blockSize: 12,
            background: 'var(--mweb-color-primary)',
          }}
        />
      )}
    />
  );
}

/** The type scale, in the theme's font. */
export function TypeScale() {
  return (
    <Scale
      prefix="--mweb-font-size-"
      draw={(name) => (
        <span style={{ fontSize: `var(${name})`, fontFamily: 'var(--mweb-font-family)' }}>
          Deposit ¥1,000.00
        </span>
      )}
    />
  );
}

/** Corner radii. */
export function Radii() {
  return (
    <Scale
      prefix="--mweb-radius-"
      draw={(name) => (
        <span
          style={{
            display: 'inline-block',
            inlineSize: 64,
            blockSize: 32,
            borderRadius: `var(${name})`,
            border: '2px solid var(--mweb-color-primary)',
          }}
        />
      )}
    />
  );
}

/** The line icons, by name. */
export function Icons() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 16,
        borderRadius: 8,
        // On the theme's surface, in its text colour, as the app draws them.
        background: 'var(--mweb-color-surface)',
        color: 'var(--mweb-color-text)',
      }}
    >
      {LINE_ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <span style={{ inlineSize: 28, blockSize: 28 }}>
            <LineIcon name={name} />
          </span>
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const MENU: BottomMenuItem[] = [
  { id: 'home', label: 'Home', icon: <LineIcon name="home" />, href: '/m/home' },
  { id: 'promotion', label: 'Promotions', icon: <LineIcon name="gift" />, href: '/m/activity' },
  { id: 'deposit', label: 'Deposit', icon: <LineIcon name="wallet" />, href: '/m/voucherCenter' },
  { id: 'member', label: 'Me', icon: <LineIcon name="user" />, href: '/m/member/home' },
];

/**
 * A screen as the app assembles one: the shell's header and bottom menu around the feature's
 * content, each part a kit component with the words passed in.
 */
export function ScreenAnatomy() {
  return (
    <div
      // The header and the bottom menu are fixed to the viewport in the app: the transform makes
      // this frame their viewport, so they stay inside it on the page.
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        overflow: 'hidden',
        // Room for the bottom menu, as the app's layout leaves it.
        paddingBlockEnd: 'var(--mweb-bottom-menu-height)',
        inlineSize: 375,
        maxInlineSize: '100%',
        border: '1px solid var(--mweb-color-border)',
        background: 'var(--mweb-color-bg)',
        color: 'var(--mweb-color-text)',
        fontSize: 14,
      }}
    >
      <Header title="Deposit" onBack={() => undefined} backLabel="Back" />
      <form
        onSubmit={(event) => event.preventDefault()}
        style={{ display: 'grid', gap: 12, padding: 16 }}
      >
        <Input label="Amount" inputMode="decimal" hint="From ¥100.00 to ¥500,000.00" />
        <Button type="submit">Deposit now</Button>
      </form>
      <BottomMenu
        label="Main menu"
        items={MENU}
        activeId="deposit"
        onSelect={(_id, event) => event.preventDefault()}
      />
    </div>
  );
}
