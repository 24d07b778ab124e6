// Where each storage key lives, without zod: the client's storage module reads it on first load.

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
} as const satisfies Record<string, StorageArea>;
