import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { appRoutes } from './router';

/**
 * Issue 29: opening a conversation logged react-router's development warning "Matched leaf route
 * at location "/app/messages/…" does not have an element or Component": the `:id` child only
 * selects the conversation, and says so with `element: null`. The warning exists only in
 * development builds (npm run dev), so the browser tests against the production build cannot see
 * it; this checks the condition react-router checks.
 */
describe('the route tree', () => {
  const routes = appRoutes(new QueryClient());
  it.each(['/app/messages', '/app/messages/0b7c5a44-9a3e-4f1e-9d55-2f3c1d2e4a10', '/app/listings', '/app/profile', '/app/bookings', '/app/hr', '/app/hr/offices', '/'])(
    'ends %s at a leaf that renders something or says it renders nothing',
    (path) => {
      const matches = matchRoutes(routes, path);
      expect(matches, path).not.toBeNull();
      const leaf = matches!.at(-1)!.route;
      expect(leaf.element !== undefined || leaf.Component !== undefined || leaf.lazy !== undefined, path).toBe(true);
    },
  );
});
