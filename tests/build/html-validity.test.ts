/*
 * The W3C Nu HTML Checker (vnu.jar, from the vnu-jar package) on every public page of the global
 * setup's build and the 404 page: no errors. One Java run checks them all (the JVM's start is most
 * of the time). It needs a Java runtime (11 or later) on the PATH.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtManifest } from '../helpers/built-manifest.ts';

const dist = '.test-dist';
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const manifest = builtManifest(dist);

interface Message {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function checkHtml(files: string[]): Promise<Message[]> {
  return new Promise((resolve, reject) => {
    // Exit status 1 means "found errors"; the report is JSON on stderr either way.
    execFile('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new Error('The Nu HTML Checker needs Java (11 or later) on the PATH: apt-get install openjdk-17-jre-headless'));
      try {
        resolve((JSON.parse(stderr) as { messages: Message[] }).messages);
      } catch {
        reject(new Error(`vnu.jar did not report: ${stderr || error?.message}`));
      }
    });
  });
}

describe('the Nu HTML Checker', () => {
  it('finds no error on any public page or the 404 page', async () => {
    const files = [...manifest.routes.filter((route) => route.public).map((route) => join(dist, route.file)), join(dist, '404.html')];
    expect(files.length).toBeGreaterThan(10);
    const errors = (await checkHtml(files)).filter((message) => message.type === 'error' || message.type === 'non-document-error');
    const report = errors.map((error) => `${error.url.replace(/^.*\.test-dist\//, '')}:${error.lastLine ?? '?'}  ${error.message}${error.extract ? `\n    ${error.extract.trim().slice(0, 160)}` : ''}`);
    expect(report).toEqual([]);
  }, 300_000);
});
