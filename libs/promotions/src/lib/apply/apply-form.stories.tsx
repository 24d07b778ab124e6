import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AtPath, promotionsSite, storyOrigin } from '../../__fixtures__/story-screens';
import { ActivityPage } from '../activity/activity-page';
import { MAX_IMAGE_BYTES } from './upload-rules';

/** A real 1×1 png, made here rather than kept as a file. */
const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const png = (name: string, size = TINY_PNG.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(TINY_PNG);
  return new File([bytes], name, { type: 'image/png' });
};

function Apply() {
  return <AtPath path="/activity" screen={<ActivityPage />} />;
}

const meta = {
  title: 'Apply',
  tags: ['!autodocs'],
  component: Apply,
  parameters: {
    layout: 'fullscreen',
    route: '/m/activity?id=401',
    session: 'member',
    site: promotionsSite,
  },
} satisfies Meta<typeof Apply>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form before anything is picked. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.findByRole('button', { name: 'Add images' })).resolves.toBeEnabled();
  },
};

/** Two images picked: a preview and a remove button each. */
export const WithImages: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Add images' });
    await userEvent.upload(canvas.getByLabelText('Add images'), [png('a.png'), png('b.png')]);
    await expect(canvas.findByRole('img', { name: 'Image 2' })).resolves.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
  },
};

/** Three images: no more can be added. */
export const Full: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Add images' });
    const files = ['a', 'b', 'c'].map((name) => png(`${name}.png`));
    await userEvent.upload(canvas.getByLabelText('Add images'), files);
    await expect(canvas.findByRole('img', { name: 'Image 3' })).resolves.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeDisabled();
  },
};

/** A file named like a png whose bytes are not one: refused, the comment kept. */
export const RefusedType: Story = {
  play: async ({ canvas, userEvent }) => {
    const comment = await canvas.findByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'Receipt');
    const disguised = new File(['<svg onload=alert(1)>'], 'receipt.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Add images'), disguised);
    await expect(canvas.findByText('Only png or jpg images can be sent')).resolves.toBeVisible();
    await expect(comment).toHaveValue('Receipt');
  },
};

/** An image over 5 MB: refused, the comment kept. */
export const RefusedSize: Story = {
  play: async ({ canvas, userEvent }) => {
    const comment = await canvas.findByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'Big');
    await userEvent.upload(
      canvas.getByLabelText('Add images'),
      png('big.png', MAX_IMAGE_BYTES + 1),
    );
    await expect(canvas.findByText('An image may be at most 5 MB')).resolves.toBeVisible();
    await expect(comment).toHaveValue('Big');
  },
};

/** The platform refuses an image the client let through: its message, everything kept. */
export const RefusedByPlatform: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${storyOrigin}/wps/relay/ACTFE_applyPromotion`, () =>
          HttpResponse.json(
            {
              success: false,
              errorCode: 'promotion.image.type',
              message: 'Images must be png or jpg.',
            },
            { status: 415 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const comment = await canvas.findByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'Sent');
    await userEvent.upload(canvas.getByLabelText('Add images'), png('a.png'));
    await canvas.findByRole('img', { name: 'Image 1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    // The failure notice, read out by the notice layer's alert region as it slides in.
    await waitFor(() =>
      expect(within(document.body).getByRole('alert')).toHaveTextContent(
        'Images must be png or jpg.',
      ),
    );
    await expect(comment).toHaveValue('Sent');
    await expect(canvas.getByRole('img', { name: 'Image 1' })).toBeVisible();
  },
};
