/** Remote search mode: asks a search service instead of loading an index. */
import type { Highlight, HitType, SearchGroup } from './query.ts';

export interface RemoteOptions {
  apiUrl: string;
  keyword: string;
  limit: number;
  searchIndexes: string[];
  lang: string;
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
}

/** A hit as a remote search service may send it (lenient: our own shape or the spec's fields). */
interface RemoteHit {
  type?: string;
  title?: string;
  header?: string;
  link?: string;
  routePath?: string;
  anchor?: string;
  statement?: string;
  highlights?: Highlight[];
  highlightInfoList?: { start: number; length: number }[];
}

/**
 * Remote mode: GET `<apiUrl>?keyword=…&limit=…&searchIndexes=a,b&lang=…`; the answer is a list of
 * `{ index, hits }`. Any failure is logged and gives no results.
 */
export async function remoteSearch(options: RemoteOptions): Promise<SearchGroup[]> {
  const params = new URLSearchParams({
    keyword: options.keyword,
    limit: String(options.limit),
    searchIndexes: options.searchIndexes.join(','),
    lang: options.lang,
  });
  const sep = options.apiUrl.includes('?') ? '&' : '?';
  try {
    const response = await (options.fetchImpl ?? fetch)(options.apiUrl + sep + params.toString(), { signal: options.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = (await response.json()) as { index?: string; hits?: RemoteHit[] }[];
    if (!Array.isArray(data)) throw new Error('unexpected answer');
    const groups = new Map<string, SearchGroup>();
    let count = 0;
    for (const group of data) {
      for (const hit of group?.hits ?? []) {
        if (count >= options.limit) break;
        const link = String(hit.link ?? hit.routePath ?? '');
        if (!link) continue;
        const hash = link.indexOf('#');
        const routePath = hash === -1 ? link : link.slice(0, hash);
        const anchor = hit.anchor ?? (hash === -1 ? '' : link.slice(hash + 1));
        const type: HitType = hit.type === 'title' || hit.type === 'header' ? hit.type : 'content';
        const title = String(hit.title ?? '');
        let g = groups.get(routePath);
        if (!g) groups.set(routePath, (g = { routePath, title, hits: [] }));
        const highlights = (hit.highlights ?? hit.highlightInfoList ?? []).filter(
          (h) => h && Number.isFinite(h.start) && Number.isFinite(h.length),
        );
        g.hits.push({
          type,
          header: String(hit.header ?? title),
          anchor,
          statement: hit.statement === undefined ? undefined : String(hit.statement),
          highlights,
        });
        count++;
      }
    }
    return [...groups.values()];
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') return [];
    console.error('Remote search failed:', error);
    return [];
  }
}
