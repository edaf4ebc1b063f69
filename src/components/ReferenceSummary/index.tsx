// The signature block and parameters table at the top of every hook and API page, rendered from the page's front matter.
import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { inlineParts, type ReferenceModel } from '@site/src/lib/reference';
import styles from './styles.module.css';

function Inline({ source }: { source: string }): ReactNode {
  return inlineParts(source).map((part, index) =>
    part.kind === 'code' ? (
      <code key={index}>{part.value}</code>
    ) : part.kind === 'strong' ? (
      <strong key={index}>{part.value}</strong>
    ) : (
      part.value
    ),
  );
}

const KIND_LABELS: Record<ReferenceModel['kind'], string> = { filter: 'Filter', action: 'Action', api: 'API method' };

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
            <dt>Plugin</dt>
            <dd>{reference.source}</dd>
          </div>
        )}
        {reference.file && (
          <div>
            <dt>Fired in</dt>
            <dd>
              <code>{reference.file}</code>
            </dd>
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
                  <Inline source={param.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {reference.returns && (
        <p className={styles.returns}>
          <strong>Returns</strong> <code>{reference.returns.type}</code>: <Inline source={reference.returns.description} />
        </p>
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
                  <Inline source={error.when} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
