// What the wallet stories share: a screen at its app path, anything it navigates to shown as
// "Went to …", and the site of the seeded platform with every screen mounted.
import { SCREEN_NAMES } from '@mweb/api-client/screens';
import { type SiteState } from '@mweb/api-client/site';
import { answer } from '@mweb/api-client/testing';

export { AtPath, storyOrigin } from '@mweb/api-client/testing';

/** The seeded platform's site, with the deposit view chosen by `dep_func`. */
export function walletSite(templates: Record<string, string> = {}): Partial<SiteState> {
  return { flags: { MANPLAYREB3: true }, templates, mountedScreens: SCREEN_NAMES };
}

/** demo01, a real member. */
export const memberSession = { userName: 'demo01', type: 0 };

/** The seeded platform's vendors of two lanes: what the betting records filter by. */
export const vendorsAnswer = (origin: string) =>
  answer(
    'games.vendorsByMerchant',
    {
      mapping: {
        RNG: [
          { accountTypeName: 'PG Soft', gameType: 'RNG', vassalage: 'PG' },
          { accountTypeName: 'JILI Games', gameType: 'RNG', vassalage: 'JL' },
        ],
        LIVE: [{ accountTypeName: 'EG3 Live', gameType: 'LIVE', vassalage: 'EG3' }],
      },
      sorting: ['RNG', 'LIVE'],
    },
    origin,
  );
