import { describe, expect, it } from 'vitest';
import { categoryOfGameType, gameListVendor, launchPlanFor, lotteryPlayType } from './game-rules';

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
