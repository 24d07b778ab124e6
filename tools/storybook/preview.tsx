import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { createI18n, LANGUAGES, NAMESPACES, isRtl, normaliseLanguage } from '@mweb/i18n';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { configure } from 'storybook/test';
import '@mweb/ui-kit/tokens.css';
import { pseudoDictionary } from '../../apps/mobile-web-e2e/src/pseudo-locale.ts';
import { SCREEN_WAIT_MS } from '../build/screen-wait.ts';

// Play functions wait for the screen as long as the component tests do: a story's first render
// loads its code, dictionaries and mocked answers, which takes seconds on a busy 2-core machine,
// and the 1 s default failed stories that were right.
configure({ asyncUtilTimeout: SCREEN_WAIT_MS });

/** One i18next instance for every story; the language toolbar switches it. */
const i18nReady = createI18n({ namespaces: [...NAMESPACES] });

/** The toolbar's pseudo-locale: English longer, accented and right to left (tools/build/pseudo-locale.ts). */
const PSEUDO = 'PSEUDO';
/** i18next's name for it: no code of the spec, so nothing of the app can ask for it. */
const PSEUDO_LANGUAGE = 'x-pseudo';

const englishDictionaries = import.meta.glob<Record<string, string>>(
  '../../libs/i18n/src/lib/locales/en/*.json',
  { eager: true, import: 'default' },
);

/** Switches the language before a story renders, so its dictionaries are loaded. */
export const loadLanguage: Loader = async ({ globals }) => {
  const i18n = await i18nReady;
  if (globals['language'] === PSEUDO) {
    for (const [path, english] of Object.entries(englishDictionaries)) {
      const namespace = /([\w-]+)\.json$/.exec(path)?.[1] ?? '';
      if (!i18n.hasResourceBundle(PSEUDO_LANGUAGE, namespace))
        i18n.addResourceBundle(PSEUDO_LANGUAGE, namespace, pseudoDictionary(english));
    }
    await i18n.changeLanguage(PSEUDO_LANGUAGE);
    return { i18n };
  }
  await i18n.changeLanguage(normaliseLanguage(globals['language']));
  await i18n.loadNamespaces([...NAMESPACES]);
  return { i18n };
};

/**
 * A copy of `target` with the string at a dotted path (`items.0.label`) replaced. Only strings are
 * replaced: a story that leaves a text prop out (no title on home) keeps it out.
 */
function setPath(target: unknown, path: readonly string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return typeof target === 'string' ? value : target;
  if (typeof target !== 'object' || target === null) return target;
  if (Array.isArray(target)) {
    const copy: unknown[] = [...target];
    copy[Number(head)] = setPath(copy[Number(head)], rest, value);
    return copy;
  }
  const record = target as Record<string, unknown>;
  return { ...record, [head]: setPath(record[head], rest, value) };
}

/**
 * Stories name the dictionary key of each text prop in `parameters.i18n` (`{ label: 'common:
 * action.confirm', 'items.0.label': 'common:menu.home' }`); this fills those props in the
 * toolbar's language. ui-kit itself stays text-free: only the stories know which words a component
 * shows in the product.
 */
function Translated({
  keys,
  render,
}: {
  keys: Record<string, string>;
  render: (translate: (args: Record<string, unknown>) => Record<string, unknown>) => ReactNode;
}) {
  const { t } = useTranslation();
  return render((args) =>
    Object.entries(keys).reduce<Record<string, unknown>>(
      (result, [path, key]) => setPath(result, path.split('.'), t(key)) as Record<string, unknown>,
      args,
    ),
  );
}

export const withThemeLanguageAndDirection: Decorator = (Story, context) => {
  const root = document.documentElement;
  const language = normaliseLanguage(context.globals['language']);
  const direction = context.globals['direction'] ?? 'auto';
  // The pseudo-locale is mirrored too: right to left shows what a layout does in UR, AR and FA.
  const rtl = context.globals['language'] === PSEUDO || isRtl(language);
  root.dataset['theme'] = context.globals['theme'] === 'light' ? 'light' : 'dark';
  root.dir = direction === 'auto' ? (rtl ? 'rtl' : 'ltr') : String(direction);
  const i18n = (context.loaded as { i18n?: Awaited<typeof i18nReady> }).i18n;
  const keys = (context.parameters['i18n'] ?? {}) as Record<string, string>;
  if (!i18n) return <Story />;
  return (
    <I18nextProvider i18n={i18n}>
      <Translated keys={keys} render={(translate) => <Story args={translate(context.args)} />} />
    </I18nextProvider>
  );
};

/**
 * What every Storybook of the workspace shares: the theme, language and direction toolbar, the
 * translations, the theme tokens and the accessibility check. A lib's `.storybook/preview.tsx`
 * spreads it (or `screenPreview`, for screens).
 */
export const uiPreview = {
  loaders: [loadLanguage],
  decorators: [withThemeLanguageAndDirection],
  initialGlobals: { theme: 'dark', language: 'EN', direction: 'auto' },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the texts the stories show',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          ...LANGUAGES.map(({ code, name }) => ({ value: code, title: `${code} ${name}` })),
          { value: PSEUDO, title: 'Pseudo-locale (longer, accented, right to left)' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction (auto follows the language)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Auto' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // An accessibility violation fails the story's test, in Storybook and under Vitest.
    a11y: { test: 'error' },
    viewport: { defaultViewport: 'mobile1' },
  },
} satisfies Preview;
