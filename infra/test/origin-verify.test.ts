import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '@worknest/functions/routes';
import { allStacks, buildTestApp, functionIdOf, grantsOf, resourcesOf } from './support';

/**
 * CloudFront proves itself to the HTTP API with a secret origin header, so the functions believe
 * CloudFront-Viewer-Address (per-IP rate limits) only on requests that came through CloudFront
 * (functions/src/middleware/viewer-address.ts; docs/adr/0006-client-ip-trusted-only-with-origin-secret.md).
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

  it('can be pinned to a version (rotation), which changes the reference in CloudFront only', () => {
    const versionId = '5f0c2a1e-8b7d-4c3e-9a6f-1d2e3f4a5b6c';
    const pinned = buildTestApp({ context: { originVerifyVersion: versionId } });
    try {
      const pinnedReference = `{{resolve:secretsmanager:worknest/dev/origin-verify:SecretString:::${versionId}}}`;
      const headers = JSON.stringify(pinned.template(pinned.stacks.web).toJSON());
      expect(headers).toContain(`"HeaderValue":"${pinnedReference}"`);
      // The functions read the secret at run time: nothing of theirs changes with a rotation.
      expect(JSON.stringify(pinned.apiTemplate().toJSON())).toBe(JSON.stringify(built.apiTemplate().toJSON()));
      expect(JSON.stringify(pinned.template(pinned.stacks.apiAuthorizer).toJSON())).toBe(JSON.stringify(built.template(built.stacks.apiAuthorizer).toJSON()));
    } finally {
      pinned.cleanup();
    }
    expect(() => buildTestApp({ context: { originVerifyVersion: 'AWSCURRENT; rm -rf' } })).toThrow(/originVerifyVersion/);
  });

  it('is in no function environment of any stack: the functions that check it read it at run time', () => {
    const perIpRoutes = httpRoutes.filter((route) => route.resources.includes('origin-secret')).map((route) => `${route.method} ${route.path}`);
    // The self-serve sign-up (issue 38) spends the sign-in budgets, per client address too.
    expect(perIpRoutes.sort()).toEqual(['POST /api/auth/request-magic-link', 'POST /api/company-signups', 'POST /api/demo-request', 'POST /api/waitlist']);
    let functions = 0;
    for (const stack of allStacks(built.stacks)) {
      const template = built.template(stack);
      for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
        functions += 1;
        const variables = fn.Properties!.Environment?.Variables ?? {};
        const dump = JSON.stringify(variables);
        expect(dump, `${stack.stackName}/${id}`).not.toContain('resolve:secretsmanager');
        expect(Object.keys(variables).filter((name) => name.startsWith('ORIGIN_VERIFY') && name !== 'ORIGIN_VERIFY_SECRET_NAME'), id).toEqual([]);
      }
    }
    expect(functions).toBeGreaterThan(httpRoutes.length);
    const api = Template.fromJSON({
      Resources: { ...(built.apiTemplate().toJSON() as { Resources: object }).Resources, ...(built.template(built.stacks.apiAuthorizer).toJSON() as { Resources: object }).Resources },
    });
    for (const key of [...perIpRoutes, 'HTTP API authorizer: CloudFront origin header']) {
      const fn = resourcesOf(api, 'AWS::Lambda::Function')[functionIdOf(api, key)]!;
      expect(fn.Properties!.Environment.Variables.ORIGIN_VERIFY_SECRET_NAME, key).toBeTruthy();
      expect(grantsOf(api, key).filter((grant) => JSON.stringify(grant.resource).includes('OriginVerify')), key).toEqual([
        { action: 'secretsmanager:GetSecretValue', resource: expect.anything() },
      ]);
    }
    // Every other HTTP function neither knows the secret's name nor may read it.
    for (const route of httpRoutes.filter((candidate) => !candidate.resources.includes('origin-secret'))) {
      const key = `${route.method} ${route.path}`;
      const fn = resourcesOf(api, 'AWS::Lambda::Function')[functionIdOf(api, key)]!;
      expect(fn.Properties!.Environment.Variables.ORIGIN_VERIFY_SECRET_NAME, key).toBeUndefined();
      expect(JSON.stringify(grantsOf(api, key)), key).not.toContain('OriginVerify');
    }
  });
});
