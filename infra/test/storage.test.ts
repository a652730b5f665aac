import { afterAll, describe, expect, it } from 'vitest';
import { allStacks, buildTestApp, resourcesOf } from './support';

describe('buckets', () => {
  const built = buildTestApp({ withSpaBuild: true });
  afterAll(() => built.cleanup());
  const stacks = allStacks(built.stacks);

  it('block all public access and deny requests without TLS, in every stack', () => {
    let buckets = 0;
    for (const stack of stacks) {
      const template = built.template(stack);
      const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
      for (const [id, bucket] of Object.entries(resourcesOf(template, 'AWS::S3::Bucket'))) {
        buckets++;
        expect(bucket.Properties!.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties!.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm, id).toBe('AES256');
        const policy = policies.find((p) => p.Properties!.Bucket.Ref === id);
        const denyInsecure = policy?.Properties!.PolicyDocument.Statement.find(
          (s: any) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
        );
        expect(denyInsecure, `${id} enforces TLS`).toBeDefined();
      }
    }
    expect(buckets).toBe(4); // SPA, uploads, and a logs bucket in each of their stacks
  });

  const storage = built.template(built.stacks.storage);
  const uploads = Object.values(resourcesOf(storage, 'AWS::S3::Bucket')).find((b) => b.Properties!.CorsConfiguration)!;

  it('lets the app origin upload with presigned and multipart requests (CORS, ETag exposed)', () => {
    const [rule] = uploads.Properties!.CorsConfiguration.CorsRules;
    expect(rule.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'POST', 'PUT']);
    expect(rule.ExposedHeaders).toEqual(['ETag']);
    expect(JSON.stringify(rule.AllowedOrigins)).toContain('https://');
    expect(JSON.stringify(rule.AllowedOrigins)).toContain('Distribution');
  });

  it('aborts incomplete multipart uploads after a day', () => {
    expect(uploads.Properties!.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
    );
  });

  it('expires staged photos nobody used after a day (issue 14)', () => {
    expect(uploads.Properties!.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: 'staging/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
  });

  it('refuses presigned writes to served photo keys: browsers upload to staging/ only (issue 14)', () => {
    const statements = Object.values(resourcesOf(storage, 'AWS::S3::BucketPolicy')).flatMap((p) => p.Properties!.PolicyDocument.Statement);
    const deny = statements.find((s: any) => s.Sid === 'NoPresignedWritesToServedPhotos');
    expect(deny).toMatchObject({ Effect: 'Deny', Principal: { AWS: '*' }, Action: 's3:PutObject', Condition: { StringEquals: { 's3:authType': 'REST-QUERY-STRING' } } });
    expect(JSON.stringify(deny.Resource)).toContain('/uploads/*');
  });

  it('lets only this distribution read uploads/* through Origin Access Control', () => {
    const policy = Object.values(resourcesOf(storage, 'AWS::S3::BucketPolicy')).find((p) =>
      JSON.stringify(p).includes('cloudfront.amazonaws.com'),
    )!;
    const grant = policy.Properties!.PolicyDocument.Statement.find((s: any) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(grant.Action).toBe('s3:GetObject');
    expect(JSON.stringify(grant.Resource)).toContain('/uploads/*');
    expect(JSON.stringify(grant.Condition.StringEquals['AWS:SourceArn'])).toContain('Distribution');
  });

  it('uses the stage’s own appOrigin verbatim for CORS when one is configured', () => {
    const origin = 'https://worknest.example.com';
    const configured = buildTestApp({ settings: { appOrigin: origin } });
    try {
      const bucket = Object.values(resourcesOf(configured.template(configured.stacks.storage), 'AWS::S3::Bucket')).find(
        (b) => b.Properties!.CorsConfiguration,
      )!;
      expect(bucket.Properties!.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([origin]);
    } finally {
      configured.cleanup();
    }
  });
});
