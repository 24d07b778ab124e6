import type { FastifyInstance } from 'fastify';

/**
 * Form-encoded bodies (the gateway's head icon and e-mail binding, the lottery client's bet) read
 * as a flat object of their fields, for the routes' schemas to check like a JSON body.
 */
export function acceptFormFields(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(
          new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')),
        ),
      );
    },
  );
}
