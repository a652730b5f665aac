/** The booking lifecycle (issue 30): the table, the step it allows, the status writes. See table.ts. */
export { BOOKING_STATES, INITIAL_STATE, TRANSITIONS, TRIGGERS, transitionFor, type Actor, type Effect, type Transition, type Trigger } from './table';
export { canTake, takeStep, targetOf, TransitionRefused } from './step';
export * from './writes';
export { lifecycleDiagram } from './diagram';
