import { useHelpCenterQuery, type HelpArticle } from '@mweb/api-client';
import { useLeaveApp } from '@mweb/api-client/leaving';
import { selectLanguage } from '@mweb/api-client/site';
import { useAppSelector } from '@mweb/api-client/store';
import { QueryState } from '@mweb/ui-connected';
import { SanitizedHtml } from '@mweb/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from './agreement-view.module.css';

/**
 * The operator's user agreement is the help centre's section titled "User agreement" (in the
 * member's language, or the English the platform falls back to): GATEWAY.md has no call of its own
 * for it, and the help centre is where the operator keeps its texts.
 */
export function agreementSection(
  articles: readonly HelpArticle[],
  titles: readonly string[],
): HelpArticle | undefined {
  const wanted = new Set(titles.map((title) => title.trim().toLocaleLowerCase()));
  return articles.find((article) => wanted.has(article.title.trim().toLocaleLowerCase()));
}

/**
 * The user agreement's terms, each under its heading, as the operator wrote them. The /m/agreement
 * screen and the register page's dialog both show this.
 */
export function AgreementView() {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const leave = useLeaveApp();
  const help = useHelpCenterQuery({ lang: language, device: 'MOBILE' });
  const terms = help.data
    ? agreementSection(help.data, [
        t('title.user_agreement'),
        t('title.user_agreement', { lng: 'en' }),
      ])
    : undefined;
  if (!terms || terms.children.length === 0 || help.isError) {
    return (
      <QueryState query={help} isEmpty={() => !terms || terms.children.length === 0} count={6} />
    );
  }
  return (
    <div className={styles['terms']}>
      {terms.children.map((term, index) => (
        <section key={term.title} aria-labelledby={`agreement-${index}`}>
          <h2 id={`agreement-${index}`} className={styles['heading']}>
            {term.title}
          </h2>
          <SanitizedHtml
            html={term.content}
            onLinkClick={(href) => void leave.open(href)}
            className={styles['content']}
          />
        </section>
      ))}
    </div>
  );
}
