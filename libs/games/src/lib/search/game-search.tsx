import { useVendorsByMerchantQuery } from '@mweb/api-client';
import { Button, Empty, Input } from '@mweb/ui-kit';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameList } from '../game-list/game-list';
import { useGamePages } from '../game-list/use-game-pages';
import { CENTRE_LANES, PAGE_SIZES, type GameListFilter, type VendorEntry } from '../game-rules';
// The vendor search's styles: the box and the filters lay out as its field and hints do.
import styles from '../game-list/game-list.module.css';

/**
 * The filters are the phone's own pickers at the text's size (no zoom on focus). Inline: this
 * screen's chunk carries it, not the first load's one style sheet.
 */
const SELECT_STYLE = { minBlockSize: 32, font: 'inherit' } as const;

/** The longest name the game list call takes (its `gameName`): more is never sent. */
export const SEARCH_MAX_LENGTH = 64;
/** Typing waits this long after the last key before it asks (one call per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

/** A search term from the URL or a field: trimmed, at most what the call takes; '' for none. */
export function searchTermOf(value: string | null | undefined): string {
  return (value ?? '').slice(0, SEARCH_MAX_LENGTH).trim();
}

/** The game list request of a search: the name, and the category and vendor it is narrowed to. */
export function searchFilter(term: string, category: string, vendor: string): GameListFilter {
  return {
    gameName: term,
    ...(category ? { gameType: category } : {}),
    ...(vendor ? { vassalage: vendor } : {}),
  };
}

export interface SearchBoxProps {
  /** The term the box starts with (the URL's). */
  initial: string;
  /** Called with the term a pause after typing, and at once on submit. */
  onSearch: (term: string) => void;
  /** Only on submit, not while typing (home's box, which leaves for the results). */
  submitOnly?: boolean;
  /** More controls of the same search, inside its form, after the field (a vendor's hints). */
  children?: ReactNode;
}

/**
 * The search field: what is typed stays in the field as typed (nothing is lost to the
 * debounce), and the term goes out a pause after the last key, or at once on Search.
 */
export function SearchBox({ initial, onSearch, submitOnly = false, children }: SearchBoxProps) {
  const { t } = useTranslation('games');
  const [draft, setDraft] = useState(initial);
  // The URL changed under the box (back, forward): show its term (adjusted while rendering).
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    setDraft(initial);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  const current = searchTermOf(initial);
  useEffect(() => {
    if (submitOnly) return;
    const term = searchTermOf(draft);
    if (term === current) return;
    const timer = window.setTimeout(() => latest.current(term), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, current, submitOnly]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(searchTermOf(draft));
  };
  return (
    <form role="search" className={styles['search']} onSubmit={submit}>
      <Input
        type="search"
        label={t('search')}
        hideLabel
        placeholder={t('search')}
        value={draft}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setDraft(event.currentTarget.value)}
        enterKeyHint="search"
        autoComplete="off"
        end={
          <Button type="submit" size="s" variant="ghost">
            {t('search_action')}
          </Button>
        }
      />
      {children}
    </form>
  );
}

/** The vendors a search may be narrowed to: a category's, or every vendor once. */
export function searchVendors(
  mapping: Readonly<Record<string, readonly VendorEntry[]>>,
  category: string,
): VendorEntry[] {
  const entries = category ? (mapping[category] ?? []) : Object.values(mapping).flat();
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.vassalage) && seen.add(entry.vassalage));
}

export interface SearchResultsProps {
  term: string;
  /** The category the results are narrowed to; '' for every one. */
  category: string;
  /** The vendor the results are narrowed to; '' for every one. */
  vendor: string;
  onFilter: (next: { category?: string; vendor?: string }) => void;
}

/**
 * The games whose name holds the term, across every vendor unless narrowed: in the same virtual
 * list and tiles as a category's games, paged the same way; an empty answer says nothing matched.
 */
export function SearchResults({ term, category, vendor, onFilter }: SearchResultsProps) {
  const { t } = useTranslation('games');
  const categoryId = useId();
  const vendorId = useId();
  const { data } = useVendorsByMerchantQuery();
  const mapping = useMemo(() => data?.mapping ?? {}, [data]);
  const categories = (data?.sorting ?? []).filter(
    (key) => CENTRE_LANES.has(key) && (mapping[key] ?? []).length > 0,
  );
  const vendors = searchVendors(mapping, category);
  const list = useGamePages(searchFilter(term, category, vendor), PAGE_SIZES.gameList);
  const label = t('search_results', { term });
  return (
    <section aria-label={label}>
      <div className={styles['search']}>
        <div className={styles['hints']}>
          <label htmlFor={categoryId}>
            {t('search_category')}{' '}
            <select
              style={SELECT_STYLE}
              id={categoryId}
              value={category}
              onChange={(event) => onFilter({ category: event.currentTarget.value })}
            >
              <option value="">{t('category.ALL')}</option>
              {categories.map((key) => (
                <option key={key} value={key}>
                  {t(`category.${key}`, { defaultValue: key })}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={vendorId}>
            {t('search_vendor')}{' '}
            <select
              style={SELECT_STYLE}
              id={vendorId}
              value={vendor}
              onChange={(event) => onFilter({ vendor: event.currentTarget.value })}
            >
              <option value="">{t('category.ALL')}</option>
              {vendors.map((entry) => (
                <option key={entry.vassalage} value={entry.vassalage}>
                  {entry.accountTypeName}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {!list.loading && !list.failed && list.items.length === 0 ? (
        <Empty title={t('search_empty', { term })} description={t('search_empty_hint')} />
      ) : (
        <GameList key={JSON.stringify([term, category, vendor])} list={list} label={label} />
      )}
    </section>
  );
}
