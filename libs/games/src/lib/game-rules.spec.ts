import { describe, expect, it } from 'vitest';
import {
  categoryOfGameType,
  centreCategories,
  gameListFilter,
  gameListVendor,
  launchCategoryOf,
  launchPlanFor,
  lotteryPlayType,
} from './game-rules';

describe('launchPlanFor', () => {
  it.each(['TCG_LOTTO_VN', 'TCG_SEA'])('opens the lottery lobby for %s', (vassalage) => {
    expect(launchPlanFor({ vassalage })).toEqual({ kind: 'lottery-lobby', gameCode: 'lobby' });
  });

  it('starts LOTT and ELOTT through the lottery launch, entertainment or traditional', () => {
    expect(launchPlanFor({ vassalage: 'LOTT', lottoMode: 'Entertainment,Tradition' })).toEqual({
      kind: 'lottery',
      playType: 'ent',
    });
    expect(launchPlanFor({ vassalage: 'ELOTT', lottoMode: 'Tradition' })).toEqual({
      kind: 'lottery',
      playType: 'trad',
    });
  });

  it('sends every other vendor through the general launcher', () => {
    expect(launchPlanFor({ vassalage: 'JL' })).toEqual({ kind: 'general' });
  });
});

describe('lotteryPlayType', () => {
  it('is traditional without a lotto mode', () => {
    expect(lotteryPlayType(undefined)).toBe('trad');
  });
});

describe('categoryOfGameType', () => {
  it('maps JL to RNG, EG3 to LIVE, BINGO to no category and keeps the rest', () => {
    expect(['JL', 'EG3', 'BINGO', 'FISH'].map(categoryOfGameType)).toEqual([
      'RNG',
      'LIVE',
      '',
      'FISH',
    ]);
  });
});

describe('gameListVendor', () => {
  it('omits the vendor for JL, EG3 and Bingo only', () => {
    expect(gameListVendor('JL', 'JL')).toBeUndefined();
    expect(gameListVendor('Bingo', 'BG')).toBeUndefined();
    expect(gameListVendor('RNG', 'PG')).toBe('PG');
  });
});

describe('gameListFilter', () => {
  it('lists JL under RNG and EG3 under LIVE without a vendor', () => {
    expect(gameListFilter('JL', 'JL')).toEqual({ gameType: 'RNG' });
    expect(gameListFilter('EG3', 'EG3')).toEqual({ gameType: 'LIVE' });
  });

  it('lists Bingo by classify BG, with no type and no vendor', () => {
    expect(gameListFilter('BINGO', 'BG')).toEqual({ gameClassify: 'BG' });
  });

  it('keeps the vendor of every other category', () => {
    expect(gameListFilter('RNG', 'PG')).toEqual({ gameType: 'RNG', vassalage: 'PG' });
    expect(gameListFilter('FISH')).toEqual({ gameType: 'FISH' });
  });
});

describe('centreCategories', () => {
  const entry = (gameType: string, vassalage: string) => ({
    accountTypeName: vassalage,
    gameType,
    vassalage,
  });

  it('adds JL after RNG when RNG has a JL vendor, BINGO after RNG always, EG3 after LIVE', () => {
    const mapping = {
      RNG: [entry('RNG', 'PG'), entry('RNG', 'JL')],
      LIVE: [entry('LIVE', 'EG3')],
      FISH: [entry('FISH', 'JDB')],
      SPORTS: [entry('SPORTS', 'SABA')],
    };
    expect(centreCategories(mapping, ['RNG', 'LIVE', 'FISH', 'SPORTS'])).toEqual([
      'HOT',
      'FAV',
      'RNG',
      'JL',
      'BINGO',
      'LIVE',
      'EG3',
      'FISH',
      'SPORTS',
      'PROMO',
    ]);
  });

  it('gives e-sports, live streaming and cockfight a lane when a vendor offers them, none without', () => {
    const mapping = {
      ESPORTS: [entry('ESPORTS', 'TF')],
      LIVESTREAM: [entry('LIVESTREAM', 'CBS')],
      COCKFIGHT: [entry('COCKFIGHT', 'SV388')],
      SPORTS: [],
    };
    expect(centreCategories(mapping, ['SPORTS', 'ESPORTS', 'LIVESTREAM', 'COCKFIGHT'])).toEqual([
      'HOT',
      'FAV',
      'ESPORTS',
      'LIVESTREAM',
      'COCKFIGHT',
      'BINGO',
      'PROMO',
    ]);
  });

  it('has no JL or EG3 tab without those vendors, and still a BINGO tab', () => {
    const mapping = { RNG: [entry('RNG', 'PG')], LIVE: [entry('LIVE', 'AG')] };
    expect(centreCategories(mapping, ['LIVE', 'RNG'])).toEqual([
      'HOT',
      'FAV',
      'LIVE',
      'RNG',
      'BINGO',
      'PROMO',
    ]);
    expect(centreCategories({}, [])).toEqual(['HOT', 'FAV', 'BINGO', 'PROMO']);
  });
});

describe('launchCategoryOf', () => {
  it('names the game’s own category', () => {
    expect(launchCategoryOf({ gameType: 'LIVE', gameCode: 'AV' })).toBe('LIVE');
  });

  it('names e-sports for a game of code AV that came without a category', () => {
    expect(launchCategoryOf({ gameCode: 'AV' })).toBe('ESPORTS');
    expect(launchCategoryOf({ gameCode: 'PG01' })).toBeUndefined();
  });
});
