// How a member is named on the screen: first and last name, or their phone when they have none.
import type { StaffListEntry } from '@sofre/engine/contracts';
import { toPersianDigits } from '@sofre/web-shared';
import { staffMessages } from './staff.messages.ts';

export function memberName(member: Pick<StaffListEntry, 'firstName' | 'lastName' | 'phoneNumber'>) {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ').trim();
  if (name) return name;
  return member.phoneNumber ? toPersianDigits(member.phoneNumber) : staffMessages.noName;
}
