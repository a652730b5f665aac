/**
 * The layers of Worknest, checked by `npm run lint:deps` (the first step of `npm test`).
 * docs/architecture.md explains them; this file states them. Change the two together.
 *
 * Scanned: functions/src, packages (shared, local-cloud), web/src, infra, scripts/src and test (see the lint:deps
 * script). Test files themselves are left out (a test may import any layer it exercises), and so
 * are the fixtures of scripts/src/dependency-rules.test.ts, which break these rules on purpose.
 */

/** The layers under the callers: they must run from a request, a scheduled job, a queue consumer or the CLI. */
const LOWER = '^functions/src/(domain|store|adapters|logging)/';
/** The callers: what a request, an AWS event or a schedule reaches first. */
const CALLERS = '^functions/src/(middleware|http|ws|webhooks|jobs)/';
/** The error vocabulary every layer of functions throws; it imports nothing. */
const ERRORS = '^functions/src/domain/errors\\.ts$';

/** One forbidden direction: `from` may not import `to` (unless it matches `toNot`). */
function forbid(name, comment, from, to, toNot) {
  return { name, comment, severity: 'error', from: { path: from }, to: toNot ? { path: to, pathNot: toNot } : { path: to } };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: a cycle means two modules are one module in two files.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    forbid(
      'lower-layers-not-to-entry',
      'domain, store, adapters and logging never import middleware, http, ws, webhooks or jobs: a rule must run from a ' +
        'scheduled job, a queue consumer or the CLI without pretending to be a request. Throw the errors of ' +
        'functions/src/domain/errors.ts; take the session and the client address as arguments.',
      LOWER,
      CALLERS,
    ),
    forbid(
      'store-and-adapters-not-to-domain',
      'The store (data access) and the adapters (AWS, Stripe) take plain values and never import the domain; the domain ' +
        'imports them. The one exception is domain/errors.ts.',
      '^functions/src/(store|adapters)/',
      '^functions/src/domain/',
      ERRORS,
    ),
    {
      ...forbid(
        'no-fixtures-in-production',
        'A fixture (a folder named fixtures/ beside the tests that use it) is for tests: code that ships never imports one. ' +
          'A fixture may import another (the gateway\'s fixture handlers share report.ts).',
        '^(functions/src|web/src|packages/[^/]+/src)/',
        '/fixtures/',
      ),
      from: { path: '^(functions/src|web/src|packages/[^/]+/src)/', pathNot: '/fixtures/' },
    },
    forbid('errors-import-nothing', 'domain/errors.ts is imported by every layer of functions, so it imports none of them.', ERRORS, '^functions/'),
    forbid('web-not-to-server', 'The SPA shares only packages/shared with the server: never functions, infra or scripts.', '^web/', '^(functions|infra|scripts)/'),
    forbid('shared-imports-no-app', 'packages/shared is imported by every app and imports none of them.', '^packages/shared/', '^(functions|web|infra|scripts|test|packages/local-cloud)/'),
    forbid(
      'infra-reads-tables-only',
      'The CDK app reads the tables the functions declare (routes, jobs, topic subscribers, the function environment, the table ' +
        'definition, the metric names); it never imports handler, domain or store code.',
      '^infra/',
      '^functions/',
      '^functions/src/((routes|schedules|subscriptions)\\.ts|config/.+|store/table-definition\\.ts)$',
    ),
    forbid('functions-not-to-tools', 'A Lambda never imports the CDK app, the scripts, the local cloud or the SPA.', '^functions/', '^(web|infra|scripts|packages/local-cloud)/'),
    forbid(
      'local-cloud-is-a-tool',
      'packages/local-cloud (the AWS, Stripe and identity stand-ins of npm run dev and the tests) is started by scripts and test; ' +
        'the SPA, the CDK app and packages/shared never import it.',
      '^(web|infra|packages/shared)/',
      '^packages/local-cloud/',
    ),
    forbid(
      'local-cloud-not-to-callers',
      'packages/local-cloud is given the app\'s tables by its caller and imports only functions and packages/shared: never the ' +
        'scripts (seed, bench, cost, admin), the tests, the CDK app or the SPA.',
      '^packages/local-cloud/',
      '^(scripts|test|infra|web)/',
    ),
    forbid(
      'feature-not-to-other-feature',
      "A web feature does not import another feature's internals: move what two features share to web/src/components " +
        'or web/src/lib, or let web/src/app compose them.',
      '^web/src/features/([^/]+)/',
      '^web/src/features/([^/]+)/',
      '^web/src/features/$1/',
    ),
    forbid(
      'web-lower-not-to-features',
      'web/src/components and web/src/lib sit under the features: they never import a feature or the app.',
      '^web/src/(components|lib)/',
      '^web/src/(features|app)/',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['(^|/)node_modules/', '\\.test\\.tsx?$', '\\.spec\\.tsx?$', '^infra/test/', '^infra/cdk\\.out/', '(^|/)dist/', '__fixtures__/'],
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
