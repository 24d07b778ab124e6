import { createPrng } from './prng';

/** Fixed dates keep the seed deterministic; the demo's content is valid for decades. */
export const CONTENT_START = Date.UTC(2026, 0, 1);
export const CONTENT_END = Date.UTC(2099, 11, 31);

export const WHITELABEL_TREE: readonly {
  modId: string;
  enabled: boolean;
  children: readonly { modId: string; enabled: boolean }[];
}[] = [
  {
    modId: 'REG3',
    enabled: true,
    children: [
      { modId: 'USERNAMEREG3', enabled: true },
      { modId: 'MOBILENUMREG3', enabled: true },
      { modId: 'REGMOBVERF3', enabled: true },
      { modId: 'MOBILENUMPASSREG3', enabled: true },
    ],
  },
  {
    modId: 'LOGIN3',
    enabled: true,
    children: [
      { modId: 'MOBILEVERCODELOGIN3', enabled: true },
      { modId: 'FACEBOOKLOGIN3', enabled: false },
      { modId: 'GOOGLELOGIN3', enabled: false },
    ],
  },
  { modId: 'COMM3', enabled: true, children: [{ modId: 'CBS3', enabled: true }] },
  {
    modId: 'AGENT3',
    enabled: true,
    // REFERRAL: the invite-friends promotion, which the invite screen depends on.
    children: [
      { modId: 'AGENTPOLICY3', enabled: true },
      { modId: 'REFERRAL', enabled: true },
    ],
  },
  { modId: 'FUNDTRANS3', enabled: true, children: [{ modId: 'MANPLAYREB3', enabled: true }] },
  { modId: 'CAPTCHA3', enabled: true, children: [] },
];

/** Per-field registration rules; `'*'` means no bound. Patterns are ECMAScript, checked on both sides. */
export const REGISTER_SETTINGS = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-z][a-z0-9]{3,15}$',
    patternId: 'username',
    minLength: 4,
    maxLength: 16,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$',
    patternId: 'password',
    minLength: 8,
    maxLength: 20,
  },
  confirmPassword: { enabled: true, required: true },
  mobileNum: {
    enabled: true,
    required: false,
    acceptedPattern: '^\\d{6,15}$',
    patternId: 'mobileNum',
    minLength: 6,
    maxLength: 15,
  },
  email: { enabled: true, required: false, patternId: 'email', minLength: '*', maxLength: 254 },
  nickname: { enabled: true, required: false, minLength: 2, maxLength: 20 },
  affiliateCode: { enabled: true, required: false, minLength: '*', maxLength: 20 },
  paymentPassword: {
    enabled: false,
    required: false,
    acceptedPattern: '^\\d{6}$',
    patternId: 'paymentPassword',
  },
  payeeName: { enabled: false, required: false },
  verificationCode: { enabled: false, required: false, acceptedPattern: '^\\d{4,10}$' },
  captcha: { enabled: false, required: false },
} as const;

export const COUNTRIES: readonly [code: string, name: string, dialingCode: string][] = [
  ['VN', 'Vietnam', '84'],
  ['CN', 'China', '86'],
  ['TH', 'Thailand', '66'],
  ['PH', 'Philippines', '63'],
  ['MY', 'Malaysia', '60'],
  ['ID', 'Indonesia', '62'],
  ['IN', 'India', '91'],
  ['PK', 'Pakistan', '92'],
  ['BD', 'Bangladesh', '880'],
  ['KH', 'Cambodia', '855'],
  ['LA', 'Laos', '856'],
  ['MM', 'Myanmar', '95'],
  ['SG', 'Singapore', '65'],
  ['JP', 'Japan', '81'],
  ['KR', 'South Korea', '82'],
  ['TW', 'Taiwan', '886'],
  ['HK', 'Hong Kong', '852'],
  ['BR', 'Brazil', '55'],
  ['TR', 'Türkiye', '90'],
  ['NP', 'Nepal', '977'],
  ['GB', 'United Kingdom', '44'],
  ['US', 'United States', '1'],
];

export interface AnnouncementSeed {
  id: number;
  type: 'B' | 'PL' | 'PU' | 'PR';
  title: string;
  content: string;
  groupName: string | null;
  image: string | null;
  linkageType: string | null;
  linkage: string | null;
  url: string | null;
  execution: 'A' | 'B' | 'F' | null;
  promotionType: string | null;
  /** Promotions (PR) only: the activity page's tab. */
  category?: string;
}

export function announcements(): AnnouncementSeed[] {
  const banner = (
    id: number,
    groupName: string,
    title: string,
    linkageType: string,
    linkage: string,
  ): AnnouncementSeed => ({
    id,
    type: 'B',
    title,
    content: `<p>${title}</p>`,
    groupName,
    image: `/media/banners/${id}.svg`,
    linkageType,
    linkage,
    url: linkageType === 'URL' ? linkage : null,
    execution: null,
    promotionType: null,
  });
  const notice = (
    id: number,
    type: 'PL' | 'PU' | 'PR',
    title: string,
    body: string,
    popup?: { execution: 'A' | 'B' | 'F'; promotionType: string },
  ): AnnouncementSeed => ({
    id,
    type,
    title,
    content: `<h3>${title}</h3><p>${body}</p>`,
    groupName: null,
    image: null,
    linkageType: null,
    linkage: null,
    url: null,
    execution: popup?.execution ?? null,
    promotionType: popup?.promotionType ?? null,
  });
  const promotion = (id: number, category: string, title: string, body: string) => ({
    ...notice(id, 'PR', title, body),
    image: `/media/banners/${id}.svg`,
    category,
  });
  return [
    banner(101, 'm_home', 'Welcome bonus 100%', 'P', 'WELCOME'),
    banner(102, 'm_home', 'Vietnam lottery every day', 'G', 'TCG_LOTTO_VN'),
    banner(103, 'm_home', 'JILI slots tournament', 'G', 'JL'),
    banner(104, 'm_home', 'Invite friends, earn rebates', 'P', 'REFERRAL'),
    banner(105, 'm_live', 'Live shows tonight', 'G', 'CBS'),
    banner(106, 'm_live', 'EG3 live baccarat', 'G', 'EG3'),
    notice(
      201,
      'PL',
      'System maintenance on Sunday',
      'Deposits pause from 02:00 to 04:00 (UTC+7).',
    ),
    notice(202, 'PL', 'New games from PG Soft', 'Twenty new slots are in the game centre.'),
    notice(203, 'PL', 'Responsible gaming', 'Set deposit limits in the member centre at any time.'),
    notice(301, 'PU', 'Welcome back', 'Your daily reward is waiting in the reward centre.', {
      execution: 'A',
      promotionType: 'DAILY',
    }),
    notice(302, 'PU', 'New here?', 'Register today and get a 100% welcome bonus.', {
      execution: 'B',
      promotionType: 'WELCOME',
    }),
    notice(303, 'PU', 'First login gift', 'Thanks for joining: here is a free spin.', {
      execution: 'F',
      promotionType: 'FIRST_LOGIN',
    }),
    notice(304, 'PU', 'Download the app', 'Get the app for faster access and a gift.', {
      execution: 'A',
      promotionType: 'APP_DOWNLOAD',
    }),
    promotion(401, 'DEPOSIT', 'First deposit bonus', 'Get 100% up to ￥888 on your first deposit.'),
    promotion(402, 'REBATE', 'Weekly cashback', 'Up to 1.2% cashback on slots every Monday.'),
    promotion(403, 'REBATE', 'Lottery rebate', 'An extra 0.5% rebate on every lottery bet.'),
    promotion(404, 'DAILY', 'Daily check-in', 'Log in seven days in a row for a bonus.'),
    promotion(405, 'DAILY', 'Birthday gift', 'A gift from us in your birthday month.'),
    promotion(406, 'DEPOSIT', 'Reload bonus', '20% extra on every second deposit of the week.'),
    promotion(407, 'DAILY', 'Slots tournament', 'Top 100 spinners share ￥100,000.'),
    promotion(408, 'DEPOSIT', 'Summer special', 'A summer deposit bonus, now over.'),
    promotion(409, 'DAILY', 'App download gift', 'Install the app before the countdown ends.'),
  ];
}

export const HELP_CENTRE: readonly { title: string; children: readonly [string, string][] }[] = [
  {
    title: 'Account',
    children: [
      [
        'How do I register?',
        '<p>Tap <b>Register</b>, fill in the form and accept the agreement.</p>',
      ],
      ['I forgot my password', '<p>Use <b>Forgot password</b> and the code we send by SMS.</p>'],
      ['Changing my password', '<p>Open the member centre, then <b>Change password</b>.</p>'],
    ],
  },
  {
    title: 'Deposits and withdrawals',
    children: [
      ['How do I deposit?', '<p>Open <b>Deposit</b>, choose a channel and an amount.</p>'],
      ['How do I withdraw?', '<p>Bind a bank card, set a payment password, then withdraw.</p>'],
      ['How long does it take?', '<p>Most withdrawals arrive within 15 minutes.</p>'],
    ],
  },
  {
    title: 'Games',
    children: [
      ['Launching a game', '<p>Tap a game tile. Each game runs once at a time.</p>'],
      ['Favourites', '<p>Tap the star on a game tile to keep it in your favourites.</p>'],
    ],
  },
  {
    title: 'Lottery',
    children: [
      ['Draw times', '<p>Fast games draw every 1, 3 or 5 minutes; provinces draw by weekday.</p>'],
      ['Reading results', '<p>Results appear after each draw in the lottery history.</p>'],
    ],
  },
  // The app's user agreement screen and the register page show this section by its title.
  {
    title: 'User agreement',
    children: [
      [
        '1. Who may play',
        '<p>You must be of legal age in the country you play from, and play only for yourself. ' +
          'One account per person, household and device.</p>',
      ],
      [
        '2. Your account',
        '<p>Keep your password and payment password secret. We never ask for them by message. ' +
          'You are responsible for every bet placed with your account.</p>',
      ],
      [
        '3. Deposits and withdrawals',
        '<p>Deposit only from accounts in your own name. A withdrawal needs a bound bank card, ' +
          'a payment password and the turnover a promotion asks for.</p>',
      ],
      [
        '4. Fair play',
        '<p>Bonus abuse, collusion and automated play void the bets concerned. We may ask for ' +
          'proof of identity before paying out.</p>',
      ],
      [
        '5. Responsible gaming',
        '<p>Set yourself limits and take breaks. Customer service can close your account ' +
          'for a period of your choice.</p>',
      ],
    ],
  },
];

/** Masked winners with amounts from the seeded generator. */
export function winners(gameNames: readonly [string, ...string[]]) {
  const prng = createPrng(7);
  return Array.from({ length: 30 }, (_, index) => ({
    id: index + 1,
    username: `${String.fromCharCode(97 + prng.int(0, 25))}${'*'.repeat(3)}${prng.int(10, 99)}`,
    gameName: prng.pick(gameNames),
    gameCategory: prng.pick(['RNG', 'LIVE', 'FISH', 'ELOTT'] as const),
    amountCents: prng.int(500, 5_000_000),
    wonAt: CONTENT_START + index * 3_600_000,
  }));
}

/**
 * demo01's standing in the promotions, one of every activity status (401 stays open to apply);
 * vip01 has a reward to claim too. Rewards in cents.
 */
export const PROMOTION_APPLICATIONS: readonly {
  username: string;
  promotionId: number;
  status: 'Applying' | 'Rejected' | 'Issued' | 'Claimed' | 'Process' | 'Joined' | 'Close';
  rewardCents: number | null;
}[] = [
  { username: 'demo01', promotionId: 402, status: 'Applying', rewardCents: null },
  { username: 'demo01', promotionId: 403, status: 'Issued', rewardCents: 1_888 },
  { username: 'demo01', promotionId: 404, status: 'Joined', rewardCents: null },
  { username: 'demo01', promotionId: 405, status: 'Claimed', rewardCents: 5_800 },
  { username: 'demo01', promotionId: 406, status: 'Rejected', rewardCents: null },
  { username: 'demo01', promotionId: 407, status: 'Process', rewardCents: null },
  { username: 'demo01', promotionId: 408, status: 'Close', rewardCents: null },
  { username: 'vip01', promotionId: 403, status: 'Issued', rewardCents: 2_888 },
  { username: 'vip01', promotionId: 404, status: 'Issued', rewardCents: 1_000 },
];
