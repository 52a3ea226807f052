import { describe, expect, it } from 'vitest';
import { helpGroups, type HelpGroup } from '@/features/resources/content/help';
import { searchHelp } from '@/features/resources/lib/help-search';

const groups: HelpGroup[] = [
  {
    id: 'pricing',
    title: 'Pricing',
    icon: 'wallet',
    questions: [
      { id: 'fee', question: 'How much does it cost?', answer: 'A flat 2% of rent collected.' },
      { id: 'deposit', question: 'What is the Deposit for?', answer: 'It locks the rate and is refundable.' },
    ],
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    icon: 'wrench',
    questions: [{ id: 'markup', question: 'Do you add a markup?', answer: 'No, zero markup on repairs.' }],
  },
];

describe('searchHelp', () => {
  it('returns every question for a blank query', () => {
    for (const query of ['', '   ']) {
      const result = searchHelp(groups, query);
      expect(result.count).toBe(3);
      expect(result.total).toBe(3);
      expect(result.groups).toEqual(groups);
    }
  });

  it('matches questions case-insensitively', () => {
    const result = searchHelp(groups, 'DEPOSIT');
    expect(result.count).toBe(1);
    expect(result.groups.map((group) => group.id)).toEqual(['pricing']);
    expect(result.groups[0].questions.map((item) => item.id)).toEqual(['deposit']);
  });

  it('matches answers too', () => {
    const result = searchHelp(groups, 'refundable');
    expect(result.groups[0].questions.map((item) => item.id)).toEqual(['deposit']);
  });

  it('requires every word of the query, in any order, and drops groups left empty', () => {
    expect(searchHelp(groups, 'markup repairs').groups.map((group) => group.id)).toEqual(['maintenance']);
    expect(searchHelp(groups, 'repairs deposit').count).toBe(0);
  });

  it('reports no matches with an empty list and keeps the total', () => {
    const result = searchHelp(groups, 'xylophone');
    expect(result).toEqual({ groups: [], count: 0, total: 3 });
  });

  it('does not change the groups it searches', () => {
    const before = JSON.stringify(groups);
    searchHelp(groups, 'fee');
    expect(JSON.stringify(groups)).toBe(before);
  });

  it('finds the owner answers of the real help centre', () => {
    expect(searchHelp(helpGroups, 'vacant').count).toBeGreaterThan(0);
    expect(searchHelp(helpGroups, '$99').count).toBeGreaterThan(0);
    expect(searchHelp(helpGroups, 'no minimum contract').count).toBeGreaterThan(0);
  });
});
