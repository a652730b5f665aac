/**
 * The layers of Worknest, checked by `npm run lint:deps` (the first step of `npm test`).
 * docs/architecture.md explains them; this file states them. A rule here is the only place the
 * direction of an import is decided: change the document and this file together.
 *
 * Scanned: functions/src, packages/*\/src, web/src, infra, scripts/src (see the lint:deps script).
 * Tests are left out (a test may import any layer it exercises), and so are the fixtures of
 * scripts/src/dependency-rules.test.ts, which break these rules on purpose.
 */

/** The layers under the handlers: they must run from a request, a scheduled job, a queue or the CLI. */
const LOWER = '^functions/src/(domain|store|adapters|logging)/';
/** What only a request or an event from AWS reaches. */
const ENTRY = '^functions/src/(middleware|http|ws|webhooks)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere: a cycle means two modules are one module in two files.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lower-layers-not-to-entry',
      severity: 'error',
      comment:
        'domain, store, adapters (and logging) never import middleware, http, ws or webhooks: a rule must run ' +
        'from a scheduled job, a queue consumer or the CLI without pretending to be a request. Throw the ' +
        'errors of functions/src/domain/errors.ts; take the client address as an argument.',
      from: { path: LOWER },
      to: { path: ENTRY },
    },
    {
      name: 'lower-layers-not-to-jobs',
      severity: 'error',
      comment: 'Scheduled jobs are callers like handlers: domain, store and adapters never import them.',
      from: { path: LOWER },
      to: { path: '^functions/src/jobs/' },
    },
    {
      name: 'store-not-to-domain',
      severity: 'error',
      comment:
        'The store is data access only: it never imports the domain (the domain imports the store). ' +
        'The one exception is domain/errors.ts, the error vocabulary every layer throws (it imports nothing).',
      from: { path: '^functions/src/store/' },
      to: { path: '^functions/src/domain/', pathNot: '^functions/src/domain/errors\\.ts$' },
    },
    {
      name: 'errors-import-nothing',
      severity: 'error',
      comment: 'domain/errors.ts is imported by every layer of functions, so it imports none of them.',
      from: { path: '^functions/src/domain/errors\\.ts$' },
      to: { path: '^functions/' },
    },
    {
      name: 'adapters-not-to-domain',
      severity: 'error',
      comment: 'Adapters speak to AWS and Stripe; they take plain values and never import the domain.',
      from: { path: '^functions/src/adapters/' },
      to: { path: '^functions/src/domain/', pathNot: '^functions/src/domain/errors\\.ts$' },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'The SPA shares only packages/shared with the server: never functions, infra or scripts.',
      from: { path: '^web/' },
      to: { path: '^(functions|infra|scripts)/' },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared is imported by every app and imports none of them.',
      from: { path: '^packages/shared/' },
      to: { path: '^(functions|web|infra|scripts|test)/' },
    },
    {
      name: 'functions-not-to-tools',
      severity: 'error',
      comment: 'A Lambda never imports the CDK app, the scripts or the SPA.',
      from: { path: '^functions/' },
      to: { path: '^(web|infra|scripts)/' },
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment:
        'A web feature does not import another feature\'s internals: move what two features share to ' +
        'web/src/components or web/src/lib, or let web/src/app compose them.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-lower-not-to-features',
      severity: 'error',
      comment: 'web/src/components and web/src/lib sit under the features: they never import a feature or the app.',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)node_modules/',
        '\\.test\\.tsx?$',
        '\\.spec\\.tsx?$',
        '^infra/test/',
        '^infra/cdk\\.out/',
        '(^|/)dist/',
        '__fixtures__/',
      ],
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: false,
  },
};
