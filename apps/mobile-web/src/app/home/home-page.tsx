import { BRAND_NAME } from '../config';
import { HomeHeader } from './home-header';
import { HomeSections } from './home-sections';
import styles from './home-page.module.css';

/** The home page: download invitation, banners, announcements and quick links; game sections arrive with the games feature. */
export function HomePage() {
  return (
    <>
      <HomeHeader />
      <main className={styles['page']} aria-labelledby="home-title">
        <h1 id="home-title" className={styles['title']}>
          {BRAND_NAME}
        </h1>
        <HomeSections />
      </main>
    </>
  );
}
