'use client';

import styles from './hero.module.css';

/**
 * First screen of the home page: what the academy offers and a search that opens the catalogue's results.
 * A client component without props: the page's data then holds a reference to it, not its element tree.
 */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <p className={styles.kicker}>Live classes, online and near you</p>
        <h1 id="hero-title" className={styles.title}>
          Learn the skill you have always wanted, from trainers who teach live
        </h1>
        <p className={styles.lead}>
          Dance, music, art, design, wellness, technology and languages: small batches, flexible timings and a free
          demo class before you enrol.
        </p>
        {/* A plain GET form: the search works before (and without) JavaScript. */}
        <form action="/course" method="get" role="search" className={styles.search}>
          <label htmlFor="hero-search" className="visually-hidden">Search courses</label>
          <input id="hero-search" name="search" type="search" placeholder="Search for..." required className={styles.input} />
          <button type="submit" className={styles.button}>Search</button>
        </form>
        <ul className={styles.facts}>
          <li><strong>7</strong> categories</li>
          <li><strong>50+</strong> courses</li>
          <li><strong>Free</strong> demo class</li>
        </ul>
      </div>
    </section>
  );
}
