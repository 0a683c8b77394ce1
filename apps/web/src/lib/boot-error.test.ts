import { describe, expect, it, vi } from 'vitest';
import { handleBootError } from './boot-error';

describe('boot errors (spec §8)', () => {
  it('logs the error and follows the url it carries', () => {
    const assign = vi.fn();
    const log = vi.fn();
    const error = Object.assign(new Error('maintenance'), { url: '/help' });
    handleBootError(error, assign, log);
    expect(log).toHaveBeenCalledWith('The app failed to start', error);
    expect(assign).toHaveBeenCalledWith('/help');
  });

  it('only logs an error without a url', () => {
    const assign = vi.fn();
    const log = vi.fn();
    handleBootError(new Error('storage blocked'), assign, log);
    expect(log).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
  });
});
