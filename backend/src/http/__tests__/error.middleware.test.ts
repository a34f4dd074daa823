import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorTexts } from '@gramota/contracts';
import Koa from 'koa';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import { createLogger } from '../../logger';
import type { AppState } from '../app-state';
import { errorMiddleware, toErrorAnswer } from '../error.middleware';

describe('toErrorAnswer', () => {
  it('maps the app errors to the seeds’ shapes', () => {
    expect(toErrorAnswer(new BadRequestError('Name is too long', 'name'))).toEqual({
      status: 400,
      answer: { result: 'error', error_text: 'Name is too long', name: 'name' },
    });
    expect(toErrorAnswer(new NotFoundError())).toEqual({
      status: 404,
      answer: { result: 'error', error_text: 'Not found' },
    });
    expect(toErrorAnswer(new ForbiddenError())).toEqual({
      status: 403,
      answer: { result: 'forbidden', error_code: 'forbidden', error_text: 'Forbidden' },
    });
  });

  it('hides the details of unexpected errors', () => {
    expect(toErrorAnswer(new Error('connection refused at 10.0.0.5'))).toEqual({
      status: 500,
      answer: { result: 'error', error_text: errorTexts.internal },
    });
  });
});

describe('errorMiddleware', () => {
  it('answers 500 with a generic text and logs the error with its stack', async () => {
    const logger = createLogger('silent');
    const logged: Array<{ err?: Error }> = [];
    jest
      .spyOn(logger, 'error')
      .mockImplementation(((entry: { err?: Error }) => void logged.push(entry)) as never);
    const app = new Koa<AppState>();
    app.use(errorMiddleware(logger));
    app.use(() => {
      throw new Error('database exploded');
    });
    const server = http.createServer(app.callback()).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/anything/`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ result: 'error', error_text: errorTexts.internal });
      expect(logged[0]?.err?.message).toBe('database exploded');
    } finally {
      server.close();
    }
  });
});
