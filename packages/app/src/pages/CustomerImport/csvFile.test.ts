import { describe, expect, it } from 'vitest';
import { CUSTOMER_TEXT_FIELDS, MAX_CSV_BYTES } from '@routebook/schema';
import { csvFileProblem, SAMPLE_CSV } from './csvFile';

describe('csvFileProblem', () => {
  it('accepts a .csv file within the limit', () => {
    expect(csvFileProblem({ name: 'Customers.CSV', size: 1000 })).toBeNull();
    expect(csvFileProblem({ name: 'c.csv', size: MAX_CSV_BYTES })).toBeNull();
  });

  it('refuses a file that is not a .csv, too large or empty, with the message', () => {
    expect(csvFileProblem({ name: 'customers.xlsx', size: 10 })).toBe(
      'Choose a CSV file (its name ends in .csv).',
    );
    expect(csvFileProblem({ name: 'c.csv', size: MAX_CSV_BYTES + 1 })).toBe(
      'The file is too large: at most 5 MB.',
    );
    expect(csvFileProblem({ name: 'c.csv', size: 0 })).toBe('The file has no customer rows.');
  });
});

describe('SAMPLE_CSV', () => {
  it('names every customer column the import reads, in order, then latitude and longitude', () => {
    expect(SAMPLE_CSV.split('\r\n')[0]?.split(',')).toEqual([
      ...CUSTOMER_TEXT_FIELDS,
      'latitude',
      'longitude',
    ]);
  });

  it('shows one row with its pin and one to find from its address', () => {
    const [, pinned, geocoded] = SAMPLE_CSV.split('\r\n').map((line) => line.split(','));
    expect(pinned?.slice(-2)).toEqual(['39.7817', '-89.6501']);
    expect(geocoded?.slice(-2)).toEqual(['', '']);
  });
});
