import { describe, expect, it } from 'vitest';
import { reportUploadProgress, watchUploadProgress } from './uploadProgress';

describe('upload progress', () => {
  it('tells the listener of each file in the request the fraction sent', () => {
    const photo = new Blob(['photo']);
    const other = new Blob(['other']);
    const seen: number[] = [];
    watchUploadProgress(photo, (fraction) => seen.push(fraction));
    reportUploadProgress([photo, other], 250, 1000);
    reportUploadProgress([photo], 1000, 1000);
    expect(seen).toEqual([0.25, 1]);
  });

  it('stops telling once unwatched, and ignores an unknown total', () => {
    const photo = new Blob(['photo']);
    const seen: number[] = [];
    const stop = watchUploadProgress(photo, (fraction) => seen.push(fraction));
    reportUploadProgress([photo], 10, 0);
    stop();
    reportUploadProgress([photo], 10, 10);
    expect(seen).toEqual([]);
  });
});
