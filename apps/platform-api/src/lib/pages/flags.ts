// The country flags of the image CDN (SPEC.md section 2: {cdn}/TCG_PROD_IMAGES/COUNTRY_FLAG/{RECT
// or CIRCLE}/{code}.svg), drawn here for the seeded countries: simplified, each in its flag's
// colours (bands, and a disc or star where the flag has one), enough to tell them apart at a
// glance. Any other code is not found, and the app shows its fallback.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MEDIA } from '../cache-policy';
import { COUNTRIES } from '../seed/content';

type Bands = {
  bands: readonly string[];
  vertical?: boolean;
  mark?: { colour: string; star?: boolean };
};

/** Each seeded country's flag, simplified. */
const FLAGS: Readonly<Record<string, Bands>> = {
  VN: { bands: ['#da251d'], mark: { colour: '#ffff00', star: true } },
  CN: { bands: ['#de2910'], mark: { colour: '#ffde00', star: true } },
  TH: { bands: ['#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931'] },
  PH: { bands: ['#0038a8', '#ce1126'], mark: { colour: '#fcd116' } },
  MY: {
    bands: ['#cc0001', '#ffffff', '#cc0001', '#ffffff'],
    mark: { colour: '#ffcc00', star: true },
  },
  ID: { bands: ['#ff0000', '#ffffff'] },
  IN: { bands: ['#ff9933', '#ffffff', '#138808'], mark: { colour: '#000080' } },
  PK: {
    bands: ['#ffffff', '#01411c', '#01411c', '#01411c'],
    vertical: true,
    mark: { colour: '#ffffff', star: true },
  },
  BD: { bands: ['#006a4e'], mark: { colour: '#f42a41' } },
  KH: { bands: ['#032ea1', '#e00025', '#e00025', '#032ea1'], mark: { colour: '#ffffff' } },
  LA: { bands: ['#ce1126', '#002868', '#002868', '#ce1126'], mark: { colour: '#ffffff' } },
  MM: { bands: ['#fecb00', '#34b233', '#ea2839'], mark: { colour: '#ffffff', star: true } },
  SG: { bands: ['#ef3340', '#ffffff'], mark: { colour: '#ffffff' } },
  JP: { bands: ['#ffffff'], mark: { colour: '#bc002d' } },
  KR: { bands: ['#ffffff'], mark: { colour: '#cd2e3a' } },
  TW: { bands: ['#fe0000'], mark: { colour: '#000095' } },
  HK: { bands: ['#de2910'], mark: { colour: '#ffffff', star: true } },
  BR: { bands: ['#009c3b'], mark: { colour: '#ffdf00' } },
  TR: { bands: ['#e30a17'], mark: { colour: '#ffffff', star: true } },
  NP: { bands: ['#dc143c'], mark: { colour: '#003893' } },
  GB: { bands: ['#012169', '#ffffff', '#c8102e', '#ffffff', '#012169'] },
  US: {
    bands: ['#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234'],
    mark: { colour: '#3c3b6e' },
  },
};

const SEEDED: ReadonlySet<string> = new Set(COUNTRIES.map(([code]) => code));

function star(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.4;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

/** A flag as SVG: a 4:3 rectangle, or the same drawing clipped to a circle. */
export function flagSvg(code: string, shape: 'RECT' | 'CIRCLE'): string | undefined {
  const flag = FLAGS[code];
  if (!flag || !SEEDED.has(code)) return undefined;
  const [width, height] = shape === 'CIRCLE' ? [60, 60] : [80, 60];
  const size = flag.bands.length;
  const bands = flag.bands
    .map((colour, index) =>
      flag.vertical
        ? `<rect x="${((width / size) * index).toFixed(2)}" width="${(width / size + 0.5).toFixed(2)}" height="${height}" fill="${colour}"/>`
        : `<rect y="${((height / size) * index).toFixed(2)}" width="${width}" height="${(height / size + 0.5).toFixed(2)}" fill="${colour}"/>`,
    )
    .join('');
  const mark = flag.mark
    ? `<g fill="${flag.mark.colour}">${
        flag.mark.star
          ? star(width / 2, height / 2, height / 4)
          : `<circle cx="${width / 2}" cy="${height / 2}" r="${height / 5}"/>`
      }</g>`
    : '';
  const clip = shape === 'CIRCLE' ? ` clip-path="url(#c)"` : '';
  const defs =
    shape === 'CIRCLE'
      ? `<defs><clipPath id="c"><circle cx="30" cy="30" r="30"/></clipPath></defs>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}<g${clip}>${bands}${mark}</g></svg>`;
}

const flagParams = z.object({
  shape: z.enum(['RECT', 'CIRCLE']),
  file: z.string().regex(/^[A-Z]{2}\.svg$/),
});

/** Serves the flags where the app reads them: the image CDN's path, on the platform (CDN ''). */
export function registerFlags(app: FastifyInstance): void {
  app.get('/TCG_PROD_IMAGES/COUNTRY_FLAG/:shape/:file', async (request, reply) => {
    const params = flagParams.safeParse(request.params);
    const svg = params.success
      ? flagSvg(params.data.file.slice(0, 2), params.data.shape)
      : undefined;
    if (!svg) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('image/svg+xml').header('Cache-Control', MEDIA).send(svg);
  });
}
