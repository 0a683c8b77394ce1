import type { DeepPartial, Widen } from '../../types';
import type { StatementsText } from '../statements';

export const statementsMs: DeepPartial<Widen<StatementsText>> = {
  statementsPage: {
    title: 'Penyata akaun',
    openingBalance: 'Baki awal',
    closingBalance: 'Baki akhir',
    debit: 'Debit',
    credit: 'Kredit',
    balance: 'Baki',
  },
};
