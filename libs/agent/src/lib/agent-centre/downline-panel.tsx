import { useDownlineQuery } from '@mweb/api-client';
import { isAgent } from '@mweb/api-client/session';
import { formatAmount, formatDate } from '@mweb/i18n';
import { Button } from '@mweb/ui-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../agent.module.css';
import { Field } from './field';
import { ListPager, QueryState } from '@mweb/ui-connected';

/** How many downline members a page holds. */
export const DOWNLINE_PAGE_SIZE = 20;

/** The downline, paged and searchable by user name, with each member's activity. */
export function DownlinePanel() {
  const { t, i18n } = useTranslation('agent');
  const [typed, setTyped] = useState('');
  const [userName, setUserName] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const downline = useDownlineQuery({
    pageNo,
    pageSize: DOWNLINE_PAGE_SIZE,
    ...(userName ? { userName } : {}),
  });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setUserName(typed.trim());
    setPageNo(1);
  };
  return (
    <section className={styles['card']} aria-label={t('centre.tab.downline')}>
      <form className={styles['row']} role="search" onSubmit={onSearch}>
        <Field
          label={t('downline.search')}
          value={typed}
          maxLength={64}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('downline.search_action')}
        </Button>
      </form>
      <QueryState
        query={downline}
        isEmpty={(page) => page.content.length === 0}
        emptyTitle={t('downline.empty')}
      >
        {(page) => (
          <>
            <p className={styles['muted']}>{t('downline.count', { count: page.totalCount })}</p>
            <ul className={styles['list']}>
              {page.content.map((member) => (
                <li key={member.userName}>
                  <article className={styles['card']} aria-label={member.userName}>
                    <h3 className={styles['heading']}>{member.userName}</h3>
                    <dl className={styles['facts']}>
                      <dt>{t('downline.type')}</dt>
                      <dd>{t(isAgent(member.type) ? 'downline.agent' : 'downline.member')}</dd>
                      <dt>{t('downline.joined')}</dt>
                      <dd>{formatDate(member.joinedAt, i18n.language)}</dd>
                      <dt>{t('downline.bets')}</dt>
                      <dd>{formatAmount(member.betAmount)}</dd>
                      <dt>{t('downline.rebate')}</dt>
                      <dd>{formatAmount(member.rebateAmount)}</dd>
                    </dl>
                  </article>
                </li>
              ))}
            </ul>
            <ListPager pageNo={page.pageNum} totalPages={page.totalPages} onPage={setPageNo} />
          </>
        )}
      </QueryState>
    </section>
  );
}
