// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pagesSettings } from './pages-settings';

describe('pagesSettings', () => {
  it('serves a project site under its repository name', () => {
    expect(pagesSettings({ repository: 'Robin-Quill/portfolio' })).toEqual({
      basePath: '/portfolio/',
      siteUrl: 'https://robin-quill.github.io',
      url: 'https://robin-quill.github.io/portfolio/',
    });
  });

  it('serves a user site and a custom domain at the root', () => {
    expect(pagesSettings({ repository: 'robin/robin.github.io' }).basePath).toBe('/');
    expect(pagesSettings({ repository: 'robin/portfolio', cname: 'www.example.com\n' })).toEqual({
      basePath: '/',
      siteUrl: 'https://www.example.com',
      url: 'https://www.example.com/',
    });
  });

  it('puts a pull request preview in its own folder', () => {
    expect(pagesSettings({ repository: 'robin/portfolio', pr: '12' }).url).toBe(
      'https://robin.github.io/portfolio/pr-preview/pr-12/',
    );
    expect(pagesSettings({ repository: 'robin/robin.github.io', pr: '3' }).basePath).toBe(
      '/pr-preview/pr-3/',
    );
  });

  it('refuses malformed input', () => {
    expect(() => pagesSettings({ repository: 'no-slash' })).toThrow(/owner\/name/);
    expect(() => pagesSettings({ repository: 'a/b', pr: '3/../..' })).toThrow(/digits only/);
    expect(() => pagesSettings({ repository: 'a/b', cname: 'http://x' })).toThrow(/host name/);
  });
});
