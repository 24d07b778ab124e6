import { BRAND_NAME } from '../config';
import { HomeHeader } from './home-header';
import styles from './home-page.module.css';

/** The home page. Its banner, marquee, quick navigation and game sections arrive with their features. */
export function HomePage() {
  return (
    <>
      <HomeHeader />
      <main className={styles['page']} aria-labelledby="home-title">
        <h1 id="home-title" className={styles['title']}>
          {BRAND_NAME}
        </h1>
      </main>
    </>
  );
}
