// Over 300 lines on purpose: mostly seed tables (vendors, name parts, provinces, draws) as data.
import { createPrng, type Prng } from './prng';

/** The seed of every generated name and number: change it and the demo catalogue changes. */
export const CATALOGUE_SEED = 20_260_101;

export interface VendorSeed {
  code: string;
  name: string;
  category: string;
  sort: number;
}

export interface GameSeed {
  nodeId: number;
  gameId: string;
  gameCode: string;
  gameType: string;
  vassalage: string;
  name: string;
  classify: string;
  hotRank: number | null;
  sort: number;
  minBet: number;
  minLine: number;
  supportPlay: string;
  lottoMode: string | null;
  gameGroupId: string | null;
  roomId: string | null;
}

export interface LotterySeed {
  code: string;
  nodeId: number;
  name: string;
  menu: string;
  vassalage: string;
  prizeMode: string;
  intervalSeconds: number | null;
  drawDays: string | null;
  drawMinute: number | null;
  lockSeconds: number;
  sort: number;
}

export interface Catalogue {
  vendors: VendorSeed[];
  games: GameSeed[];
  lotteries: LotterySeed[];
}

/** Vendors by lane. JL sits under RNG and EG3 under LIVE, as the game entrance expects. */
const VENDORS: readonly (Omit<VendorSeed, 'sort'> & { games: number; classify: string })[] = [
  { code: 'JL', name: 'JILI Games', category: 'RNG', games: 80, classify: 'SLOT' },
  { code: 'PG', name: 'PG Soft', category: 'RNG', games: 60, classify: 'SLOT' },
  { code: 'PP', name: 'Pragmatic Play', category: 'RNG', games: 55, classify: 'SLOT' },
  { code: 'CQ9', name: 'CQ9 Gaming', category: 'RNG', games: 40, classify: 'SLOT' },
  { code: 'MB', name: 'Mega Bingo', category: 'RNG', games: 18, classify: 'BG' },
  { code: 'EG3', name: 'EG3 Live', category: 'LIVE', games: 24, classify: 'LIVE' },
  { code: 'AG', name: 'Asia Gaming', category: 'LIVE', games: 20, classify: 'LIVE' },
  { code: 'JDB', name: 'JDB Fishing', category: 'FISH', games: 16, classify: 'FISH' },
  { code: 'KY', name: 'Kaiyuan Poker', category: 'PVP', games: 24, classify: 'PVP' },
  { code: 'SABA', name: 'SABA Sports', category: 'SPORTS', games: 3, classify: 'SPORTS' },
  { code: 'CMD', name: 'CMD368', category: 'SPORTS', games: 3, classify: 'SPORTS' },
  { code: 'TF', name: 'TF Gaming', category: 'ESPORTS', games: 4, classify: 'ESPORTS' },
  { code: 'SV388', name: 'SV388 Cockfight', category: 'COCKFIGHT', games: 3, classify: 'CF' },
  { code: 'CBS', name: 'Live Stream', category: 'LIVESTREAM', games: 10, classify: 'LS' },
  { code: 'GPI', name: 'GPI Lottery', category: 'ELOTT', games: 0, classify: 'LOTT' },
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG Vietnam Lottery',
    category: 'LOTT',
    games: 0,
    classify: 'LOTT',
  },
];

const FIRST = [
  'Golden',
  'Lucky',
  'Dragon',
  'Fortune',
  'Mega',
  'Wild',
  'Royal',
  'Super',
  'Magic',
  'Jade',
  'Crystal',
  'Thunder',
  'Phoenix',
  'Tiger',
  'Treasure',
  'Mystic',
  'Neon',
  'Ocean',
  'Candy',
  'Ninja',
] as const;
const SECOND = [
  'Empire',
  'Riches',
  'Wheel',
  'Bonanza',
  'Quest',
  'Spin',
  'Palace',
  'Gems',
  'Party',
  'Legend',
  'Rush',
  'Temple',
  'Safari',
  'Festival',
  'Express',
  'Kingdom',
  'Vault',
  'Heist',
  'Garden',
  'Stars',
] as const;
const LIVE_TABLES = [
  'Baccarat',
  'Roulette',
  'Sic Bo',
  'Dragon Tiger',
  'Blackjack',
  'Fan Tan',
] as const;
const POKER = [
  'Texas Hold’em',
  'Niu Niu',
  'Blackjack Duel',
  'Three Cards',
  'Landlord',
  'Mahjong',
] as const;

function gameName(prng: Prng, vendor: string, category: string, index: number): string {
  switch (category) {
    case 'LIVE':
      return `${prng.pick(LIVE_TABLES)} ${vendor} ${index + 1}`;
    case 'PVP':
      return `${prng.pick(POKER)} ${index + 1}`;
    case 'FISH':
      return `${prng.pick(FIRST)} Fishing ${index + 1}`;
    case 'SPORTS':
      return `${vendor} Sportsbook ${index + 1}`;
    case 'ESPORTS':
      return `${vendor} E-sports ${index + 1}`;
    // In Thai, as the vendor names its rings: the catalogue holds names in other scripts too.
    case 'COCKFIGHT':
      return `ไก่ชน สนาม ${index + 1}`;
    case 'LIVESTREAM':
      return `Live Show ${index + 1}`;
    default:
      return `${prng.pick(FIRST)} ${prng.pick(SECOND)}${index > 19 ? ` ${index}` : ''}`;
  }
}

/** Vietnam's provincial draws, by weekday (Sunday 1, Monday 2 .. Saturday 7). */
const VIETNAM_PROVINCES: readonly { menu: string; name: string; days: string; minute: number }[] = [
  { menu: 'vietnam_northern', name: 'Miền Bắc', days: '1,2,3,4,5,6,7', minute: 18 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Thừa Thiên Huế', days: '1,2', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Phú Yên', days: '2', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Đắk Lắk', days: '3', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Quảng Nam', days: '3', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Đà Nẵng', days: '4,7', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Khánh Hòa', days: '1,4', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Bình Định', days: '5', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Quảng Trị', days: '5', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Quảng Bình', days: '5', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Gia Lai', days: '6', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Ninh Thuận', days: '6', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Quảng Ngãi', days: '7', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Đắk Nông', days: '7', minute: 17 * 60 + 15 },
  { menu: 'vietnam_central', name: 'Kon Tum', days: '1', minute: 17 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'TP. Hồ Chí Minh', days: '2,7', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Đồng Tháp', days: '2', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Cà Mau', days: '2', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Bến Tre', days: '3', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Vũng Tàu', days: '3', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Bạc Liêu', days: '3', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Đồng Nai', days: '4', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Cần Thơ', days: '4', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Sóc Trăng', days: '4', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Tây Ninh', days: '5', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'An Giang', days: '5', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Bình Thuận', days: '5', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Vĩnh Long', days: '6', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Bình Dương', days: '6', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Trà Vinh', days: '6', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Long An', days: '7', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Bình Phước', days: '7', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Hậu Giang', days: '7', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Tiền Giang', days: '1', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Kiên Giang', days: '1', minute: 16 * 60 + 15 },
  { menu: 'vietnam_southern', name: 'Đà Lạt', days: '1', minute: 16 * 60 + 15 },
];

/** Fast draws every 1, 3 and 5 minutes, and GPI's KENO rooms. */
const FAST_GAMES: readonly { code: string; name: string; menu: string; seconds: number }[] = [
  { code: 'VNF1', name: 'Vietnam Fast 1 Minute', menu: 'fast', seconds: 60 },
  { code: 'VNF3', name: 'Vietnam Fast 3 Minutes', menu: 'fast', seconds: 180 },
  { code: 'VNF5', name: 'Vietnam Fast 5 Minutes', menu: 'fast', seconds: 300 },
  { code: 'LK31', name: 'Lucky 3D 1 Minute', menu: 'fast', seconds: 60 },
  { code: 'LK33', name: 'Lucky 3D 3 Minutes', menu: 'fast', seconds: 180 },
  { code: 'LK55', name: 'Lucky 5D 5 Minutes', menu: 'fast', seconds: 300 },
  { code: 'KENO1', name: 'KENO 1 Minute', menu: 'keno', seconds: 60 },
  { code: 'KENO3', name: 'KENO 3 Minutes', menu: 'keno', seconds: 180 },
  { code: 'KENO5', name: 'KENO 5 Minutes', menu: 'keno', seconds: 300 },
];

/** A game's public code from its name: upper-case letters and digits. */
function codeOf(name: string, index: number): string {
  const letters = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 8);
  return `${letters}${index}`;
}

/** Builds the whole catalogue from the seed: the same input always gives the same rows. */
export function buildCatalogue(seed: number = CATALOGUE_SEED): Catalogue {
  const prng = createPrng(seed);
  const vendors = VENDORS.map(({ code, name, category }, sort) => ({ code, name, category, sort }));
  const games: GameSeed[] = [];
  let nodeId = 10_000;
  for (const vendor of VENDORS) {
    for (let index = 0; index < vendor.games; index += 1) {
      nodeId += 1;
      const name = gameName(prng, vendor.code, vendor.category, index);
      games.push({
        nodeId,
        gameId: `${vendor.code}_${String(index + 1).padStart(3, '0')}`,
        gameCode: vendor.category === 'ESPORTS' ? 'AV' : codeOf(name, index + 1),
        gameType: vendor.category,
        vassalage: vendor.code,
        name,
        classify: vendor.classify,
        hotRank: prng.next() < 0.12 ? prng.int(1, 500) : null,
        sort: index,
        minBet: prng.pick([1, 1, 2, 5, 10] as const),
        minLine: vendor.category === 'RNG' ? prng.pick([1, 9, 25, 50] as const) : 1,
        supportPlay: prng.next() < 0.7 ? 'REAL,TRIAL' : 'REAL',
        lottoMode: null,
        gameGroupId: null,
        roomId: vendor.category === 'LIVE' ? `R${prng.int(100, 999)}` : null,
      });
    }
  }
  const lotteries: LotterySeed[] = [];
  const addLottery = (lottery: Omit<LotterySeed, 'nodeId' | 'sort'>) => {
    nodeId += 1;
    lotteries.push({ ...lottery, nodeId, sort: lotteries.length });
    games.push({
      nodeId,
      gameId: lottery.code,
      gameCode: lottery.code,
      gameType: lottery.vassalage === 'GPI' ? 'ELOTT' : 'LOTT',
      vassalage: lottery.vassalage,
      name: lottery.name,
      classify: lottery.menu === 'keno' ? 'KENO' : 'LOTT',
      hotRank: lottery.intervalSeconds === 60 ? prng.int(1, 50) : null,
      sort: lotteries.length,
      minBet: 1,
      minLine: 1,
      supportPlay: 'REAL',
      lottoMode: lottery.prizeMode === 'SEA' ? 'Tradition' : 'Entertainment,Tradition',
      gameGroupId: lottery.menu,
      roomId: null,
    });
  };
  for (const fast of FAST_GAMES) {
    addLottery({
      code: fast.code,
      name: fast.name,
      menu: fast.menu,
      vassalage: 'GPI',
      prizeMode: 'ModeElott',
      intervalSeconds: fast.seconds,
      drawDays: null,
      drawMinute: null,
      lockSeconds: Math.min(30, fast.seconds / 6),
    });
  }
  VIETNAM_PROVINCES.forEach((province, index) => {
    addLottery({
      code: `VN${province.menu.slice(8, 9).toUpperCase()}${String(index).padStart(2, '0')}`,
      name: province.name,
      menu: province.menu,
      vassalage: 'GPI',
      prizeMode: 'ModeElott',
      intervalSeconds: null,
      drawDays: province.days,
      drawMinute: province.minute,
      lockSeconds: 15 * 60,
    });
  });
  // The traditional Vietnam lottery lobby of the LOTT lane (TCG_LOTTO_VN opens its lobby).
  addLottery({
    code: 'TCGVN',
    name: 'Vietnam Lottery Lobby',
    menu: 'vietnam_northern',
    vassalage: 'TCG_LOTTO_VN',
    prizeMode: 'SEA',
    intervalSeconds: null,
    drawDays: '1,2,3,4,5,6,7',
    drawMinute: 18 * 60 + 15,
    lockSeconds: 15 * 60,
  });
  return { vendors, games, lotteries };
}
