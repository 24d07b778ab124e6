import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY, renderScreen, setUpScreenTests } from '../../__fixtures__/render-screen';
import { ActivityPage } from '../activity/activity-page';
import { MAX_IMAGE_BYTES } from './upload-rules';

const kit = setUpScreenTests();

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const image = (name: string, head: readonly number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
};

// jsdom has no object URLs: the previews' are counted here instead.
const created: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  URL.createObjectURL = vi.fn(() => {
    created.push(`blob:preview-${created.length + 1}`);
    return created.at(-1) ?? '';
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

const openForm = async () => {
  const view = renderScreen(<ActivityPage />, {
    kit,
    route: '/m/activity?id=401',
    path: '/activity',
    session: 'member',
  });
  const comment = await screen.findByRole('textbox', { name: 'Comment' });
  return { view, comment, input: screen.getByLabelText('Add images') };
};

describe('applying with images', () => {
  it('previews png and jpg images, removes one, and sends the rest with the comment', async () => {
    const user = userEvent.setup();
    let sent: FormData | undefined;
    kit.server.use(
      http.post(`${GATEWAY}/wps/relay/ACTFE_applyPromotion`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ success: true, value: { status: 'Applying' } });
      }),
    );
    const { comment, input } = await openForm();
    await user.click(comment);
    await user.paste('Deposited on Monday');
    await user.upload(input, [image('a.png', PNG_HEAD), image('b.jpg', JPG_HEAD)]);
    const previews = await screen.findAllByRole('img', { name: /^Image \d$/ });
    expect(previews.map((preview) => preview.getAttribute('src'))).toEqual([
      'blob:preview-1',
      'blob:preview-2',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getAllByRole('img', { name: /^Image \d$/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application sent')).toBeVisible();
    expect(sent?.get('promotionId')).toBe('401');
    expect(sent?.get('comment')).toBe('Deposited on Monday');
    const files = sent?.getAll('images') ?? [];
    expect(files).toHaveLength(1);
    // The png was removed: the jpg is what travels (jsdom's multipart keeps the type, not the name).
    expect(files[0]).toMatchObject({ type: 'image/jpeg' });
  });

  it('refuses a file that is not a png or jpg by its bytes, and keeps the comment', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { comment, input } = await openForm();
    await user.click(comment);
    await user.paste('My receipt');
    const disguised = new File(['<svg onload=alert(1)>'], 'receipt.png', { type: 'image/png' });
    await user.upload(input, disguised);
    expect(await screen.findByText('Only png or jpg images can be sent')).toHaveRole('alert');
    expect(screen.queryByRole('img', { name: /^Image \d$/ })).not.toBeInTheDocument();
    expect(comment).toHaveValue('My receipt');
    expect(created).toEqual([]);
  });

  it('refuses an image over 5 MB, and keeps the comment', async () => {
    const user = userEvent.setup();
    const { comment, input } = await openForm();
    await user.click(comment);
    await user.paste('Big one');
    await user.upload(input, image('big.png', PNG_HEAD, MAX_IMAGE_BYTES + 1));
    expect(await screen.findByText('An image may be at most 5 MB')).toHaveRole('alert');
    expect(comment).toHaveValue('Big one');
  });

  it('holds at most 3 images, then offers no more', async () => {
    const user = userEvent.setup();
    const { input } = await openForm();
    const four = ['a', 'b', 'c', 'd'].map((name) => image(`${name}.png`, PNG_HEAD));
    await user.upload(input, four);
    expect(await screen.findByText('At most 3 images')).toHaveRole('alert');
    expect(screen.getAllByRole('img', { name: /^Image \d$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add images' })).toBeDisabled();
  });

  it('revokes every preview when the form goes away', async () => {
    const user = userEvent.setup();
    const { view, input } = await openForm();
    await user.upload(input, [image('a.png', PNG_HEAD), image('b.png', PNG_HEAD)]);
    const group = screen.getByRole('group', { name: /Images/ });
    expect(await within(group).findAllByRole('img')).toHaveLength(2);
    view.unmount();
    expect(revoked.sort()).toEqual(['blob:preview-1', 'blob:preview-2']);
  });
});
