import { describe, expect, it } from 'vitest';
import { sidebarEntries } from './sidebar';

const links = [
  { csType: 'WHATSAPP', url: 'https://wa.example.test/1' },
  { csType: 'LIVECHAT', url: 'https://chat.example.test/room' },
];

describe('sidebarEntries', () => {
  it('offers the messaging app and live chat from the configured links', () => {
    expect(sidebarEntries(links, false, () => false).map((entry) => entry.id)).toEqual([
      'messaging',
      'chat',
    ]);
  });

  it('leaves out what is not configured, and screens that do not exist yet', () => {
    expect(sidebarEntries([], false, () => false)).toEqual([]);
  });
});
