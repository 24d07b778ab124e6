import { useHelpCenterQuery } from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { useScreenPath, useScreenPaths } from '@mweb/api-client/screens';
import { selectLanguage } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { Button, Empty, SanitizedHtml } from '@mweb/ui-kit';
import { QueryState } from '@mweb/ui-connected';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { helpDetailQuery, helpEntryAt, helpLocationFrom } from '../help-location';
import shared from '../messages.module.css';
import styles from './help-pages.module.css';

/** The screen's frame around a state in place of the articles. */
const inPage = (state: ReactNode) => <main className={shared['page']}>{state}</main>;

/** The help articles in the member's language. */
function useHelpArticles() {
  const language = useAppSelector(selectLanguage);
  return useHelpCenterQuery({ lang: language, device: 'MOBILE' });
}

/**
 * An item's title without the number an operator may have typed before it ("1. Who may play"):
 * the list numbers its items itself, and "1. 1. Who may play" reads as a mistake.
 */
function unnumbered(title: string): string {
  return title.replace(/^\s*\d{1,3}\s*[.)、:]\s+/u, '') || title;
}

/** /m/help: the articles' titles with their numbered sub-items; a tap opens the item. */
export function HelpCentrePage() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const pathTo = useScreenPaths();
  const help = useHelpArticles();
  const { data } = help;
  if (!data || data.length === 0 || help.isError) {
    return (
      <QueryState
        query={help}
        isEmpty={(articles) => articles.length === 0}
        emptyTitle={t('help.empty')}
        count={6}
        frame={inPage}
      />
    );
  }
  return (
    <div className={styles['page']}>
      {data.map((article, articleIndex) => (
        <section
          key={article.title}
          className={styles['article']}
          aria-labelledby={`help-${articleIndex}`}
        >
          <h2 id={`help-${articleIndex}`} className={styles['articleTitle']}>
            {article.title}
          </h2>
          <ol className={styles['items']}>
            {article.children.map((item, itemIndex) => (
              <li key={item.title}>
                <button
                  type="button"
                  className={shared['row']}
                  onClick={() => {
                    const path = pathTo(
                      'helpDetail',
                      helpDetailQuery({ article: articleIndex, item: itemIndex }),
                    );
                    if (path) void navigate(path);
                  }}
                >
                  {unnumbered(item.title)}
                </button>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** /m/helpDetail?p=&c=: one item, restored from the query when opened directly. */
export function HelpDetailPage() {
  const { t } = useTranslation(['messages', 'common']);
  const navigate = useNavigate();
  const help = useScreenPath('help');
  const leave = useLeaveApp();
  const [search] = useSearchParams();
  const articles = useHelpArticles();
  const { data } = articles;
  if (!data || articles.isError) return <QueryState query={articles} count={6} frame={inPage} />;
  const entry = helpEntryAt(data, helpLocationFrom(search));
  if (!entry) {
    return (
      <div className={styles['page']}>
        <Empty
          title={t('common:in_no_data')}
          action={
            help ? (
              <Button onClick={() => void navigate(help, { replace: true })}>
                {t('messages:help.title')}
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }
  return (
    <article className={styles['page']} aria-labelledby="help-detail-title">
      <p className={styles['breadcrumb']}>{entry.article.title}</p>
      <h2 id="help-detail-title" className={styles['articleTitle']}>
        {entry.item.title}
      </h2>
      <SanitizedHtml
        html={entry.item.content}
        onLinkClick={(href) => void leave.open(href)}
        className={styles['content']}
      />
    </article>
  );
}
