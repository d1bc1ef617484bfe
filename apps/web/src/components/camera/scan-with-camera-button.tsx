import { useState } from 'react';
import Button from '@mui/material/Button';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { CAMERA_MESSAGES as C } from '@portaria/shared/common/camera.messages';
import { BarcodeScanDialog } from './barcode-scan-dialog';

type ScanWithCameraButtonProps = {
  /** The code read; the dialog has closed and the camera is off. */
  onRead: (text: string) => void;
  isDisabled?: boolean;
};

/** `Ler com a câmera` beside a code field, for a desk without a USB scanner (issue 33 item 5). */
export const ScanWithCameraButton = ({ onRead, isDisabled }: ScanWithCameraButtonProps) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={<QrCodeScanner />}
        onClick={() => setIsOpen(true)}
        disabled={isDisabled}
        sx={{ minHeight: 56, flexShrink: 0 }}
      >
        {C.scanButton}
      </Button>
      <BarcodeScanDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        onRead={(text) => {
          setIsOpen(false);
          onRead(text);
        }}
      />
    </>
  );
};
