import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import { keyEndpoints } from '@portaria/shared/keys/keys.endpoints';
import { HOLDER_TYPE_IDS, type HolderType } from '@portaria/shared/keys/keys.rules';
import { useCondominium } from '../../../lib/get-condominium';
import { useSession } from '../../../lib/session';
import { useUnitContacts } from '../../../lib/use-unit-contacts';
import { keyQueryKeys } from '../api/keys-query-keys';

export type HolderValues = {
  tipoPortador: HolderType;
  idUnidade: number | null;
  idPessoa: number | null;
  portadorNome: string;
  portadorDocumento: string;
};

type Props = {
  values: HolderValues;
  errors: Partial<Record<keyof HolderValues, string>>;
  onChange: (patch: Partial<HolderValues>) => void;
};

type UnitOption = { idUnidade: number; label: string };

/** Who takes the key: a resident (unit, then one of its residents), a staff member, or a provider with a document. */
export const HolderFields = ({ values, errors, onChange }: Props) => {
  const session = useSession();
  const condominium = useCondominium(session.condominiumId);
  const units = useMemo<UnitOption[]>(
    () =>
      condominium.data?.blocos.flatMap((b) =>
        b.unidades.map((u) => ({ idUnidade: u.idUnidade, label: `${b.nome} - ${u.nome}` })),
      ) ?? [],
    [condominium.data],
  );
  const residents = useUnitContacts(keyEndpoints.unitResidents, keyQueryKeys, values.idUnidade);
  const isResident = values.tipoPortador === 'MORADOR';

  return (
    <>
      <FormControl component="fieldset">
        <FormLabel component="legend">{M.holderType}</FormLabel>
        <RadioGroup
          row
          name="tipoPortador"
          value={values.tipoPortador}
          onChange={(event) => onChange({ tipoPortador: event.target.value as HolderType })}
        >
          {HOLDER_TYPE_IDS.map((id) => (
            <FormControlLabel key={id} value={id} control={<Radio />} label={M.holderTypes[id]} />
          ))}
        </RadioGroup>
      </FormControl>
      {isResident ? (
        <>
          <Autocomplete
            options={units}
            loading={condominium.isPending}
            value={units.find((u) => u.idUnidade === values.idUnidade) ?? null}
            onChange={(_event, option) => onChange({ idUnidade: option?.idUnidade ?? null, idPessoa: null })}
            isOptionEqualToValue={(a, b) => a.idUnidade === b.idUnidade}
            renderInput={(params) => (
              <TextField {...params} label={M.unit} required error={!!errors.idUnidade} helperText={errors.idUnidade} />
            )}
          />
          <TextField
            select
            label={M.resident}
            required
            disabled={values.idUnidade === null}
            value={values.idPessoa ?? ''}
            onChange={(event) => onChange({ idPessoa: Number(event.target.value) })}
            error={!!errors.idPessoa}
            helperText={errors.idPessoa}
          >
            {(residents.data?.data ?? []).map((r) => (
              <MenuItem key={r.idMorador} value={r.idMorador}>
                {r.nome}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : (
        <>
          <TextField
            label={M.holderName}
            required
            value={values.portadorNome}
            onChange={(event) => onChange({ portadorNome: event.target.value })}
            error={!!errors.portadorNome}
            helperText={errors.portadorNome}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={values.tipoPortador === 'PRESTADOR' ? M.holderDocument : M.holderDocumentOptional}
            required={values.tipoPortador === 'PRESTADOR'}
            value={values.portadorDocumento}
            onChange={(event) => onChange({ portadorDocumento: event.target.value })}
            error={!!errors.portadorDocumento}
            helperText={errors.portadorDocumento}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
        </>
      )}
    </>
  );
};
