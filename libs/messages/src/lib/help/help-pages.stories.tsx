import { answer, fail } from '@mweb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { HelpCentrePage, HelpDetailPage } from './help-pages';

/** Stories run against the page's own origin, where the Mock Service Worker answers. */
const origin = window.location.origin;

/** Both screens at the app's paths, so a tap on an item opens it as it does in the app. */
function HelpScreens() {
  return (
    <Routes>
      <Route path="/help" element={<HelpCentrePage />} />
      <Route path="/helpDetail" element={<HelpDetailPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Help centre',
  tags: ['!autodocs'],
  component: HelpScreens,
  parameters: { layout: 'fullscreen', route: '/m/help' },
} satisfies Meta<typeof HelpScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The articles from the gateway's fixture; a tap on an item opens its detail. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.findByRole('heading', { name: 'Deposits' })).resolves.toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Which channels can I use?' }));
    await expect(
      canvas.findByRole('heading', { name: 'Which channels can I use?' }),
    ).resolves.toBeVisible();
    await expect(canvas.getByText('Bank transfer and e-wallets.')).toBeVisible();
  },
};

/** The gateway has not answered yet. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(`${origin}/wps/*`, () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('status', { name: 'Loading…' })).resolves.toBeVisible();
  },
};

/** The merchant has written no help articles. */
export const Empty: Story = {
  parameters: { msw: { handlers: [answer('content.helpCenter', [], origin)] } },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('No help articles yet')).resolves.toBeVisible();
  },
};

/** The gateway answers with a failure: the member can try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [fail('content.helpCenter', { errorCode: 'http.500', status: 500 }, origin)],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('This could not be loaded')).resolves.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The phone is offline: the request never reaches the gateway. */
export const Offline: Story = {
  parameters: {
    msw: { handlers: [http.get(`${origin}/wps/*`, () => HttpResponse.error())] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Try again' })).resolves.toBeVisible();
  },
};

/** A help item opened from a shared link: restored from the query, its HTML sanitised. */
export const Detail: Story = {
  parameters: { route: '/m/helpDetail?p=0&c=1' },
  play: async ({ canvas }) => {
    await expect(
      canvas.findByRole('heading', { name: 'Which channels can I use?' }),
    ).resolves.toBeVisible();
    await expect(canvas.getByText('Deposits')).toBeVisible();
    await expect(canvas.getByText('Bank transfer and e-wallets.')).toBeVisible();
  },
};

/** A link to an item the articles no longer have leads back to the list. */
export const DetailGone: Story = {
  parameters: { route: '/m/helpDetail?p=9&c=9' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.findByText('No data')).resolves.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Help centre' }));
    await expect(canvas.findByRole('heading', { name: 'Deposits' })).resolves.toBeVisible();
  },
};

/** Urdu: the screen mirrors and speaks the member's language. */
export const UrduRightToLeft: Story = {
  globals: { language: 'UR' },
  parameters: { msw: { handlers: [answer('content.helpCenter', [], origin)] } },
  play: async ({ canvas }) => {
    await expect(canvas.findByText('ابھی کوئی مددگار مضمون نہیں')).resolves.toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement).toHaveAttribute('lang', 'ur');
  },
};
