import { useVendorsByMerchantQuery } from '@mweb/api-client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../wallet.module.css';
import {
  presetDays,
  RANGE_PRESETS,
  rangeQuery,
  type DayRange,
  type RangePreset,
} from './record-range';

/** What the records are filtered by; an empty category or vendor is "all". */
export interface RecordFilter {
  preset: RangePreset;
  days: DayRange;
  category: string;
  vendor: string;
}

export function initialFilter(today: Date): RecordFilter {
  return { preset: 'today', days: presetDays('today', today), category: '', vendor: '' };
}

export interface RecordFiltersProps {
  value: RecordFilter;
  onChange: (next: RecordFilter) => void;
  /** Whether the category and vendor apply (not to the wallet's transactions). */
  games: boolean;
}

/**
 * The date range (quick ranges and a custom one), the category and the vendor. The custom days
 * keep what was picked even while the range cannot be asked for, and say why under the fields.
 */
export function RecordFilters({ value, onChange, games }: RecordFiltersProps) {
  const { t } = useTranslation(['wallet', 'games']);
  const lanes = useVendorsByMerchantQuery();
  const categoryId = useId();
  const vendorId = useId();
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const categories = lanes.data?.sorting.filter((lane) => lanes.data?.mapping[lane]) ?? [];
  const vendorList = (
    value.category
      ? (lanes.data?.mapping[value.category] ?? [])
      : Object.values(lanes.data?.mapping ?? {}).flat()
  ).filter(
    (entry, index, all) => all.findIndex((other) => other.vassalage === entry.vassalage) === index,
  );
  const checked = rangeQuery(value.days);
  const problem = value.preset === 'custom' && !checked.ok ? checked.problem : undefined;
  const today = new Date();

  return (
    <div className={styles['filters']}>
      <div className={styles['presets']} role="group" aria-label={t('wallet:records.range')}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles['preset']}
            aria-pressed={value.preset === preset}
            onClick={() =>
              onChange({
                ...value,
                preset,
                days: preset === 'custom' ? value.days : presetDays(preset, today),
              })
            }
          >
            {t(`wallet:records.preset.${preset}`)}
          </button>
        ))}
      </div>
      {value.preset === 'custom' ? (
        <div className={styles['pair']}>
          <div className={styles['select']}>
            <label htmlFor={fromId}>{t('wallet:records.from')}</label>
            <input
              id={fromId}
              type="date"
              value={value.days.from}
              aria-invalid={problem !== undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) =>
                onChange({ ...value, days: { ...value.days, from: event.target.value } })
              }
            />
          </div>
          <div className={styles['select']}>
            <label htmlFor={toId}>{t('wallet:records.to')}</label>
            <input
              id={toId}
              type="date"
              value={value.days.to}
              aria-invalid={problem !== undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) =>
                onChange({ ...value, days: { ...value.days, to: event.target.value } })
              }
            />
          </div>
          {problem ? (
            <p id={problemId} role="alert" className={styles['failure']}>
              {t(`wallet:records.range_${problem}`)}
            </p>
          ) : null}
        </div>
      ) : null}
      {games ? (
        <div className={styles['pair']}>
          <div className={styles['select']}>
            <label htmlFor={categoryId}>{t('wallet:records.category')}</label>
            <select
              id={categoryId}
              value={value.category}
              onChange={(event) => onChange({ ...value, category: event.target.value, vendor: '' })}
            >
              <option value="">{t('wallet:records.all')}</option>
              {categories.map((lane) => (
                <option key={lane} value={lane}>
                  {t(`games:category.${lane}`, { defaultValue: lane })}
                </option>
              ))}
            </select>
          </div>
          <div className={styles['select']}>
            <label htmlFor={vendorId}>{t('wallet:records.vendor')}</label>
            <select
              id={vendorId}
              value={value.vendor}
              onChange={(event) => onChange({ ...value, vendor: event.target.value })}
            >
              <option value="">{t('wallet:records.all')}</option>
              {vendorList.map((entry) => (
                <option key={entry.vassalage} value={entry.vassalage}>
                  {entry.accountTypeName}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
    </div>
  );
}
