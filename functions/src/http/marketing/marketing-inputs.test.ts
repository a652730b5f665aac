import { demoRequestSubmissionSchema, marketingHistoryQuerySchema, marketingListQuerySchema } from '@worknest/shared/marketing';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { demoRequestBody, marketingHistoryQuery, marketingListQuery } from './marketing-inputs';

const valid = { name: 'Sam Smith', email: 'sam@acme.test', company: 'Acme', role: 'hr', companySize: '11-50' };
const lines: unknown[] = [undefined, null, 5, '', '   ', 'Sam', ' Sam \u0000 Smith ', 'a\u200bb', 'x'.repeat(100), 'x'.repeat(101), 'x'.repeat(120), 'x'.repeat(121), '😀'.repeat(100), ['Sam']];

describe('the marketing routes\' plain inputs answer as their zod schemas (issue 15)', () => {
  it('POST /api/demo-request', () => {
    const variants: Record<string, unknown>[] = [
      ...lines.map((name) => ({ name })),
      ...lines.map((company) => ({ company })),
      ...[undefined, '', '  ', 'sam@acme.test', ' SAM+x@Acme.test ', 'sam@', 5].map((email) => ({ email })),
      ...[undefined, 'hr', 'employee', 'ceo', 5].map((role) => ({ role })),
      ...[undefined, '1-10', '501+', '1000', null].map((companySize) => ({ companySize })),
      ...[undefined, '', '   ', 'Hello\nthere\r\n', 'x'.repeat(2000), 'x'.repeat(2001), 7].map((message) => ({ message })),
      ...[undefined, '', 'http://spam', 'x'.repeat(500), 'x'.repeat(501), 3].map((website) => ({ website })),
      { extra: 'dropped' },
    ];
    for (const change of variants) {
      const body = { ...valid, ...change };
      expect(answerOf(demoRequestBody, body), JSON.stringify(change)).toStrictEqual(answerOf(demoRequestSubmissionSchema, body));
    }
    for (const body of [undefined, {}, { name: '', email: '', company: '', role: '', companySize: '' }]) {
      expect(answerOf(demoRequestBody, body), JSON.stringify(body)).toStrictEqual(answerOf(demoRequestSubmissionSchema, body));
    }
  });

  it('GET /api/waitlist and /api/demo-request: ?limit=&cursor=', () => {
    for (const limit of [undefined, '', '1', '50', '100', '101', '0', '-1', '1.5', 'abc', ' 7 ', '1e2', 'Infinity']) {
      for (const cursor of [undefined, '', 'abc', 'x'.repeat(2000), 'x'.repeat(2001)]) {
        const query = { limit, cursor };
        expect(answerOf(marketingListQuery, query), JSON.stringify(query)).toStrictEqual(answerOf(marketingListQuerySchema, query));
      }
    }
    expect(answerOf(marketingListQuery, {})).toStrictEqual(answerOf(marketingListQuerySchema, {}));
  });

  it('GET /api/waitlist/history and /api/demo-request/history: ?email=', () => {
    for (const email of [undefined, '', ' ', 'sam@acme.test', ' Sam+X@ACME.test ', 'nope']) {
      expect(answerOf(marketingHistoryQuery, { email }), JSON.stringify(email)).toStrictEqual(answerOf(marketingHistoryQuerySchema, { email }));
    }
  });
});
