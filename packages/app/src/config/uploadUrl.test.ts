import { describe, expect, it } from 'vitest';
import { resolveUploadUrl } from './uploadUrl';

const UPLOAD = '/uploads/M2OKKAQas-uF23fiTEMGAA';

describe('resolveUploadUrl', () => {
  it('keeps an upload URL relative when the endpoint is on the app origin (or its proxy)', () => {
    expect(resolveUploadUrl(UPLOAD, '/graphql')).toBe(UPLOAD);
    expect(resolveUploadUrl(UPLOAD, 'graphql')).toBe(UPLOAD);
  });

  it("loads an upload from the endpoint's origin when the endpoint is on another origin", () => {
    expect(resolveUploadUrl(UPLOAD, 'https://api.routebook.app/graphql')).toBe(
      `https://api.routebook.app${UPLOAD}`,
    );
    expect(resolveUploadUrl(UPLOAD, 'http://192.168.1.20:4000/v2/graphql')).toBe(
      `http://192.168.1.20:4000${UPLOAD}`,
    );
  });

  it("resolves a shared visit report's image URLs the same way", () => {
    const shared = `/shared/${'ab'.repeat(32)}/files/photo-1`;
    expect(resolveUploadUrl(shared, '/graphql')).toBe(shared);
    expect(resolveUploadUrl(shared, 'https://api.routebook.app/graphql')).toBe(
      `https://api.routebook.app${shared}`,
    );
  });

  it('leaves anything that is not an upload URL alone', () => {
    for (const url of [
      'blob:http://localhost/1',
      'https://cdn.example/logo.png',
      '/uploads/../x',
      '/shared/../files/x',
    ]) {
      expect(resolveUploadUrl(url, 'https://api.routebook.app/graphql')).toBe(url);
    }
  });
});
