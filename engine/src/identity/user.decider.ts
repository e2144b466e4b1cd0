// decide / evolve for a user. Only the user changes their own profile (me PUT); the platform
// (SYSTEM) may too. To anyone else the user does not exist.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import type { UserKind } from './identity.enums.ts';
import type { UserCommand } from './user.commands.ts';
import {
  UserProfileUpdated,
  UserRegistered,
  userEventCodec,
  userStreamName,
  type UserEvent,
} from './user.events.ts';

export type UserState =
  | { readonly status: 'NONE' }
  | {
      readonly status: 'REGISTERED';
      readonly userId: string;
      readonly phone: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly email: string | null;
      readonly kind: UserKind;
    };

export const initialUserState = (): UserState => ({ status: 'NONE' });

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  const { userId } = command.data;
  switch (command.type) {
    case 'RegisterUser':
      if (state.status !== 'NONE') throw domainError('USER_ALREADY_EXISTS', { userId });
      return [UserRegistered(command.data)];
    case 'UpdateProfile': {
      const { actor } = command.metadata;
      const self = actor.userId === userId || actor.kind === 'SYSTEM';
      if (state.status === 'NONE' || !self) throw domainError('USER_NOT_FOUND');
      const { firstName, lastName } = command.data;
      const email = command.data.email === undefined ? state.email : command.data.email;
      const same =
        firstName === state.firstName && lastName === state.lastName && email === state.email;
      return same ? [] : [UserProfileUpdated({ userId, firstName, lastName, email })];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { status: 'REGISTERED', ...event.data, email: null };
    case 'UserProfileUpdated':
      return state.status === 'NONE' ? state : { ...state, ...event.data };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  decide: decideUser,
  evolve: evolveUser,
};

export const userAggregate: Aggregate<UserState, UserCommand, UserEvent> = {
  decider: userDecider,
  codec: userEventCodec,
  streamName: (command) => userStreamName(command.metadata.vendorId, command.data.userId),
  notFound: 'USER_NOT_FOUND',
};
