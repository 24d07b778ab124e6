import { describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  languageChosen,
  preferencesSlice,
  themeToggled,
} from './preferences.slice';

describe('the preferences slice', () => {
  it('starts dark and in English', () => {
    expect(defaultPreferences).toEqual({
      theme: 'dark',
      language: 'EN',
      languageStored: false,
      hideDownloadBar: false,
    });
  });

  it('toggles the theme both ways', () => {
    const light = preferencesSlice.reducer(defaultPreferences, themeToggled());
    expect(light.theme).toBe('light');
    expect(preferencesSlice.reducer(light, themeToggled()).theme).toBe('dark');
  });

  it('normalises a chosen language and falls back to English for an unknown one', () => {
    expect(preferencesSlice.reducer(defaultPreferences, languageChosen('ur')).language).toBe('UR');
    expect(preferencesSlice.reducer(defaultPreferences, languageChosen('klingon')).language).toBe(
      'EN',
    );
  });
});
