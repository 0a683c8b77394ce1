/**
 * The numbering plan of Malaysia, as libphonenumber-js knows it (its "min" metadata, the MY entry
 * only): every number the marketplace accepts is Malaysian, and the whole world's plans would
 * otherwise travel to every phone with the first page. A unit test keeps it equal to the
 * installed library's own.
 */
import type { MetadataJson } from 'libphonenumber-js/core';

export const MALAYSIA_PHONE_METADATA = {
  version: 4,
  country_calling_codes: {
    '60': ['MY'],
  },
  countries: {
    MY: [
      '60',
      '00',
      '1\\d{8,9}|(?:3\\d|[4-9])\\d{7}',
      [8, 9, 10],
      [
        ['(\\d)(\\d{3})(\\d{4})', '$1-$2 $3', ['[4-79]'], '0$1'],
        [
          '(\\d{2})(\\d{3})(\\d{3,4})',
          '$1-$2 $3',
          ['1(?:[02469]|[378][1-9]|53)|8', '1(?:[02469]|[37][1-9]|53|8(?:[1-46-9]|5[7-9]))|8'],
          '0$1',
        ],
        ['(\\d)(\\d{4})(\\d{4})', '$1-$2 $3', ['3'], '0$1'],
        ['(\\d)(\\d{3})(\\d{2})(\\d{4})', '$1-$2-$3-$4', ['1(?:[367]|80)']],
        ['(\\d{3})(\\d{3})(\\d{4})', '$1-$2 $3', ['15'], '0$1'],
        ['(\\d{2})(\\d{4})(\\d{4})', '$1-$2 $3', ['1'], '0$1'],
      ],
      '0',
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;
