import { describe, expect, it } from 'vitest';
import { serverIssues } from './server-issues';

describe('serverIssues', () => {
  it('reads the issues of a JSON error answer', () => {
    const error = new Error('400: {"message":"Bad","issues":[{"path":"images.0","message":"Photo not found"},{"path":1}]}');
    expect(serverIssues(error)).toEqual([{ path: 'images.0', message: 'Photo not found' }]);
  });

  it('is empty for answers without issues, non-JSON bodies and other errors', () => {
    expect(serverIssues(new Error('409: {"message":"In use"}'))).toEqual([]);
    expect(serverIssues(new Error('502: Bad Gateway'))).toEqual([]);
    expect(serverIssues('nope')).toEqual([]);
  });
});
