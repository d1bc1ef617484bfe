import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

let isPrepared = false;

/**
 * Reads the barcodes in a PNG with zxing-wasm, the reader the web app falls back to for the camera, here with its
 * .wasm from node_modules (it would fetch it from a CDN otherwise, and this machine has no network).
 */
export const decodeBarcodes = async (png: Uint8Array): Promise<string[]> => {
  if (!isPrepared) {
    const wasm = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    await prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
    isPrepared = true;
  }
  return (await readBarcodes(png, { tryHarder: true })).map((found) => found.text);
};

/** A grey picture: one byte per pixel, 0 black to 255 white. */
export type Luma = { width: number; height: number; pixels: Uint8Array };

/** A PNG's pixels as grey levels, decoded by the browser (`page` is any page; about:blank will do). */
export const pngLuma = async (page: Page, png: Uint8Array): Promise<Luma> => {
  const { width, height, base64 } = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let text = '';
    for (let i = 0; i < rgba.length; i += 4) {
      text += String.fromCharCode(Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!));
    }
    return { width: canvas.width, height: canvas.height, base64: btoa(text) };
  }, Buffer.from(png).toString('base64'));
  return { width, height, pixels: new Uint8Array(Buffer.from(base64, 'base64')) };
};

/** Widths of the runs of dark and light pixels along row `y` (threshold 128): a barcode's bars and spaces. */
export const runsOfRow = ({ width, pixels }: Luma, y: number): number[] => {
  const runs: number[] = [];
  let isDark = pixels[y * width]! < 128;
  let length = 0;
  for (let x = 0; x < width; x++) {
    const dark = pixels[y * width + x]! < 128;
    if (dark === isDark) length++;
    else {
      runs.push(length);
      isDark = dark;
      length = 1;
    }
  }
  runs.push(length);
  return runs;
};

/**
 * One frame for chromium's fake camera (`--use-file-for-fake-video-capture`, looped): `picture` enlarged `zoom` times
 * (nearest neighbour) in the middle of a white `width` x `height` frame, written as YUV4MPEG2 4:2:0 (grey: U and V
 * at 128).
 */
export const writeY4mFrame = async (
  path: string,
  picture: Luma,
  { width = 1280, height = 720, zoom = 2 }: { width?: number; height?: number; zoom?: number } = {},
) => {
  const y = new Uint8Array(width * height).fill(235);
  const left = Math.floor((width - picture.width * zoom) / 2);
  const top = Math.floor((height - picture.height * zoom) / 2);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const px = Math.floor((col - left) / zoom);
      const py = Math.floor((row - top) / zoom);
      if (px < 0 || py < 0 || px >= picture.width || py >= picture.height) continue;
      // Full-range grey into video range (16 black .. 235 white), as a camera would send it.
      y[row * width + col] = 16 + Math.round((picture.pixels[py * picture.width + px]! * 219) / 255);
    }
  }
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  await writeFile(path, Buffer.concat([header, y, chroma]));
};
