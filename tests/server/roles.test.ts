import { describe, expect, it } from 'vitest';
import { applicableTargets, bestRole, describeRole, isSupporter } from '../../server/profiles/roles.ts';
import { targetApplies } from '../../server/flags/flags.ts';

describe('roles (SPEC §6)', () => {
  it('ranks team over VIP over supporter, with the labels members see', () => {
    expect(bestRole(['SUPPORTER', 'TEAM', 'SUPPORTER_VIP'])).toMatchObject({
      name: 'TEAM',
      label: 'Snoot Team',
      bannerLabel: 'Team Member',
      priority: 9999,
    });
    expect(bestRole(['SUPPORTER', 'SUPPORTER_VIP'])).toMatchObject({ label: 'VIP Supporter', priority: 100 });
    expect(describeRole('SUPPORTER')).toMatchObject({ label: 'Supporter', priority: 10 });
    expect(bestRole([])).toBeNull();
  });

  it('counts supporter, VIP supporter and team as supporters, not the other tiers alone', () => {
    expect(['SUPPORTER', 'SUPPORTER_VIP', 'TEAM'].map((role) => isSupporter([role]))).toEqual([true, true, true]);
    expect(isSupporter(['SUPPORTER_GOLD'])).toBe(false);
    expect(isSupporter([])).toBe(false);
  });

  it('lists applicable targets: public always, supporter tiers for supporters, team for team', () => {
    expect(applicableTargets([])).toEqual(['PUBLIC']);
    expect(applicableTargets(['SUPPORTER'])).toEqual(['PUBLIC', 'SUPPORTER', 'SUPPORTER_VIP']);
    expect(applicableTargets(['TEAM'])).toEqual(['PUBLIC', 'SUPPORTER', 'SUPPORTER_VIP', 'TEAM']);
  });

  it('applies a flag aimed at any supporter tier to supporters only, and team flags to team only', () => {
    expect(targetApplies('SUPPORTER_GOLD', ['SUPPORTER'])).toBe(true);
    expect(targetApplies('SUPPORTER_GOLD', [])).toBe(false);
    expect(targetApplies('TEAM', ['SUPPORTER_VIP'])).toBe(false);
    expect(targetApplies('TEAM', ['TEAM'])).toBe(true);
    expect(targetApplies('PUBLIC', [])).toBe(true);
  });
});
