import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SanitizedHtml, cleanStyle, pxToRem, sanitizeHtml } from './sanitized-html';

describe('SanitizedHtml', () => {
  it('drops scripts and event handlers', () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<p onclick="steal()">Deposit bonus</p><script>steal()</script><img src="x" onerror="steal()" alt="Bonus">'
        }
      />,
    );
    expect(screen.getByText('Deposit bonus')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('steal');
  });

  it('turns inline pixel sizes into rem, divided by 100', () => {
    render(<SanitizedHtml html={'<p style="font-size: 28px; margin: 0 12.5px">Big</p>'} />);
    expect(screen.getByText('Big').getAttribute('style')).toBe(
      'font-size: 0.28rem; margin: 0 0.125rem',
    );
    expect(pxToRem('width:-10px')).toBe('width:-0.1rem');
  });

  it('hands link taps to the handler instead of following them', async () => {
    const onLinkClick = vi.fn();
    render(
      <SanitizedHtml
        html={'<a href="https://example.com/promo">Go</a>'}
        onLinkClick={onLinkClick}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(onLinkClick).toHaveBeenCalledWith('https://example.com/promo');
    screen.getByRole('link', { name: 'Go' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onLinkClick).toHaveBeenCalledTimes(2);
  });
});

/** Whether sanitised HTML, put into a page, could run script or leave the page by itself. */
function dangerIn(clean: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = clean;
  const found: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on')) found.push(`${element.localName}[${name}]`);
      // Browsers skip whitespace and control characters inside a scheme, so the check does too.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      if (/^(javascript|data|vbscript):/i.test(value.replace(/[\s\u0000-\u001f\u00ad]/g, ''))) {
        found.push(`${element.localName}[${name}=${value}]`);
      }
      if (name === 'srcdoc' || name === 'formaction' || name === 'action') found.push(name);
    }
    if (
      ['script', 'iframe', 'frame', 'object', 'embed', 'form', 'svg', 'math', 'style'].includes(
        element.localName,
      )
    ) {
      found.push(element.localName);
    }
  }
  return found;
}

describe('sanitizeHtml against attack payloads', () => {
  it.each([
    '<svg onload=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<img src=x onerror=alert(1)>',
    '<body onload=alert(1)>',
    '<details open ontoggle=alert(1)>',
    '<video><source onerror=alert(1)></video>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="jav&#x0A;ascript:alert(1)">x</a>',
    '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:image/svg+xml,<svg onload=alert(1)>">x</a>',
    '<form action="https://evil.example/"><input name="password"><button>Go</button></form>',
    '<button formaction="javascript:alert(1)">x</button>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<iframe src="https://evil.example/"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<style>*{display:none}</style><p>x</p>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    '<base href="https://evil.example/">',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<p onmouseover="alert(1)">x</p>',
    '<template><script>alert(1)</script></template>',
    '<select><template><img src=x onerror=alert(1)></template></select>',
    '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    '<video src="data:text/html,<script>alert(1)</script>"></video>',
    '<video><track src="data:text/html,x"></video>',
    '<audio src="data:audio/wav;base64,AAAA" autoplay></audio>',
    '<a href="ja\u00advascript:alert(1)">x</a>',
    '<a href="\u200bjavascript:alert(1)">x</a>',
  ])('defuses %s', (payload) => {
    expect(dangerIn(sanitizeHtml(payload))).toEqual([]);
  });

  it('shows nothing, and does not fail, when the markup parses to no body at all', () => {
    expect(sanitizeHtml('<frameset><frame src="javascript:alert(1)"></frameset>')).toBe('');
    expect(() => render(<SanitizedHtml html="<frameset onload=alert(1)>" />)).not.toThrow();
  });

  it('keeps an inline png, jpeg, gif or webp picture', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    expect(sanitizeHtml(`<img src="${png}" alt="dot">`)).toContain(png);
  });

  it('keeps only the allowed inline styles: no positioning, stacking, sizes or URLs', () => {
    expect(cleanStyle('position:fixed;inset:0;z-index:99999;color:red')).toBe('color: red');
    expect(cleanStyle('width: expression(alert(1)); font-weight: bold')).toBe('font-weight: bold');
    expect(cleanStyle('background-color: url(javascript:alert(1))')).toBe('');
    expect(cleanStyle('background-image: url(https://evil.example/x.png)')).toBe('');
    expect(cleanStyle('color: rgba(0, 0, 0, 0.5); text-align: center')).toBe(
      'color: rgba(0, 0, 0, 0.5); text-align: center',
    );
    expect(cleanStyle('color: var(--x); color: red !important; color: \\72 ed')).toBe('');
    expect(cleanStyle('margin-top: -200px; padding: 10px')).toBe('padding: 0.1rem');
    expect(cleanStyle('transform: translateY(-100%); opacity: 0; display: none')).toBe('');
  });

  it('drops a style attribute left empty, and gives links rel="noopener noreferrer"', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<p style="position:fixed;inset:0;z-index:99999">Cover</p><a href="https://example.com/">Go</a>',
    );
    expect(host.querySelector('p')?.hasAttribute('style')).toBe(false);
    const link = host.querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });
});
