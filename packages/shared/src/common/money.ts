const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 80,00' with a plain space (Intl's no-break space would not match what people type or read in an SMS). */
export const formatBrl = (value: number): string => BRL.format(value).replace(/\u00a0/g, ' ');
