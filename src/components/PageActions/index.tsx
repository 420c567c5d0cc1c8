import {useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownTwinPath} from '@site/shared/markdownTwin';
import styles from './styles.module.css';

interface Props {
  /** The page's route, base URL included (e.g. /doc/manual/welcome). */
  permalink: string;
}

/**
 * "Copy page" and "View as Markdown" for the page's Markdown twin (plugins/llms). Only the markup is
 * here: the copy code (./copy.ts) loads when the button is used. The result is announced in a
 * live region.
 */
export default function PageActions({permalink}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const twin = markdownTwinPath(permalink, siteConfig.baseUrl);
  const [message, setMessage] = useState('');
  const copy = () => {
    setMessage('Copying…');
    import('./copy').then(
      ({copyMarkdown}) => copyMarkdown(twin).then(setMessage),
      () => setMessage('Copy failed: the copy code could not be loaded. Use View as Markdown instead.'),
    );
  };
  return (
    <div className={`${styles.actions} page-actions`} role="group" aria-label="This page as Markdown">
      <button type="button" className="button button--sm button--outline button--primary" onClick={copy}>
        Copy page
      </button>
      <a className="button button--sm button--outline button--primary" href={twin} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status">
        {message}
      </span>
    </div>
  );
}
