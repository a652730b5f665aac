import { describe, expect, it } from 'vitest';
import { demoRequestSchema, demoRequestSubmissionSchema, waitlistSchema, waitlistSubmissionSchema } from './marketing';
import { DEMO_FORM_MESSAGES, QUICK_FORM_MESSAGES, WAITLIST_MODAL_MESSAGES } from './marketing-options';

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('waitlistSubmissionSchema (SPEC §5 shared messages)', () => {
  it.each([
    [{ role: 'hr', companyName: 'Acme' }, { email: 'Please enter a valid work email' }],
    [{ email: 'ada@acme', role: 'hr', companyName: 'Acme' }, { email: 'Please enter a valid work email' }],
    [{ email: 'ada@acme.test', companyName: 'Acme' }, { role: 'Please select a role' }],
    [{ email: 'ada@acme.test', role: 'ceo' }, { role: 'Please select a role' }],
    [{ email: 'ada@acme.test', role: 'leadership' }, { companyName: 'Please enter your company name' }],
    [{ email: 'ada@acme.test', role: 'ops', companyName: '   ' }, { companyName: 'Please enter your company name' }],
  ])('%j fails with %j', (input, expected) => {
    expect(messagesOf(waitlistSubmissionSchema.safeParse(input))).toEqual(expected);
  });

  it('needs no company name from an employee, nor from the quick form', () => {
    expect(waitlistSubmissionSchema.safeParse({ email: 'sam@acme.test', role: 'employee' }).success).toBe(true);
    expect(waitlistSubmissionSchema.safeParse({ email: 'sam@acme.test', role: 'hr', source: 'quick' }).success).toBe(true);
  });

  it('reports a missing company name together with an invalid e-mail', () => {
    expect(messagesOf(waitlistSubmissionSchema.safeParse({ email: 'x', role: 'hr' }))).toEqual({
      email: 'Please enter a valid work email',
      companyName: 'Please enter your company name',
    });
  });

  it('refuses a missing or non-object body with an issue, never an exception', () => {
    for (const input of [undefined, null, 'text']) expect(waitlistSubmissionSchema.safeParse(input).success).toBe(false);
  });

  it('normalizes the e-mail and defaults the source to the modal', () => {
    const parsed = waitlistSubmissionSchema.parse({ email: ' Ada@Acme.TEST ', role: 'employee' });
    expect(parsed.email).toBe('ada@acme.test');
    expect(parsed.source).toBe('modal');
  });

  it('accepts only the listed company sizes and regions', () => {
    const base = { email: 'ada@acme.test', role: 'hr', companyName: 'Acme' };
    expect(waitlistSubmissionSchema.safeParse({ ...base, companySize: '51-200', regions: ['europe'] }).success).toBe(true);
    expect(waitlistSubmissionSchema.safeParse({ ...base, companySize: '42' }).success).toBe(false);
    expect(waitlistSubmissionSchema.safeParse({ ...base, regions: ['mars'] }).success).toBe(false);
  });
});

describe('form messages (SPEC §5 quick waitlist, waitlist modal, demo modal)', () => {
  it('quick form', () => {
    expect(messagesOf(waitlistSchema(QUICK_FORM_MESSAGES).safeParse({ email: '', role: '', source: 'quick' }))).toEqual({
      email: 'Please enter your email address.',
      role: 'Please select a role.',
    });
    expect(messagesOf(waitlistSchema(QUICK_FORM_MESSAGES).safeParse({ email: 'a@b', role: 'hr', source: 'quick' }))).toEqual({
      email: 'Please enter a valid work email.',
    });
  });

  it('waitlist modal', () => {
    expect(messagesOf(waitlistSchema(WAITLIST_MODAL_MESSAGES).safeParse({ email: '', role: 'hr' }))).toEqual({
      email: 'Please fill in this field.',
      companyName: 'Please enter your company name.',
    });
  });

  it('demo modal', () => {
    expect(messagesOf(demoRequestSchema(DEMO_FORM_MESSAGES).safeParse({ name: '', email: '', company: '', role: '', companySize: '' }))).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email.',
      company: 'Please enter your company name.',
      role: 'Please select a role.',
      companySize: 'Please select company size.',
    });
    expect(messagesOf(demoRequestSchema(DEMO_FORM_MESSAGES).safeParse({ name: 'A', email: 'nope', company: 'C', role: 'hr', companySize: '1-10' }))).toEqual({
      email: 'Invalid email',
    });
  });
});

describe('demoRequestSubmissionSchema', () => {
  it('has the shared messages and an optional message', () => {
    expect(messagesOf(demoRequestSubmissionSchema.safeParse({}))).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid work email',
      company: 'Please enter your company name',
      role: 'Please select a role',
      companySize: 'Please select company size',
    });
    const parsed = demoRequestSubmissionSchema.parse({ name: 'Ada', email: 'ada@acme.test', company: 'Acme', role: 'hr', companySize: '501+', message: '  ' });
    expect(parsed.message).toBeUndefined();
  });
});
