import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffImageType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    ['GIF', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', bytes([0, 0, 0, 0x20], 'ftypavif'), 'image/avif'],
  ])('recognises %s', (_name, input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ['HTML', bytes('<!doctype html><script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['MP4', bytes([0, 0, 0, 0x20], 'ftypisom')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});
