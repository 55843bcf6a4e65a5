import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { CONNECTION_STORAGE_KEY } from '../../src/app/connection/connection-storage';
import { bootPage } from '../../src/app/page-boot';
import { createAppQueryClient } from '../../src/app/query-client';
import { demoSettings } from './app-helpers';

/** The longest a hung service may keep the explorer waiting before it offers to try again. */
const GIVE_UP_WITHIN_MS = 15_000;

/** A service that accepts connections and never answers: a hung process. */
async function silentService() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => void sockets.add(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v2`,
    sockets,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

let service: Awaited<ReturnType<typeof silentService>> | undefined;
afterEach(() => {
  vi.useRealTimers();
  service?.close();
});

/** The explorer on a silent service, its clock faked from the first request on. */
async function explorerOnSilentService() {
  service = await silentService();
  sessionStorage.setItem(CONNECTION_STORAGE_KEY, JSON.stringify(demoSettings(service.baseUrl)));
  window.history.replaceState(null, '', '/platform_a');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // The app's own query client: its retries are part of how long the explorer waits.
  render(<App boot={bootPage(createAppQueryClient())} />);
  await vi.waitFor(() => expect(service!.sockets.size).toBeGreaterThan(0), { timeout: 10_000 });
}

const waiting = () => screen.queryByText('Still waiting for the service to answer…');

describe('a service that never answers', () => {
  it('is given up on, with a Retry, within 15 s of the first request', async () => {
    await explorerOnSilentService();
    // The premise: the explorer is waiting on the silent service.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(GIVE_UP_WITHIN_MS));
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });

  it('says it is still waiting again when tried again after the user stopped waiting', async () => {
    await explorerOnSilentService();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(waiting()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stop waiting' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(waiting()).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(waiting()).toBeInTheDocument();
  });
});
