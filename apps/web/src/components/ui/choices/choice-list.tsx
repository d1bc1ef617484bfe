import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useRovingRadio } from './roving-radio';

export type ChoiceId = string | number;

export type ChoiceItem<T extends ChoiceId = ChoiceId> = {
  id: T;
  label: string;
  description?: ReactNode;
  isDisabled?: boolean;
};

export type ChoiceListProps<T extends ChoiceId> = {
  title: string;
  items: ChoiceItem<T>[];
  value: T | null;
  onChange: (id: T) => void;
  /** 'grid' packs short labels (blocks, units) in tiles; 'list' gives each item a full row. */
  layout?: 'grid' | 'list';
  emptyText?: string;
  /** Enter on an option: choose it and go on (block and unit steps: the wizard's next step). */
  onEnter?: (id: T) => void;
  /** The title's heading level: h3 under a step heading, h2 right under the page's h1 (the account wizard). */
  headingLevel?: 'h2' | 'h3';
};

/** Single-choice step: one large touch target per item, exposed as a radio group. */
export const ChoiceList = <T extends ChoiceId>({
  title,
  items,
  value,
  onChange,
  layout = 'list',
  emptyText,
  onEnter,
  headingLevel = 'h3',
}: ChoiceListProps<T>) => {
  const titleId = useId();
  const enabledIds = items.filter((item) => !item.isDisabled).map((item) => item.id);
  const { groupProps, radioProps } = useRovingRadio({ ids: enabledIds, value, onChange, onEnter });
  return (
    <Box>
      <Typography id={titleId} variant="h6" component={headingLevel} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {items.length === 0 && emptyText ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Box
          {...groupProps}
          aria-labelledby={titleId}
          sx={{
            display: 'grid',
            gap: 1.5,
            // Phones get three short tiles a row (units: '101'), not one long column (issue 17).
            gridTemplateColumns:
              layout === 'grid'
                ? { xs: 'repeat(auto-fill, minmax(76px, 1fr))', sm: 'repeat(auto-fill, minmax(140px, 1fr))' }
                : '1fr',
          }}
        >
          {items.map((item) => {
            const isSelected = item.id === value;
            return (
              <ButtonBase
                key={item.id}
                {...radioProps(item.id)}
                disabled={item.isDisabled}
                onClick={() => onChange(item.id)}
                sx={(theme) => ({
                  minHeight: 56,
                  px: { xs: 1, sm: 2 },
                  py: 1.5,
                  flexDirection: 'column',
                  alignItems: layout === 'grid' ? 'center' : 'flex-start',
                  textAlign: layout === 'grid' ? 'center' : 'left',
                  borderRadius: 2,
                  border: `2px solid ${isSelected ? theme.palette.primary.main : theme.palette.divider}`,
                  bgcolor: isSelected ? 'primary.main' : 'background.paper',
                  color: isSelected ? 'primary.contrastText' : 'text.primary',
                  fontSize: '1rem',
                  fontWeight: 600,
                  '&:hover': { borderColor: 'primary.main' },
                  '&.Mui-disabled': { opacity: 0.5 },
                })}
              >
                <span>{item.label}</span>
                {item.description !== undefined && (
                  <Typography component="span" variant="body2" sx={{ fontWeight: 400, opacity: 0.85 }}>
                    {item.description}
                  </Typography>
                )}
              </ButtonBase>
            );
          })}
        </Box>
      )}
    </Box>
  );
};
