// Revoked logins per vendor, by the instant they ended: the first revocation is the one kept.
import { RefreshFamilyRevoked } from '@sofre/engine/identity';
import { describe, expect, it } from 'vitest';
import { EventLog } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { revokedSessionsProjection } from './revoked-sessions.projection.ts';

const revoked = (familyId: string, revokedAt: string, reason = 'LOGOUT' as const) =>
  RefreshFamilyRevoked({ familyId, reason, revokedAt });

describe('revoked sessions', () => {
  it('keeps each login once, under its vendor, sorted by when it ended', () => {
    const log = new EventLog();
    const at = '2025-03-21T07:00:00.000Z';
    log.append(revoked('f1', at), { vendorId: 'v1', at, stream: 'refresh-family-f1' });
    log.append(revoked('f1', '2025-03-21T08:00:00.000Z', 'LOGOUT'), {
      vendorId: 'v1',
      at,
      stream: 'refresh-family-f1',
    });
    log.append(revoked('f2', at, 'LOGOUT'), { vendorId: 'v2', at, stream: 'refresh-family-f2' });
    const rows = projectInMemory(revokedSessionsProjection, log.events);
    expect(rows.get('v1:f1')).toMatchObject({ familyId: 'f1', vendorId: 'v1', revokedAt: at });
    expect(rows.get('v2:f2')).toMatchObject({ vendorId: 'v2' });
    expect(revokedSessionsProjection.index(rows.get('v1:f1')!, log.events[0]! as never)).toEqual({
      vendorId: 'v1',
      sortAt: at,
    });
  });
});
