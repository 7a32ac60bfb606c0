import { describe, expect, it } from 'vitest';
import type { AppModel } from '../../core/index';
import { defaultActor, readActor } from './actor-storage';

const app = {
  version: 1,
  title: 'T',
  description: '',
  screens: [],
  entities: [],
  calls: [],
  permissions: [],
  errors: [],
  constants: [],
  gaps: [],
  roles: [
    { name: 'patient', description: '', source: { point: 6, line: 1 } },
    { name: 'doctor', description: '', source: { point: 6, line: 2 } },
  ],
} as unknown as AppModel;

describe('readActor', () => {
  it('starts with the first role and an empty user', () => {
    expect(defaultActor(app).role).toBe('patient');
    expect(readActor(app, null).role).toBe('patient');
  });
  it('keeps a known role and scalar user fields', () => {
    const actor = readActor(app, JSON.stringify({ role: 'doctor', user: { doctorId: 'd1', deep: { x: 1 } } }));
    expect(actor.role).toBe('doctor');
    expect({ ...actor.user }).toEqual({ doctorId: 'd1' });
  });
  it('falls back on unknown roles and unreadable text', () => {
    expect(readActor(app, JSON.stringify({ role: 'admin' })).role).toBe('patient');
    expect(readActor(app, '{oops').role).toBe('patient');
  });
});
