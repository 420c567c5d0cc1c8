import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {audiences, type Audience} from './_components/audiences';
import styles from './index.module.css';

function Hero(): ReactNode {
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          Mithril documentation
        </Heading>
        <p className={styles.heroLead}>
          Certified Cardano data in minutes instead of days: stake pools sign it together, and anyone can
          check the signature without trusting a server.
        </p>
        <nav aria-label="Start here" className={styles.ctaRow}>
          <Link className="button button--primary button--lg" to="/manual/welcome">
            Read the user manual
          </Link>
          <Link className="button button--secondary button--lg" to="/mithril/intro">
            Learn the concepts
          </Link>
          {/* A full page load of the prerendered reference, in this tab like every other internal
              link (a pathname:// link alone opens a new tab). */}
          <Link className="button button--secondary button--lg" href="pathname:///aggregator-api/" target="_self">
            Aggregator API
          </Link>
          <Link className="button button--secondary button--lg" to="/dev-blog">
            Dev blog
          </Link>
        </nav>
      </div>
    </div>
  );
}

function AudienceCard({title, text, link, linkLabel}: Audience): ReactNode {
  return (
    <article className={styles.card}>
      <Heading as="h3">{title}</Heading>
      <p>{text}</p>
      <Link to={link}>{linkLabel}</Link>
    </article>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout description="Mithril lets Cardano stake pools sign chain data together, so nodes, wallets and bridges can bootstrap and verify it quickly and without trust.">
      <Head>
        <html data-page="landing" />
      </Head>
      <main>
        <Hero />
        <div className={styles.main}>
        <section className="container" aria-labelledby="why-heading">
          <Heading as="h2" id="why-heading">
            Why Mithril?
          </Heading>
          <p className={styles.lead}>
            Syncing a Cardano full node from scratch takes more than a day, over 150 GB of disk and about 24 GB
            of memory. Mithril, built during Cardano&apos;s Basho scaling phase, replaces that replay with a
            snapshot certified by a stake-weighted majority of pool operators, so a client checks one short
            chain of certificates instead of every block.
          </p>
          <Link to="/mithril/beginner/why-use-mithril">Why use Mithril</Link>
        </section>
        <section className="container" aria-labelledby="who-heading">
          <Heading as="h2" id="who-heading">
            What it gives you
          </Heading>
          <div className={styles.grid}>
            {audiences.map((audience) => (
              <AudienceCard key={audience.title} {...audience} />
            ))}
          </div>
        </section>
        </div>
      </main>
    </Layout>
  );
}
