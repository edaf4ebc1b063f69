// The four documentation versions with their support status, read from the version catalogue.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { DOC_VERSIONS } from '@site/src/data/versions';

export default function VersionTable(): ReactNode {
  return (
    <table data-testid="version-table">
      <thead>
        <tr>
          <th scope="col">Docs</th>
          <th scope="col">Plugin release</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {DOC_VERSIONS.map((version) => (
          <tr key={version.name}>
            <th scope="row">
              <Link to={version.startPage}>{version.label}</Link>
            </th>
            <td>Gravity PDF {version.pluginRelease}</td>
            <td>{version.endOfLife === null ? 'Supported' : `End of life since ${version.endOfLife}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
