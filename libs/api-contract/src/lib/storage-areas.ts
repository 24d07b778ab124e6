// Where each storage key lives, without zod: the client's storage module reads it on first load.

/** A trial account's name as the platform makes them, and as the client keeps one (zod-free). */
export const TRIAL_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** `both` keeps a value in session and local storage alike (the session, for new tabs). */
export type StorageArea = 'local' | 'session' | 'both';

export const STORAGE_AREAS = {
  MC_SESSION_INFO: 'both',
  sass: 'local',
  autoLogin: 'local',
  LOTTFAV: 'local',
  SHELL_PU_A: 'local',
  SHELL_PU_B: 'local',
  SHELL_deviceId: 'local',
  WEBCLIP: 'local',
  hideDownloadBar: 'local',
  theme: 'local',
  language: 'local',
  status: 'local',
  memberInfo: 'session',
  service_link: 'session',
  setTemplate: 'local',
  getVassGameType: 'local',
  getGameLotts: 'local',
  lottList: 'local',
  elottList: 'local',
  banners: 'local',
  remPass: 'local',
  trialName: 'local',
} as const satisfies Record<string, StorageArea>;
