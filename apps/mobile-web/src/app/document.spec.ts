import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from './document';

describe('applyDocumentLanguage', () => {
  it('mirrors the document for Urdu and sets its tag', () => {
    const root = document.createElement('html');
    applyDocumentLanguage(root, 'UR');
    expect(root.getAttribute('lang')).toBe('ur');
    expect(root.getAttribute('dir')).toBe('rtl');
  });

  it('writes English left to right', () => {
    const root = document.createElement('html');
    applyDocumentLanguage(root, 'EN');
    expect(root.getAttribute('lang')).toBe('en');
    expect(root.getAttribute('dir')).toBe('ltr');
  });
});
