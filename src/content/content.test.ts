import { describe, expect, it } from 'vitest';
import { pcbrule } from './pcbrule';
import { site } from './site';
import { comingSoon, otherProjects } from './projects';
import { milestones } from './timeline';

describe('timeline content (SPEC §3, §4)', () => {
  it('has the eleven milestones of the spec, in order, numbered 1 to 11', () => {
    expect(milestones.map((m) => [m.id, m.title])).toEqual([
      [1, 'Ideation'],
      [2, 'Research and Concept'],
      [3, 'Mechanical Design'],
      [4, 'Design Validation'],
      [5, 'Panel Layout'],
      [6, 'Graphic Design'],
      [7, 'PCB Design'],
      [8, 'Prototyping'],
      [9, 'Development of Mass Manufacture Techniques'],
      [10, 'Shipping and Logistics'],
      [11, 'Manufacture and Selling'],
    ]);
  });

  it('marks 1–7 completed, 8 current and 9–11 future', () => {
    const byStatus = (status: string) =>
      milestones.filter((m) => m.status === status).map((m) => m.id);
    expect(byStatus('completed')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(byStatus('current')).toEqual([8]);
    expect(byStatus('future')).toEqual([9, 10, 11]);
  });

  it('gives every milestone a description and at least one tag', () => {
    for (const milestone of milestones) {
      expect(milestone.description.length, `milestone ${milestone.id}`).toBeGreaterThan(40);
      expect(milestone.tags.length, `milestone ${milestone.id}`).toBeGreaterThan(0);
    }
  });
});

describe('figures (SPEC §9)', () => {
  it('states the technical specifications exactly', () => {
    expect(pcbrule.specs.items).toEqual([
      { label: 'Length', value: '6.5 inches' },
      { label: 'Surface finish', value: 'ENIG gold' },
      { label: 'Soldermask', value: 'Matte black' },
      { label: 'Legend', value: 'White silkscreen' },
    ]);
  });

  it('states the costs and the owner’s total as given', () => {
    expect(pcbrule.specs.costs.map((c) => [c.label, c.amount])).toEqual([
      ['Fabrication', 15.57],
      ['Hardware', 2.25],
      ['Shipping and packaging', 6.75],
    ]);
    expect(pcbrule.specs.costs[0]?.detail).toContain('40');
    expect(pcbrule.specs.total).toBe(24.5);
  });

  it('describes the shim: 0.1 mm stainless, 2 mm hole punch', () => {
    const shim = pcbrule.specs.shim.map((s) => s.value).join(' ');
    expect(shim).toContain('0.1 mm stainless');
    expect(shim).toContain('2 mm hole punch');
  });

  it('has three challenges, six upcoming iterations and the 2025 copyright', () => {
    expect(pcbrule.nextSteps.challenges).toHaveLength(3);
    expect(pcbrule.nextSteps.iterations).toHaveLength(6);
    expect(site.copyrightYear).toBe(2025);
  });

  it('says preorders and sales are not offered and donations are optional', () => {
    const text = pcbrule.purchasing.paragraphs.join(' ');
    expect(text).toMatch(/no preorders and no sales/);
    expect(text).toMatch(/optional donations/);
  });
});

// Links, e-mail, file references and the milestone order are checked by the
// build's content check (scripts/build/content-check.ts, with its own tests).
describe('other projects', () => {
  it('has two other projects with skills and a coming-soon list', () => {
    expect(otherProjects.map((p) => p.title)).toEqual(['Rocket Fin CAD', 'Aerospace Internship']);
    for (const project of otherProjects) expect(project.skills.length).toBeGreaterThan(2);
    expect(comingSoon.items.length).toBeGreaterThan(0);
  });
});
