import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';

/**
 * One bar module is 3 dots of a 203 dpi thermal printer (0.375 mm, a common X-dimension that cheap CCD scanners and
 * webcams read): every bar is a whole number of printer dots, never a smeared half dot. On screen a module is 2 CSS px.
 */
const PRINTER_DPI = 203;
const MODULE_DOTS = 3;
export const MODULE_MM = (MODULE_DOTS * 25.4) / PRINTER_DPI;
const SCREEN_MODULE_PX = 2;
/** Code 128's quiet zone: at least 10 modules of white on each side. */
const QUIET_MODULES = 10;
const PRINT_HEIGHT_MM = 12;
const SCREEN_HEIGHT_PX = 56;

type Symbol128 = { src: string; modules: number };

/**
 * bwip-js draws the symbol as SVG with one unit per module; `crispEdges` snaps each bar edge to a device pixel, and
 * since all edges sit a whole number of modules apart, every bar keeps its exact width at any offset on the page.
 */
const drawCode128 = async (text: string): Promise<Symbol128> => {
  const { code128, drawingSVG } = await import('bwip-js/browser');
  const svg = code128(
    { bcid: 'code128', text, scale: 1, height: 10, includetext: false, paddingwidth: QUIET_MODULES },
    drawingSVG(),
  );
  const modules = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1] ?? 0);
  const crisp = svg.replace('<svg ', '<svg preserveAspectRatio="none" shape-rendering="crispEdges" ');
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(crisp)}`, modules };
};

type Code128ImageProps = { text: string; alt: string };

/**
 * A Code 128 barcode of `text` (ASCII), as an image: sized in CSS px on screen and in millimetres on paper, where
 * each module is a whole number of a 203 dpi printer's dots (decision 126). bwip-js (~50 KB gzip) is fetched with
 * the first label, not with the correspondence screens.
 */
export const Code128Image = ({ text, alt }: Code128ImageProps) => {
  const [symbol, setSymbol] = useState<(Symbol128 & { text: string }) | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void drawCode128(text).then((drawn) => {
      if (isCurrent) setSymbol({ ...drawn, text });
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);

  if (!symbol || symbol.text !== text) return <Box sx={{ height: SCREEN_HEIGHT_PX }} />;
  return (
    <Box
      component="img"
      src={symbol.src}
      alt={alt}
      sx={{
        display: 'block',
        mx: 'auto',
        bgcolor: '#fff',
        width: symbol.modules * SCREEN_MODULE_PX,
        height: SCREEN_HEIGHT_PX,
        '@media print': { width: `${(symbol.modules * MODULE_MM).toFixed(3)}mm`, height: `${PRINT_HEIGHT_MM}mm` },
      }}
    />
  );
};
