import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import type { SearchOption, SearchSection } from '../utils/search-options';

type SearchListboxProps = {
  id: string;
  sections: SearchSection[];
  activeKey: string | null;
  optionId: (option: SearchOption) => string;
  onChoose: (option: SearchOption) => void;
};

/**
 * The hits as an ARIA listbox of groups (APG's grouped listbox): each group labelled by its title, each hit an
 * option. Focus stays in the search field (aria-activedescendant); a click chooses without taking it.
 */
export const SearchListbox = ({ id, sections, activeKey, optionId, onChoose }: SearchListboxProps) => (
  <Box id={id} role="listbox" aria-label={M.searchResultsLabel} sx={{ py: 0.5 }}>
    {sections.map((section) => (
      <Box key={section.group} role="group" aria-labelledby={`${id}-${section.group}`}>
        <Typography
          id={`${id}-${section.group}`}
          role="presentation"
          variant="overline"
          color="text.secondary"
          sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2, fontWeight: 700 }}
        >
          {section.title}
        </Typography>
        {section.options.map((option) => {
          const isActive = option.key === activeKey;
          const isDisabled = option.idUnidade === null;
          return (
            <Box
              key={option.key}
              id={optionId(option)}
              role="option"
              aria-selected={isActive}
              aria-disabled={isDisabled || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => !isDisabled && onChoose(option)}
              sx={{
                px: 2,
                py: 0.75,
                cursor: isDisabled ? 'default' : 'pointer',
                borderLeft: 3,
                borderColor: isActive ? 'primary.main' : 'transparent',
                bgcolor: isActive ? 'action.selected' : 'transparent',
                '&:hover': { bgcolor: isDisabled ? undefined : 'action.hover' },
              }}
            >
              <Typography sx={{ fontWeight: 600, lineHeight: 1.35 }} noWrap>
                {option.primary}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.35 }} noWrap>
                {option.secondary}
              </Typography>
            </Box>
          );
        })}
      </Box>
    ))}
  </Box>
);
