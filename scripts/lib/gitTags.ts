// Node-only: reads a git repository at its tags (for the hook history): the tags, and a tag's PHP files in one
// `git cat-file --batch` process rather than a process per file.
import { execFileSync } from 'node:child_process';

export function gitTags(repo: string): string[] {
  return execFileSync('git', ['-C', repo, 'tag', '--list'], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** Files at a tag whose paths pass `include`, with their contents. */
export function filesAtTag(repo: string, tag: string, include: (path: string) => boolean): { path: string; source: string }[] {
  const paths = execFileSync('git', ['-C', repo, 'ls-tree', '-r', '--name-only', tag], { encoding: 'utf8', maxBuffer: 1 << 26 })
    .split('\n')
    .filter((path) => path !== '' && include(path));
  if (paths.length === 0) return [];
  const output = execFileSync('git', ['-C', repo, 'cat-file', '--batch'], {
    input: paths.map((path) => `${tag}:${path}`).join('\n') + '\n',
    maxBuffer: 1 << 28,
  });
  const files: { path: string; source: string }[] = [];
  let offset = 0;
  for (const path of paths) {
    const headerEnd = output.indexOf(10, offset);
    const header = output.subarray(offset, headerEnd).toString('utf8');
    const size = Number(header.split(' ')[2]);
    const start = headerEnd + 1;
    files.push({ path, source: output.subarray(start, start + size).toString('utf8') });
    offset = start + size + 1;
  }
  return files;
}
