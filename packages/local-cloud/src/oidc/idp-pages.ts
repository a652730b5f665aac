/** The local identity provider's pages: plain HTML, labelled fields, usable with a keyboard. */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f5f9; color: #0f172a; }
  main { box-sizing: border-box; width: min(100% - 2rem, 24rem); background: #fff; border: 1px solid #cbd5e1; border-radius: 0.75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
  p { margin: 0 0 1rem; color: #334155; font-size: 0.95rem; }
  label { display: block; font-weight: 600; font-size: 0.9rem; margin: 0.75rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem 0.7rem; border: 1px solid #64748b; border-radius: 0.4rem; font: inherit; }
  input:focus, button:focus { outline: 3px solid #2563eb; outline-offset: 2px; }
  button { margin-top: 1.25rem; width: 100%; padding: 0.65rem; border: 0; border-radius: 0.4rem; background: #1d4ed8; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .error { color: #b91c1c; font-weight: 600; }
  .brand { font-size: 0.8rem; letter-spacing: 0.08em; text-transform: uppercase; color: #475569; margin-bottom: 0.75rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function loginPage(input: { action: string; email: string; error?: string; clientName: string }): string {
  return page(
    'Sign in · Local identity provider',
    `<div class="brand">Local identity provider</div>
<h1>Sign in</h1>
<p>to continue to ${escapeHtml(input.clientName)}</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}" autocomplete="off">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required value="${escapeHtml(input.email)}" ${input.email ? '' : 'autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required ${input.email ? 'autofocus' : ''}>
  <button type="submit">Continue</button>
</form>`,
  );
}

export function consentPage(input: { action: string; clientName: string; email: string }): string {
  return page(
    'Allow access · Local identity provider',
    `<div class="brand">Local identity provider</div>
<h1>Allow ${escapeHtml(input.clientName)}?</h1>
<p>${escapeHtml(input.clientName)} will learn your name and your e-mail address (${escapeHtml(input.email)}). You are asked once.</p>
<form method="post" action="${escapeHtml(input.action)}">
  <button type="submit">Allow</button>
</form>`,
  );
}

export function errorPage(message: string): string {
  return page('Error · Local identity provider', `<div class="brand">Local identity provider</div><h1>Something went wrong</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
