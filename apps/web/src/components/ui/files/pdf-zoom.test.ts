import { describe, expect, test } from 'vitest';
import { PDF_ZOOM } from '@portaria/shared/constants';
import { canZoomIn, canZoomOut, fitZoom, formatZoom, pinchZoom, zoomIn, zoomOut } from './pdf-zoom';

describe('zoom do PDF', () => {
  test('começa em 1,5 e anda de 0,1 em 0,1 sem erro de arredondamento', () => {
    expect(PDF_ZOOM.initial).toBe(1.5);
    expect(zoomIn(1.5)).toBe(1.6);
    expect(zoomOut(1.5)).toBe(1.4);
    let scale: number = PDF_ZOOM.initial;
    for (let i = 0; i < 7; i += 1) scale = zoomIn(scale);
    expect(scale).toBe(2.2);
  });

  test('não passa de 3 nem fica abaixo de 0,4', () => {
    expect(zoomIn(3)).toBe(3);
    expect(zoomIn(2.95)).toBe(3);
    expect(zoomOut(0.4)).toBe(0.4);
    expect(zoomOut(0.45)).toBe(0.4);
    let scale: number = PDF_ZOOM.initial;
    for (let i = 0; i < 30; i += 1) scale = zoomOut(scale);
    expect(scale).toBe(0.4);
  });

  test('indica quando ainda dá para aumentar ou diminuir', () => {
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomIn(2.9)).toBe(true);
    expect(canZoomOut(0.4)).toBe(false);
    expect(canZoomOut(0.5)).toBe(true);
  });

  test('mostra a porcentagem', () => {
    expect(formatZoom(1.5)).toBe('150%');
    expect(formatZoom(0.4)).toBe('40%');
  });
});

describe('PDF no celular', () => {
  test('começa em 1,5 quando cabe; num celular começa na largura da tela', () => {
    expect(fitZoom(1000, 595)).toBe(1.5);
    expect(fitZoom(302, 595)).toBe(0.5);
    expect(fitZoom(330, 612)).toBe(0.53);
    expect(fitZoom(100, 595)).toBe(0.4);
    expect(fitZoom(0, 595)).toBe(1.5);
  });

  test('pinça: afastar os dedos aproxima, juntar afasta, dentro de 0,4 a 3', () => {
    expect(pinchZoom(0.5, 100, 200)).toBe(1);
    expect(pinchZoom(1, 200, 100)).toBe(0.5);
    expect(pinchZoom(2, 100, 400)).toBe(3);
    expect(pinchZoom(0.5, 100, 10)).toBe(0.4);
    expect(pinchZoom(0.5, 0, 10)).toBe(0.5);
  });
});
