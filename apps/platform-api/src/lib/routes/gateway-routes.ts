import type { FastifyInstance } from 'fastify';
import { badRequest } from '../gateway/gateway-error';
import { inputFault } from '../gateway/input-check';
import type { Platform } from '../services/platform';
import { registerContentRoutes } from './content-routes';
import { registerContractsRoutes } from './contracts-routes';
import { registerGamesRoutes } from './games-routes';
import { registerLotteryRoutes } from './lottery-routes';
import { registerMessagesRoutes } from './messages-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerRecordsRoutes } from './records-routes';
import { registerRegistrationRoutes } from './registration-routes';
import { registerSaferRoutes } from './safer-routes';
import { registerPasskeyRoutes } from './passkey-routes';
import { registerSecurityRoutes } from './security-routes';
import { registerSessionRoutes } from './session-routes';
import { registerWalletRoutes } from './wallet-routes';
import { acceptFormFields } from './form-fields';

/**
 * Every call of the contract, one module per domain as api-contract groups them; the account
 * domain, the largest, in three: session, registration, profile and passwords.
 */
export function registerGatewayRoutes(app: FastifyInstance, platform: Platform): void {
  // Clients send `Content-Type: application/json` on a bodiless DELETE or POST (logout, renew):
  // an empty body is no body, not a syntax error. Anything else goes to Fastify's own parser,
  // which refuses prototype poisoning.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void json(request, text, (error, parsed: unknown) => {
      // Refused here, before any schema or handler walks it: a body nested thousands deep.
      if (!error && inputFault(parsed) === 'too-deep') {
        done(badRequest('The request body nests too deeply.'));
        return;
      }
      done(error, parsed);
    });
  });
  // Form-encoded calls (head icon, e-mail binding) arrive as fields, read as a flat object.
  acceptFormFields(app);
  registerSessionRoutes(app, platform);
  registerRegistrationRoutes(app, platform);
  registerProfileRoutes(app, platform);
  registerContentRoutes(app, platform);
  registerGamesRoutes(app, platform);
  registerLotteryRoutes(app, platform);
  registerWalletRoutes(app, platform);
  registerMessagesRoutes(app, platform);
  registerContractsRoutes(app, platform);
  registerRecordsRoutes(app, platform);
  registerSecurityRoutes(app, platform);
  registerPasskeyRoutes(app, platform);
  registerSaferRoutes(app, platform);
}
