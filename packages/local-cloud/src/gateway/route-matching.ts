import type { HttpRoute } from '@worknest/functions/routes';

/**
 * HTTP API route selection: the request's method and path against the route table. As on AWS,
 * the most specific route wins: at the first segment where two candidates differ, a literal
 * segment beats `{param}`, which beats a greedy `{proxy+}`.
 */

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

export interface CompiledRoute {
  route: HttpRoute;
  routeKey: string;
  segments: Segment[];
}

export interface RouteMatch {
  route: HttpRoute;
  /** `GET /api/listings/{id}`: what API Gateway puts in `routeKey`, and what the handler kit looks up. */
  routeKey: string;
  /** URL-decoded values, or undefined when the route has no variables (AWS omits the field). */
  pathParameters: Record<string, string> | undefined;
}

/** Literal beats param beats greedy; the numbers order candidates. */
const RANK = { literal: 0, param: 1, greedy: 2 } as const;

export function compileRoutes(routes: readonly HttpRoute[]): CompiledRoute[] {
  return routes.map((route) => ({ route, routeKey: `${route.method} ${route.path}`, segments: parseTemplate(route.path) }));
}

function parseTemplate(path: string): Segment[] {
  return path
    .split('/')
    .slice(1)
    .map((part): Segment => {
      const variable = /^\{([^{}]+)\}$/.exec(part);
      if (!variable) return { kind: 'literal', value: part };
      const name = variable[1]!;
      return name.endsWith('+') ? { kind: 'greedy', name: name.slice(0, -1) } : { kind: 'param', name };
    });
}

/** `rawPath` is the path as received (still percent-encoded), without the query string. */
export function matchRoute(compiled: readonly CompiledRoute[], method: string, rawPath: string): RouteMatch | undefined {
  const rawSegments = rawPath.split('/').slice(1);
  const candidates: { compiled: CompiledRoute; params: Record<string, string> }[] = [];
  for (const entry of compiled) {
    if (entry.route.method !== method) continue;
    const params = matchSegments(entry.segments, rawSegments);
    if (params) candidates.push({ compiled: entry, params });
  }
  candidates.sort((a, b) => compareSpecificity(a.compiled.segments, b.compiled.segments));
  const best = candidates[0];
  if (!best) return undefined;
  const hasParams = best.compiled.segments.some((s) => s.kind !== 'literal');
  return { route: best.compiled.route, routeKey: best.compiled.routeKey, pathParameters: hasParams ? best.params : undefined };
}

function matchSegments(template: Segment[], rawSegments: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const segment = template[i]!;
    const raw = rawSegments[i];
    if (raw === undefined) return undefined;
    if (segment.kind === 'greedy') {
      // A greedy variable takes the rest of the path and must not be empty.
      const rest = rawSegments.slice(i).join('/');
      if (rest === '') return undefined;
      params[segment.name] = safeDecode(rest);
      return params;
    }
    if (segment.kind === 'literal') {
      if (safeDecode(raw) !== segment.value) return undefined;
    } else {
      if (raw === '') return undefined;
      params[segment.name] = safeDecode(raw);
    }
  }
  return rawSegments.length === template.length ? params : undefined;
}

function compareSpecificity(a: Segment[], b: Segment[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const rankA = a[i] ? RANK[a[i]!.kind] : -1;
    const rankB = b[i] ? RANK[b[i]!.kind] : -1;
    if (rankA !== rankB) return rankA - rankB;
  }
  return 0;
}

/** A malformed escape (`%zz`) stays as it was rather than failing the request. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
