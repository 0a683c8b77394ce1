import { describe, expect, it, vi } from 'vitest';
import { handleBootError } from './boot-error';

describe('boot errors (spec §8)', () => {
  it('logs the error and follows the url it carries', () => {
    const assign = vi.fn();
    const log = vi.fn();
    const error = Object.assign(new Error('maintenance'), { url: '/help' });
    const say = vi.fn();
    handleBootError(error, assign, log, say);
    expect(log).toHaveBeenCalledWith('The app failed to start', error);
    expect(assign).toHaveBeenCalledWith('/help');
    expect(say).not.toHaveBeenCalled();
  });

  it('logs an error without a url and says on the page that the app could not start', () => {
    const assign = vi.fn();
    const log = vi.fn();
    const say = vi.fn();
    handleBootError(new Error('storage blocked'), assign, log, say);
    expect(log).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
    expect(say).toHaveBeenCalledOnce();
  });
});
