import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';
import type { LegalDocument } from '@portaria/shared/accounts/legal.messages';

type LegalDialogProps = { document: LegalDocument | null; onClose: () => void };

/** The terms of use or the privacy policy, scrollable, in a size that reads well on a 1366x768 screen. */
export const LegalDialog = ({ document, onClose }: LegalDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={document !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      {document && (
        <>
          <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
            {document.title}
            <Typography variant="body2" color="text.secondary">
              {document.updatedAt}
            </Typography>
          </DialogTitle>
          {/* The scrolling text is a named, focusable region: arrow keys and Page Down scroll it (axe: scrollable-region-focusable). */}
          <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
            {document.sections.map((section) => (
              <section key={section.heading}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1.5, mb: 0.5 }}>
                  {section.heading}
                </Typography>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} sx={{ mb: 1, lineHeight: 1.6 }}>
                    {paragraph}
                  </Typography>
                ))}
              </section>
            ))}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button variant="contained" size="large" onClick={onClose} sx={{ minHeight: 44 }}>
              {MESSAGES.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
