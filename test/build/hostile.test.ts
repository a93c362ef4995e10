/** Hostile content: titles, front matter and headings are escaped everywhere they land. */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'cheerio';

const ROOT = join(import.meta.dirname, '..', '..');
const EVIL = `</script><script>alert(1)</script><img src=x onerror=alert(2)>`;

describe('hostile content', () => {
  it('never lets a title, description or heading break out of HTML, attributes or embedded JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsite-evil-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(
      join(dir, 'docs', 'index.md'),
      `---\ntitle: "${EVIL.replace(/"/g, '\\"')}"\ndescription: "\\" onload=\\"alert(3)"\n---\n\n# Heading ${EVIL}\n\n## Sub ${EVIL}\n\n[x](javascript:alert(4)) [y](JAVASCRIPT:alert(5))\n`,
    );
    execFileSync(process.execPath, [join(ROOT, 'bin', 'docsite.js'), 'build', join(dir, 'docs')], { stdio: 'ignore', cwd: dir });
    const html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
    const $ = load(html);
    // Only the scripts the build itself writes; nothing from the content runs.
    expect($('script').filter((_, el) => /alert\(/.test($(el).html() ?? '') && $(el).attr('type') !== 'application/json').length).toBe(0);
    expect(html).not.toContain('<script>alert');
    expect($('img[onerror]').length).toBe(0);
    expect($('[onload]').length).toBe(0);
    expect($('title').text()).toBe(`${EVIL} - docs`);
    expect($('meta[name="description"]').attr('content')).toBe('" onload="alert(3)');
    const data = JSON.parse($('#__DOCSITE_DATA__').text());
    expect(data.page.title).toBe(EVIL);
    expect(html).not.toMatch(/href="javascript:/i);
    // Raw HTML in a .md heading renders (CommonMark), but disarmed.
    expect($('h2 script, h1 script').length).toBe(0);
    expect($('h2').first().text()).toContain('Sub');
  });
});
