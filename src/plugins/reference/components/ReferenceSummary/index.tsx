// The summary at the top of every hook and API page: signature, parameters, return value, call sites and history. The
// build resolves it from the facts scanned from the plugin's source and the page's front matter (src/plugins/reference).
import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import { LATEST_VERSION } from '@site/src/data/versions';
import { type ReferenceModel } from '../../lib/model';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import Listeners from './Listeners';
import styles from './styles.module.css';

const KIND_LABELS: Record<ReferenceModel['kind'], string> = { filter: 'Filter', action: 'Action', api: 'API method' };

/** Where the plugin fires the hook, each place linked to its line at the tag; each place's arguments where they differ. */
function CallSites({ reference }: { reference: ReferenceModel }): ReactNode {
  const sites = reference.callSites;
  return (
    <div className={styles.callSites} data-testid="call-sites">
      <p className={styles.callSitesTitle}>
        {sites.length === 1 ? 'Fired from' : `Fired from ${sites.length} places`}
        {reference.argsVary && ', with different arguments'}
      </p>
      <ul>
        {sites.map((site) => (
          <li key={`${site.file}:${site.line}`}>
            {site.url ? (
              <a href={site.url}>
                <code>
                  {site.file}:{site.line}
                </code>
              </a>
            ) : (
              <code>
                {site.file}:{site.line}
              </code>
            )}
            {site.enclosing && (
              <>
                {' '}
                in <code>{site.enclosing}</code>
              </>
            )}
            {reference.argsVary && (
              <>
                : <code>{site.args.join(', ') || '(no arguments)'}</code>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function ReferenceSummary({ reference }: { reference: ReferenceModel }): ReactNode {
  const hasDefaults = reference.params.some((param) => param.default !== undefined);
  return (
    <section
      className={styles.summary}
      aria-label={`${KIND_LABELS[reference.kind]} reference`}
      data-testid="reference-summary"
      // The title and prose already name the hook; table cells run together into unreadable search snippets.
      data-pagefind-ignore="all"
    >
      <dl className={styles.facts}>
        <div>
          <dt>Type</dt>
          <dd>{reference.language === 'js' ? `JavaScript ${KIND_LABELS[reference.kind].toLowerCase()}` : KIND_LABELS[reference.kind]}</dd>
        </div>
        {reference.since && (
          <div>
            <dt>Since</dt>
            <dd>{reference.since}</dd>
          </div>
        )}
        {reference.source && (
          <div>
            <dt>{reference.kind === 'api' ? 'Offered by' : 'Fired by'}</dt>
            <dd>{reference.source}</dd>
          </div>
        )}
      </dl>
      {reference.notInVersion ? (
        <p className={styles.notice}>This version of the plugin does not fire this hook; the page explains what to use instead.</p>
      ) : (
        <CodeBlock language={reference.language} title={reference.kind === 'api' ? 'Signature' : 'How the plugin calls it'}>
          {reference.signature}
        </CodeBlock>
      )}
      {reference.params.length > 0 && (
        <table className={styles.params}>
          <caption>Parameters</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              {hasDefaults && <th scope="col">Default</th>}
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {reference.params.map((param) => (
              <tr key={param.name}>
                <th scope="row" data-label="Name">
                  <code>{param.name}</code>
                </th>
                <td data-label="Type">
                  <code>{param.type}</code>
                </td>
                {hasDefaults && <td data-label="Default">{param.default === undefined ? 'required' : <code>{param.default}</code>}</td>}
                <td data-label="Description">
                  <InlineMarkdown source={param.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {reference.returns && (
        <p className={styles.returns}>
          <strong>Returns</strong> <code>{reference.returns.type}</code>: <InlineMarkdown source={reference.returns.description} />
        </p>
      )}
      {reference.latest && (
        <p className={styles.latest} data-testid="reference-latest">
          {reference.latest.removedIn ? (
            <>
              <strong>Removed in {reference.latest.removedIn}:</strong> later releases no longer fire this hook.
              {reference.latest.route && (
                <>
                  {' '}
                  <Link to={reference.latest.route}>The {LATEST_VERSION.label} page says what to use instead.</Link>
                </>
              )}
            </>
          ) : (
            reference.latest.route && (
              <>
                Still fired by Gravity PDF {LATEST_VERSION.pluginRelease.replace('.x', '')}:{' '}
                <Link to={reference.latest.route}>see its {LATEST_VERSION.label} page</Link>.
              </>
            )
          )}
        </p>
      )}
      {reference.callSites.length > 0 && <CallSites reference={reference} />}
      {reference.listeners && reference.listeners.rows.length > 0 && <Listeners listeners={reference.listeners} />}
      {reference.history.length > 0 && (
        <table className={styles.params}>
          <caption>Changelog</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {reference.history.map((change) => (
              <tr key={`${change.release}-${change.change}`}>
                <th scope="row" data-label="Version">
                  {change.release}
                </th>
                <td data-label="Change">
                  <InlineMarkdown source={change.change} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {reference.errors.length > 0 && (
        <table className={styles.params}>
          <caption>Errors</caption>
          <thead>
            <tr>
              <th scope="col">WP_Error code</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {reference.errors.map((error) => (
              <tr key={error.code}>
                <th scope="row" data-label="Code">
                  <code>{error.code}</code>
                </th>
                <td data-label="When">
                  <InlineMarkdown source={error.when} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
