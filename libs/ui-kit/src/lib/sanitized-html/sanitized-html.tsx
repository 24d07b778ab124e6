import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { cx } from '../internal/class-names';
import styles from './sanitized-html.module.css';

export interface SanitizedHtmlProps {
  /** HTML from the server (promotion popups, help articles, announcements). */
  html: string;
  /**
   * Called instead of following a link, so the app opens it through its URL policy
   * (`useLeaveApp().open`); without it, links open in a new browsing context.
   */
  onLinkClick?: (href: string) => void;
  /** Extra class. */
  className?: string;
}

/** `12px` becomes `0.12rem`: the content was written for a 100 px rem (SPEC.md section 9). */
export function pxToRem(style: string): string {
  return style.replace(/(-?\d*\.?\d+)px\b/g, (_, value: string) => `${Number(value) / 100}rem`);
}

/**
 * The inline style properties server content may set: how text looks and the room around it.
 * Everything else goes, above all positioning and stacking (`position:fixed; inset:0;
 * z-index:99999` would cover the whole screen, header and back button included), sizes, transforms
 * and anything that loads a URL.
 */
const ALLOWED_STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-size',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  ...['margin', 'padding'].flatMap((box) => [
    box,
    ...['top', 'right', 'bottom', 'left', 'block', 'inline'].map((side) => `${box}-${side}`),
    ...['block', 'inline'].flatMap((axis) => [`${box}-${axis}-start`, `${box}-${axis}-end`]),
  ]),
]);

// Words, numbers, units, percentages, hex colours and brackets, which only the colour functions
// may open: no `url(`, `expression(`, `var(`, escapes, comments, quotes or `!important`.
const SAFE_STYLE_VALUE = /^[\w\s.,%#+()-]*$/;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?)\(/gi;
// A negative length could pull content over the header or the back button.
const NEGATIVE_LENGTH = /(?:^|[\s,(])-\.?\d/;

/** The allowed declarations of an inline style, their pixel sizes in rem; '' when none is left. */
export function cleanStyle(style: string): string {
  return style
    .split(';')
    .flatMap((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return [];
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      const safe =
        ALLOWED_STYLE_PROPERTIES.has(property) &&
        value !== '' &&
        SAFE_STYLE_VALUE.test(value) &&
        !value.replace(COLOUR_FUNCTION, '').includes('(') &&
        !NEGATIVE_LENGTH.test(value);
      return safe ? [`${property}: ${pxToRem(value)}`] : [];
    })
    .join('; ');
}

const SANITIZE_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  // HTML only: no SVG or MathML, whose parsing differences feed mutation XSS.
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    // Forms and controls: content must not ask for input the app does not handle.
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    // Frames and embedded documents.
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'portal',
    // Page-wide styling and document-level tags.
    'style',
    'link',
    'meta',
    'base',
    // Media that plays by itself, whose sources DOMPurify lets through as data: URLs.
    'audio',
    'video',
    'source',
    'track',
    // Inert templates carry markup nobody shows; a parser quirk could still surface it.
    'template',
  ],
  FORBID_ATTR: ['srcdoc', 'action', 'formaction', 'target', 'ping', 'srcset'],
  // Links and images: https or http, mail and phone, or relative; nothing else (no data:).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  RETURN_DOM_FRAGMENT: true,
};

const URL_ATTRIBUTES = ['href', 'src', 'cite'] as const;

// Spaces, control characters and invisible format characters, which browsers skip in a scheme.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** A picture's own bytes, inline: png, jpeg, gif or webp, never svg (which can hold script). */
const RASTER_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=]*$/i;

/**
 * DOMPurify's URI rule misses two cases, closed here: it keeps data: URLs on images whatever the
 * rule says (only a raster picture may stay), and it reads a scheme broken by a soft hyphen or a
 * control character as a relative path, which some older browsers would still follow.
 */
function isSafeUrl(element: string, attribute: string, url: string): boolean {
  const squeezed = url.replace(INVISIBLE_IN_SCHEME, '');
  if (/^(?:javascript|vbscript):/i.test(squeezed)) return false;
  if (!/^data:/i.test(squeezed)) return true;
  return element === 'img' && attribute === 'src' && RASTER_DATA_URL.test(squeezed);
}

let purifier: Purifier | undefined;

/**
 * A DOMPurify of our own, its config read once. Given a config on every call, DOMPurify builds its
 * tag and attribute sets again each time: a third of a short popup's sanitizing (0.75 against
 * 0.5 ms a call in desktop Chromium), for every announcement, article and popup of a list. Once
 * `setConfig` has run, `sanitize` ignores the config it is given; passing the same one keeps the
 * fragment's return type.
 */
function configuredPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.setConfig(SANITIZE_CONFIG);
  }
  return purifier;
}

/**
 * The server's HTML without scripts, event handlers, forms, frames or unsafe styles; its inline
 * pixel sizes turned into rem; its links opening without a handle back to the app.
 */
export function sanitizeHtml(html: string): string {
  // DOMPurify answers null instead of a fragment when the markup parses to no body at all
  // (`<frameset>` does): then nothing is left to show.
  const fragment: DocumentFragment | null = configuredPurifier().sanitize(html, SANITIZE_CONFIG);
  if (!fragment) return '';
  for (const element of fragment.querySelectorAll('[href], [src], [cite]')) {
    for (const attribute of URL_ATTRIBUTES) {
      const url = element.getAttribute(attribute);
      if (url !== null && !isSafeUrl(element.localName, attribute, url)) {
        element.removeAttribute(attribute);
      }
    }
  }
  for (const element of fragment.querySelectorAll<HTMLElement>('[style]')) {
    const style = cleanStyle(element.getAttribute('style') ?? '');
    if (style === '') element.removeAttribute('style');
    else element.setAttribute('style', style);
  }
  for (const link of fragment.querySelectorAll('a')) {
    link.setAttribute('rel', 'noopener noreferrer');
    if (link.hasAttribute('href')) link.setAttribute('target', '_blank');
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** Renders server HTML safely; link taps go to `onLinkClick`. */
export function SanitizedHtml({ html, onLinkClick, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onLinkClick || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    const href = link?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    onLinkClick(href);
  };
  return (
    // Clicks are delegated from the links inside, which are focusable and activated by Enter.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links handle the keyboard themselves; this only intercepts their activation
    <div
      className={cx(styles['html'], className)}
      // Marks server HTML, so that tests can run attack payloads through any screen and check it.
      data-server-html=""
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
