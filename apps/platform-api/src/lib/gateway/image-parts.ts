import type { FastifyMultipartAttachFieldsToBodyOptions } from '@fastify/multipart';
import {
  MAX_PROMOTION_IMAGE_BYTES,
  MAX_PROMOTION_IMAGES,
  PROMOTION_IMAGE_FIELD,
  sniffImageType,
} from '@mweb/api-contract';
import type { FastifyRequest } from 'fastify';
import type { ReceivedImage } from '../services/promotion-images';
import { badRequest, GatewayError } from './gateway-error';

const received = new WeakMap<FastifyRequest, ReceivedImage[]>();

/** The images a multipart request carried, each already checked; none for a JSON request. */
export function receivedImages(request: FastifyRequest): readonly ReceivedImage[] {
  return received.get(request) ?? [];
}

/**
 * The multipart parser's settings for a promotion application: the text fields join the body,
 * and each file part is read, held in memory and checked as it arrives. The type is what the
 * first bytes show (png or jpg), whatever the part's name or declared type; the size and the count
 * are the contract's. A refused part refuses the whole request before anything is stored.
 */
export const promotionImageParts: FastifyMultipartAttachFieldsToBodyOptions = {
  attachFieldsToBody: 'keyValues',
  // Truncated parts are refused below with the call's own error code.
  throwFileSizeLimit: false,
  limits: {
    fileSize: MAX_PROMOTION_IMAGE_BYTES,
    // One part over the limit reaches onFile, which names the refusal.
    files: MAX_PROMOTION_IMAGES + 1,
    fields: 4,
    fieldSize: 1024,
    parts: MAX_PROMOTION_IMAGES + 5,
  },
  async onFile(part) {
    const images = received.get(this) ?? [];
    if (part.fieldname !== PROMOTION_IMAGE_FIELD) {
      part.file.resume();
      throw badRequest(`Files travel in the "${PROMOTION_IMAGE_FIELD}" field only.`);
    }
    if (images.length >= MAX_PROMOTION_IMAGES) {
      part.file.resume();
      throw new GatewayError(400, 'promotion.image.count', 'At most 3 images.');
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) {
      throw new GatewayError(413, 'promotion.image.size', 'An image is over 5 MB.');
    }
    const type = sniffImageType(bytes);
    if (!type) {
      throw new GatewayError(415, 'promotion.image.type', 'Images must be png or jpg.');
    }
    images.push({ type, bytes });
    received.set(this, images);
    // The body keeps the type, not the bytes: the handler takes the images from receivedImages.
    part.value = type;
  },
};
