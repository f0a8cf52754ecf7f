import { saveFile } from '@export-portal/shared-ui';
import { captureDownloads } from '@export-portal/shared-auth/testing';
import { openFileSink } from './fileSink';

const LINK_LIFETIME_MS = 60_000;

describe('a download file where the browser has no private file system', () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => {
    downloads.restore();
    jest.useRealTimers();
  });

  it('is written in memory, whole and in order, with its type, and saved under its name', async () => {
    expect(navigator.storage?.getDirectory).toBeUndefined();
    const sink = await openFileSink();
    await sink.write('\uFEFFVIN,Make\r\n');
    await sink.write('1HGCM82633A004352,Honda\r\n');
    const { blob, release } = await sink.finish('text/csv;charset=utf-8');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    saveFile({ name: 'vehicles-2026-11-27.csv', blob, release });
    expect(await downloads.files()).toEqual([
      expect.objectContaining({ name: 'vehicles-2026-11-27.csv', text: '\uFEFFVIN,Make\r\n1HGCM82633A004352,Honda\r\n' }),
    ]);
  });

  it('keeps nothing of what was written once discarded', async () => {
    const sink = await openFileSink();
    await sink.write('VIN\r\n');
    await sink.discard();
    expect((await sink.finish('text/csv')).blob.size).toBe(0);
  });
});

describe('a saved file', () => {
  it('is released a minute after it is saved, when the browser has read it', () => {
    jest.useFakeTimers();
    const downloads = captureDownloads();
    try {
      const release = jest.fn();
      saveFile({ name: 'vehicles.csv', blob: new Blob(['VIN\r\n']), release });
      jest.advanceTimersByTime(LINK_LIFETIME_MS - 1);
      expect(release).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(release).toHaveBeenCalledTimes(1);
    } finally {
      downloads.restore();
      jest.useRealTimers();
    }
  });
});
