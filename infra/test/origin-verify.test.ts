import { afterAll, describe, expect, it } from 'vitest';
import { httpRoutes, webSocketRoutes } from '@worknest/functions/routes';
import { buildTestApp, functionIdOf, grantsOf, resourcesOf } from './support';

/**
 * CloudFront proves itself to the HTTP API with a secret origin header, so the functions believe
 * CloudFront-Viewer-Address (per-IP rate limits) only on requests that came through CloudFront
 * (functions/src/middleware/viewer-address.ts; docs/decisions.md).
 */
describe('origin secret between CloudFront and the HTTP API', () => {
  const built = buildTestApp();
  afterAll(() => built.cleanup());
  const reference = '{{resolve:secretsmanager:worknest/dev/origin-verify:SecretString:::}}';
  const web = built.template(built.stacks.web);
  const config = Object.values(resourcesOf(web, 'AWS::CloudFront::Distribution'))[0]!.Properties!.DistributionConfig;
  const originOf = (pattern: string) => {
    const behaviour = pattern === 'default' ? config.DefaultCacheBehavior : config.CacheBehaviors.find((b: any) => b.PathPattern === pattern);
    return config.Origins.find((o: any) => o.Id === behaviour.TargetOriginId);
  };

  it('is a generated Secrets Manager secret, never a value in the templates', () => {
    const secrets = built.template(built.stacks.secrets);
    secrets.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'worknest/dev/origin-verify',
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
    });
    const [secret] = Object.values(resourcesOf(secrets, 'AWS::SecretsManager::Secret')).filter((s) => s.Properties!.Name === 'worknest/dev/origin-verify');
    expect(secret!.Properties!.SecretString).toBeUndefined();
  });

  it('is sent by CloudFront to the HTTP API origin (/api/*, /_health) only, as a dynamic reference', () => {
    for (const pattern of ['/api/*', '/_health']) {
      expect(originOf(pattern).OriginCustomHeaders, pattern).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: reference }]);
    }
    for (const pattern of ['default', '/ws', '/uploads/*']) expect(originOf(pattern).OriginCustomHeaders, pattern).toBeUndefined();
    // By name: no cross-stack export of the secret, but the web stack deploys after the secret exists.
    expect(built.stacks.web.dependencies).toContain(built.stacks.secrets);
  });

  it('can be pinned to a version (rotation), which changes the reference in CloudFront and every function', () => {
    const versionId = '5f0c2a1e-8b7d-4c3e-9a6f-1d2e3f4a5b6c';
    const pinned = buildTestApp({ context: { originVerifyVersion: versionId } });
    try {
      const pinnedReference = `{{resolve:secretsmanager:worknest/dev/origin-verify:SecretString:::${versionId}}}`;
      const headers = JSON.stringify(pinned.template(pinned.stacks.web).toJSON());
      expect(headers).toContain(`"HeaderValue":"${pinnedReference}"`);
      const api = pinned.apiTemplate();
      for (const fn of Object.values(resourcesOf(api, 'AWS::Lambda::Function'))) {
        expect(fn.Properties!.Environment.Variables.ORIGIN_VERIFY_SECRET).toBe(pinnedReference);
      }
    } finally {
      pinned.cleanup();
    }
    expect(() => buildTestApp({ context: { originVerifyVersion: 'AWSCURRENT; rm -rf' } })).toThrow(/originVerifyVersion/);
  });

  it('is in the environment of every HTTP function, and of no WebSocket function', () => {
    const api = built.apiTemplate();
    const realtime = built.template(built.stacks.realtime);
    for (const route of httpRoutes) {
      const key = `${route.method} ${route.path}`;
      const fn = resourcesOf(api, 'AWS::Lambda::Function')[functionIdOf(api, key)]!;
      expect(fn.Properties!.Environment.Variables.ORIGIN_VERIFY_SECRET, key).toBe(reference);
      // CloudFormation resolves the value at deploy time: no function may read the secret itself.
      expect(JSON.stringify(grantsOf(api, key)), key).not.toContain('origin-verify');
    }
    for (const route of webSocketRoutes) {
      const fn = resourcesOf(realtime, 'AWS::Lambda::Function')[functionIdOf(realtime, route.routeKey)]!;
      expect(fn.Properties!.Environment.Variables.ORIGIN_VERIFY_SECRET, route.routeKey).toBeUndefined();
    }
  });
});
