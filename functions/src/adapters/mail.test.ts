import { describe, expect, it } from 'vitest';
import { withSupportLine } from './mail';

describe('the support line of every e-mail', () => {
  const mail = { to: 'a@b.example', subject: 'Hi', text: 'Hello.', html: '<html><body><p>Hello.</p></body></html>' };

  it('ends the text and the HTML body with the stage’s support address', () => {
    const sent = withSupportLine(mail, 'help@stage.example');
    expect(sent.text).toBe('Hello.\n\nQuestions? Write to help@stage.example.');
    expect(sent.html).toMatch(/<p>Hello\.<\/p><p [^>]+>Questions\? Write to <a href="mailto:help@stage\.example"[^>]*>help@stage\.example<\/a>\.<\/p><\/body><\/html>$/);
  });

  it('appends to HTML without a body element', () => {
    expect(withSupportLine({ ...mail, html: '<p>x</p>' }, 'help@stage.example').html).toMatch(/^<p>x<\/p><p .*help@stage\.example/);
  });
});
