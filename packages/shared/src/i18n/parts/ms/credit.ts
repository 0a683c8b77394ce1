import type { DeepPartial, Widen } from '../../types';
import type { CreditText } from '../credit';

export const creditMs: DeepPartial<Widen<CreditText>> = {
  creditStatus: { approved: 'Diluluskan', rejected: 'Ditolak' },
  creditKind: { company: 'Had kredit syarikat', project: 'Had kredit projek' },
};
