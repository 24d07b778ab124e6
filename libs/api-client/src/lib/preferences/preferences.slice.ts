import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredValue } from '@mweb/api-contract';
import { DEFAULT_LANGUAGE, normaliseLanguage, type LanguageCode } from '@mweb/i18n';

/**
 * The stored theme, as the storage contract allows it. The type itself is ui-kit's `Theme` (its
 * tokens define the themes); the app hands one to the other, so a drift between them is a type
 * error there.
 */
type StoredTheme = StoredValue<'theme'>;

export interface PreferencesState {
  theme: StoredTheme;
  language: LanguageCode;
  /**
   * Whether this browser holds a language the player chose (or a member's saved one took): until
   * it does, a logged-in member's language saved on the platform wins (SPEC.md section 7).
   */
  languageStored: boolean;
  hideDownloadBar: boolean;
}

/** Dark and English unless the member chose otherwise (SPEC.md sections 1 and 9). */
export const defaultPreferences: PreferencesState = {
  theme: 'dark',
  language: DEFAULT_LANGUAGE,
  languageStored: false,
  hideDownloadBar: false,
};

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: defaultPreferences,
  reducers: {
    themeChosen: (state, action: PayloadAction<StoredTheme>) => {
      state.theme = action.payload;
    },
    themeToggled: (state) => {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    /** Any code from anywhere; unknown codes fall back to English. */
    languageChosen: {
      reducer: (state, action: PayloadAction<LanguageCode>) => {
        state.language = action.payload;
        state.languageStored = true;
      },
      prepare: (code: unknown) => ({ payload: normaliseLanguage(code) }),
    },
    downloadBarClosed: (state) => {
      state.hideDownloadBar = true;
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectLanguage: (state) => state.language,
    selectHideDownloadBar: (state) => state.hideDownloadBar,
  },
});

export const { themeChosen, themeToggled, languageChosen, downloadBarClosed } =
  preferencesSlice.actions;
export const { selectTheme, selectLanguage, selectHideDownloadBar } = preferencesSlice.selectors;
