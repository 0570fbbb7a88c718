import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../api/client';

export interface FakeRequest {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
}

/** An answer of the fake server, or a request that never gets one. */
export type FakeAnswer = { status: number; data?: unknown } | { fail: 'network' | 'timeout' };

export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Answers the API client's requests from `routes` ("METHOD /path" → answer) instead of the
 * network, through the real interceptors and error mapping. Unknown routes answer 404.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const previous = http.defaults.adapter;

  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const request = { method, url, params: config.params, body };
    requests.push(request);

    const route = routes[`${method} ${url}`];
    const answer: FakeAnswer = !route
      ? { status: 404, data: { status: false, code: 'NOT_FOUND', message: `no fake route for ${method} ${url}` } }
      : typeof route === 'function'
        ? await route(request)
        : route;

    if ('fail' in answer) {
      throw answer.fail === 'timeout'
        ? new AxiosError('timeout exceeded', AxiosError.ETIMEDOUT, config)
        : new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, undefined, response);
  };

  return {
    requests,
    restore() {
      http.defaults.adapter = previous;
    },
  };
}
